// libFuzzer target for everything that parses text a user types: squares in chess notation
// (`--place c5,e1`) and shards (`--shard 2/8`). Bad text must give std::invalid_argument,
// never a crash; good text must give squares that are on the board, one per column, and that
// print back to what parses to the same squares.
#include <queens/count.hpp>
#include <queens/solution.hpp>

#include "require.hpp"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    // The first byte picks a board size, valid or not; the rest is the text.
    const int board = static_cast<int>(data[0] % 72) - 3;
    const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
    try {
        const auto squares = queens::parse_squares(text, board);
        std::string printed;
        for (std::size_t i = 0; i < squares.size(); ++i) {
            require(squares[i].column >= 1 && squares[i].column <= board);
            require(squares[i].row >= 1 && squares[i].row <= board);
            for (std::size_t j = 0; j < i; ++j) {
                require(squares[i].column != squares[j].column);
            }
            printed += (i == 0 ? "" : ",") + queens::to_string(squares[i]);
        }
        require(queens::parse_squares(printed, board) == squares);
    } catch (const std::invalid_argument&) {
    }
    try {
        (void)queens::parse_square(text, board);
    } catch (const std::invalid_argument&) {
    }
    try {
        const auto part = queens::parse_shard(text);
        require(part.index >= 1 && part.index <= part.count);
    } catch (const std::invalid_argument&) {
    }
    return 0;
}
