// The squares of a board: their names in chess notation, a user's list of them read, and the
// pinned squares checked (declared in <queens/solution.hpp>).
#include <queens/solution.hpp>
#include <queens/text.hpp>

#include <algorithm>
#include <charconv>
#include <stdexcept>
#include <string>
#include <vector>

namespace queens {

std::string to_string(square sq) {
    if (sq.column >= 1 && sq.column <= max_chess_size && sq.row >= 1) {
        return static_cast<char>('a' + sq.column - 1) + std::to_string(sq.row);
    }
    // Past file z (or off any board): no letter names it, so words do, never a byte past 'z'.
    std::string name = "(row ";
    name += std::to_string(sq.row);
    name += ", column ";
    name += std::to_string(sq.column);
    name += ')';
    return name;
}

namespace {

[[noreturn]] void bad_square(std::string_view text, int size, std::string_view why) {
    const char last_file = static_cast<char>('a' + std::min(size, max_chess_size) - 1);
    // The text is what a user typed, perhaps a whole list of 100 KB: escaped and cut short.
    throw std::invalid_argument("bad square '" + escaped(text, 40) + "': " + std::string(why) +
                                "; accepted: a file a-" + std::string(1, last_file) +
                                " then a rank 1-" + std::to_string(size) + ", like a1");
}

} // namespace

std::vector<square> in_column_order(std::vector<square> pinned) {
    std::sort(pinned.begin(), pinned.end(), [](square a, square b) { return a.column < b.column; });
    return pinned;
}

void check_pinned(std::span<const square> pinned, int size) {
    check_size(size);
    // One square per column at most: more squares than columns is refused before they are
    // compared pair by pair (a report may hold millions).
    if (pinned.size() > static_cast<std::size_t>(size)) {
        throw std::invalid_argument(std::to_string(pinned.size()) +
                                    " pinned squares on a board of " + std::to_string(size) +
                                    " columns: accepted at most one square per column");
    }
    for (std::size_t i = 0; i < pinned.size(); ++i) {
        const square sq = pinned[i];
        if (sq.column < 1 || sq.column > size || sq.row < 1 || sq.row > size) {
            throw std::invalid_argument("pinned square (column " + std::to_string(sq.column) +
                                        ", row " + std::to_string(sq.row) + ") is off a board of " +
                                        std::to_string(size) + ": accepted columns and rows 1 to " +
                                        std::to_string(size));
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (pinned[j].column == sq.column) {
                throw std::invalid_argument("two pieces pinned in column " +
                                            std::to_string(sq.column) +
                                            ": accepted at most one square per column");
            }
        }
    }
}

square parse_square(std::string_view text, int size) {
    check_size(size);
    if (size > max_chess_size) {
        throw std::invalid_argument("chess notation covers boards of 1 to " +
                                    std::to_string(max_chess_size) + " columns, not " +
                                    std::to_string(size));
    }
    if (text.size() < 2) {
        bad_square(text, size, "too short");
    }
    const char file = text.front();
    if (file < 'a' || file > 'z') {
        bad_square(text, size, "no file letter");
    }
    int rank = 0;
    const char* first = text.data() + 1;
    const char* last = text.data() + text.size();
    const auto [end, error] = std::from_chars(first, last, rank);
    if (error == std::errc::result_out_of_range && end == last && *first != '-') {
        bad_square(text, size, "off the board"); // digits past any int: a rank past the board
    }
    if (error != std::errc{} || end != last || *first == '+' || *first == '-') {
        bad_square(text, size, "the rank is not a number");
    }
    const square sq{file - 'a' + 1, rank};
    if (sq.column > size || sq.row < 1 || sq.row > size) {
        bad_square(text, size, "off the board");
    }
    return sq;
}

std::vector<square> parse_squares(std::string_view text, int size) {
    std::vector<square> squares;
    std::size_t begin = 0;
    while (begin <= text.size()) {
        const std::size_t end = std::min(text.find_first_of(", ", begin), text.size());
        const std::string_view item = text.substr(begin, end - begin);
        if (!item.empty()) {
            const square sq = parse_square(item, size);
            for (const square& seen : squares) {
                if (seen.column == sq.column) {
                    throw std::invalid_argument(
                        "two squares in file " +
                        std::string(1, static_cast<char>('a' + sq.column - 1)) + " (" +
                        to_string(seen) + " and " + to_string(sq) +
                        "): accepted: at most one square per file");
                }
            }
            squares.push_back(sq);
        } else if ((end < text.size() && text[end] == ',') ||
                   (end == text.size() && begin > 0 && text[begin - 1] == ',')) {
            bad_square(text, size, "an empty item in the list");
        }
        begin = end + 1;
    }
    return squares;
}

} // namespace queens
