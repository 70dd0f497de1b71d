#include <queens/solution.hpp>

#include <algorithm>
#include <array>
#include <ostream>
#include <stdexcept>
#include <vector>

namespace queens {

void check_size(int size) {
    if (size < 1 || size > max_size) {
        throw std::invalid_argument("board size " + std::to_string(size) +
                                    " is out of range: accepted sizes are 1 to " +
                                    std::to_string(max_size));
    }
}

solution::solution(std::vector<int> rows) : rows_{std::move(rows)} {
    const int n = size();
    for (const int r : rows_) {
        if (r < 1 || r > n) {
            throw std::invalid_argument("row " + std::to_string(r) +
                                        " is off the board: rows are 1 to " + std::to_string(n));
        }
    }
}

namespace {
constexpr int no_square = 0; // in `out`, before a piece's image is placed there
} // namespace

void transform(symmetry s, std::span<const int> rows, std::span<int> out) {
    if (out.size() != rows.size()) {
        throw std::invalid_argument("transform: " + std::to_string(out.size()) +
                                    " places for the image of " + std::to_string(rows.size()) +
                                    " rows");
    }
    // Written in place, each image square would overwrite a row still to be read. (std::less:
    // a total order, where `<` between pointers into two arrays is unspecified.)
    const std::less<> before;
    if (!rows.empty() && before(out.data(), rows.data() + rows.size()) &&
        before(rows.data(), out.data() + out.size())) {
        throw std::invalid_argument("transform: the image cannot be written over the rows it is "
                                    "made from: give another array");
    }
    const int n = static_cast<int>(rows.size());
    // A turn or a diagonal mirror makes rows columns: two pieces sharing a row would stand in
    // one column, and `out` would not fill up. Seen in `out` itself, cleared first (no
    // allocation: counts call this per solution).
    const bool rows_become_columns = s == symmetry::rotate_90 || s == symmetry::rotate_270 ||
                                     s == symmetry::transpose || s == symmetry::anti_transpose;
    if (rows_become_columns) {
        std::fill(out.begin(), out.end(), no_square);
    }
    for (int c = 1; c <= n; ++c) {
        const int row = rows[static_cast<std::size_t>(c - 1)];
        const square to = image(s, square{c, row}, n);
        int& placed = out[static_cast<std::size_t>(to.column - 1)];
        if (rows_become_columns && placed != no_square) {
            const auto first = std::find(rows.begin(), rows.end(), row) - rows.begin() + 1;
            throw std::invalid_argument(
                "the pieces in columns " + std::to_string(first) + " and " + std::to_string(c) +
                " share row " + std::to_string(row) + ": seen through " +
                std::string{to_string(s)} +
                " they stand in one column, no placement of one piece per column");
        }
        placed = to.row;
    }
}

bool is_canonical(std::span<const int> rows) {
    std::vector<int> other(rows.size());
    for (const symmetry s : all_symmetries) {
        transform(s, rows, other);
        if (std::lexicographical_compare(other.begin(), other.end(), rows.begin(), rows.end())) {
            return false;
        }
    }
    return true;
}

solution solution::transformed(symmetry s) const {
    std::vector<int> out(rows_.size());
    transform(s, rows_, out);
    return solution{std::move(out)};
}

solution solution::canonical() const {
    solution best = *this;
    for (const symmetry s : all_symmetries) {
        best = std::min(best, transformed(s));
    }
    return best;
}

int solution::distinct_images() const {
    std::vector<solution> images;
    for (const symmetry s : all_symmetries) {
        images.push_back(transformed(s));
    }
    std::sort(images.begin(), images.end());
    return static_cast<int>(std::unique(images.begin(), images.end()) - images.begin());
}

std::string to_string(const solution& s, notation n) {
    if (n == notation::chess && s.size() > max_chess_size) {
        throw std::invalid_argument("chess notation names files a to z: boards of 1 to " +
                                    std::to_string(max_chess_size) + " columns, not " +
                                    std::to_string(s.size()));
    }
    std::string text;
    for (int c = 1; c <= s.size(); ++c) {
        if (c > 1) {
            text += ' ';
        }
        text += n == notation::chess ? to_string(square{c, s.row(c)}) : std::to_string(s.row(c));
    }
    return text;
}

std::string draw(const solution& s, drawing d) {
    const int n = s.size();
    const bool unicode = d == drawing::unicode;
    const int label_width = static_cast<int>(std::to_string(n).size());
    std::string text;
    for (int r = n; r >= 1; --r) {
        const std::string label = std::to_string(r);
        text += std::string(static_cast<std::size_t>(label_width) - label.size(), ' ') + label;
        for (int c = 1; c <= n; ++c) {
            const bool dark = (r + c) % 2 == 0; // a1 is a dark square
            text += ' ';
            if (s.row(c) == r) {
                text += unicode ? "\u265B" : "Q";
            } else if (unicode) {
                text += dark ? "\u25A0" : "\u25A1";
            } else {
                text += '.';
            }
        }
        text += '\n';
    }
    // Files a..z; past 26 columns, column numbers written downwards, one row per digit.
    const auto label_row = [&](auto label) {
        text += std::string(static_cast<std::size_t>(label_width), ' ');
        for (int c = 1; c <= n; ++c) {
            text += ' ';
            text += label(c);
        }
        text += '\n';
    };
    if (n <= max_chess_size) {
        label_row([](int c) { return static_cast<char>('a' + c - 1); });
    } else {
        int place = 1;
        while (place * 10 <= n) {
            place *= 10;
        }
        for (; place >= 1; place /= 10) {
            label_row([place](int c) {
                return c < place ? ' ' : static_cast<char>('0' + c / place % 10);
            });
        }
    }
    return text;
}

std::ostream& operator<<(std::ostream& out, const solution& s) { return out << to_string(s); }

std::string_view to_string(symmetry s) noexcept {
    constexpr std::array<std::string_view, 8> names{"identity",
                                                    "a quarter turn",
                                                    "a half turn",
                                                    "three quarter turns",
                                                    "a left-right mirror",
                                                    "a top-bottom mirror",
                                                    "the a1-h8 mirror",
                                                    "the a8-h1 mirror"};
    const auto at = static_cast<std::size_t>(s);
    return at < names.size() ? names.at(at) : std::string_view{"a symmetry"};
}

} // namespace queens
