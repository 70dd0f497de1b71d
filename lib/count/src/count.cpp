#include <queens/board.hpp>
#include "constellation.hpp"
#include <queens/count.hpp>
#include <queens/fast_queen.hpp>
#include <queens/lines.hpp>
#include <queens/queen.hpp>
#include <queens/solution.hpp>

#include "count_engines.hpp"

#include <charconv>
#include <stdexcept>
#include <string>
#include <vector>

namespace queens {

shard parse_shard(std::string_view text) {
    const auto fail = [&]() -> shard {
        throw std::invalid_argument("bad shard '" + std::string(text) +
                                    "': accepted i/k with whole numbers 1 <= i <= k, like 2/8");
    };
    const auto slash = text.find('/');
    if (slash == std::string_view::npos) {
        return fail();
    }
    shard part;
    const auto read = [](std::string_view digits, int& out) {
        const char* last = digits.data() + digits.size();
        const auto [end, error] = std::from_chars(digits.data(), last, out);
        return !digits.empty() && digits.front() != '-' && error == std::errc{} && end == last;
    };
    if (!read(text.substr(0, slash), part.index) || !read(text.substr(slash + 1), part.count) ||
        part.index < 1 || part.index > part.count) {
        return fail();
    }
    return part;
}

const piece_kind& fast_kind() {
    static const piece_registry standard = standard_pieces();
    return standard.find("fast");
}

count_result count(const count_options& options) {
    check_size(options.size);
    const piece_kind& kind = options.piece;
    if (options.size > kind.max_size) {
        throw std::invalid_argument("board size " + std::to_string(options.size) +
                                    " is out of range for " + kind.plural + ": accepted 1 to " +
                                    std::to_string(kind.max_size));
    }
    if (!kind.maker || !kind.pin) {
        throw std::invalid_argument("piece '" + kind.name + "' needs a maker and a pinned form");
    }
    for (std::size_t i = 0; i < options.pinned.size(); ++i) {
        const square sq = options.pinned[i];
        if (sq.column < 1 || sq.column > options.size || sq.row < 1 || sq.row > options.size) {
            throw std::invalid_argument("pinned square (column " + std::to_string(sq.column) +
                                        ", row " + std::to_string(sq.row) + ") is off a board of " +
                                        std::to_string(options.size));
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (options.pinned[j].column == sq.column) {
                throw std::invalid_argument("two pieces pinned in column " +
                                            std::to_string(sq.column) +
                                            ": accepted at most one square per column");
            }
        }
    }
    if (options.fundamental && (!kind.symmetric || !options.pinned.empty())) {
        throw std::invalid_argument(
            "fundamental solutions are counted for pieces whose moves look the same under the "
            "board's rotations and reflections, without pinned squares: not for " +
            (kind.symmetric ? "a board with pinned squares" : kind.plural));
    }
    if (options.threads < 0 || options.threads > 1024) {
        throw std::invalid_argument("thread count " + std::to_string(options.threads) +
                                    " is out of range: accepted 1 to 1024, or 0 for every core");
    }
    if (options.part.count < 1 || options.part.index < 1 ||
        options.part.index > options.part.count) {
        throw std::invalid_argument("bad shard " + std::to_string(options.part.index) + "/" +
                                    std::to_string(options.part.count) +
                                    ": accepted i/k with 1 <= i <= k");
    }
    if (kind.queen_moves && options.pinned.empty() && options.size <= max_compiled_size) {
        return detail::count_constellations(options);
    }
    return detail::count_pieces(options);
}

} // namespace queens
