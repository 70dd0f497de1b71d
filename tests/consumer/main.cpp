#include <queens/board.hpp>
#include <queens/version.hpp>

#include <iostream>

static_assert(QUEENS_VERSION_MAJOR == 1, "find_package(queens 1.0) accepted another major version");

int main() {
    queens::board b{8};
    const auto first = b.first_solution();
    std::cout << *first << " (queens " << queens::version << ")\n";
    // Exit 0 only for the right answers, so the consumer test can fail.
    return first && to_string(*first) == "1 5 8 6 3 7 2 4" && b.count() == 92 ? 0 : 1;
}
