// Built by package.pkg_config with nothing but `pkg-config --cflags --libs queens`: the version
// header and the library must both be found, and agree with the version CMake was given.
#include <queens/board.hpp>
#include <queens/version.hpp>

#include <cstring>
#include <iostream>

static_assert(QUEENS_VERSION_MAJOR >= 1 && QUEENS_VERSION_MINOR >= 0 && QUEENS_VERSION_PATCH >= 0);

int main(int argc, char** argv) {
    const char* expected = argc > 1 ? argv[1] : "";
    queens::board board{8};
    const auto solutions = board.count();
    std::cout << "queens " << QUEENS_VERSION << " (" << queens::version << "): " << solutions
              << " solutions for 8 queens\n";
    return std::strcmp(QUEENS_VERSION, expected) == 0 && solutions == 92 ? 0 : 1;
}
