// The `queens` program with one more kind of piece: camel queens (docs/extending.md).
#include "camel_queen.hpp"

#include <queens/cli.hpp>

#include <camel_explorer.hpp> // the explorer page of camel queens (CMakeLists.txt)

int main(int argc, char** argv) {
    return queens::cli::run(argc, argv, camel_pieces(), queens::standard_trace_formats(),
                            camel_explorer_parts);
}
