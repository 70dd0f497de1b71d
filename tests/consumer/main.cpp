#include <queens/board.hpp>

#include <iostream>

int main() {
    queens::board b{8};
    const auto first = b.first_solution();
    std::cout << *first << '\n';
    // Exit 0 only for the right answers, so the consumer test can fail.
    return first && to_string(*first) == "1 5 8 6 3 7 2 4" && b.count() == 92 ? 0 : 1;
}
