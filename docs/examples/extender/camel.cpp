// The `queens` program with two more kinds of piece: camel queens, who attack their own way,
// and middle-out queens, who walk their own way (docs/extending.md).
#include "middle_out_queen.hpp"

#include <queens/cli.hpp>

#include <camel_explorer.hpp> // the explorer page of both (CMakeLists.txt)

int main(int argc, char** argv) {
    // The registry made by the run (extender_pieces, not extender_pieces()): a kind it refuses
    // is said as any failure of the program is, exit 1.
    return queens::cli::run(argc, argv, extender_pieces, queens::standard_trace_formats(),
                            camel_explorer_parts);
}
