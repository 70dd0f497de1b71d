// queens: the cooperating queens on the command line (the command line itself is the
// queens_cli library, demo/include/queens/cli.hpp).
//
//   queens                       the 4-queens conversation, told in colour, then the board
//   queens trace -n 8 --level debug --format jsonl -o trace.jsonl
//   queens solve -n 8 --all --notation chess
//   queens count -n 16 --threads 2
#include <queens/cli.hpp>
#include <queens/registry.hpp>

int main(int argc, char** argv) { return queens::cli::run(argc, argv, queens::standard_pieces()); }
