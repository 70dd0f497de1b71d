#include <queens/problem.hpp>
#include <queens/text.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <utility>

namespace queens {
namespace {

piece_kind checked(piece_kind kind, int size) {
    check_size(size);
    if (size > kind.max_size) {
        throw std::invalid_argument("board size " + std::to_string(size) + " is out of range for " +
                                    escaped(kind.plural, 40) + ": accepted 1 to " +
                                    std::to_string(kind.max_size));
    }
    if (!kind.maker || !kind.pin) {
        throw std::invalid_argument("piece '" + escaped(kind.name, 40) +
                                    "' needs a maker and a pinned form");
    }
    return kind;
}

std::vector<square> in_column_order(std::vector<square> pinned, int size) {
    check_pinned(pinned, size);
    std::sort(pinned.begin(), pinned.end(), [](square a, square b) { return a.column < b.column; });
    return pinned;
}

} // namespace

problem::problem(piece_kind kind, int size, std::vector<square> pinned)
    : kind_{checked(std::move(kind), size)}, size_{size}, pinned_{in_column_order(std::move(pinned),
                                                                                  size)} {}

piece_maker problem::maker() const { return with_pinned(kind_, pinned_); }

board problem::make_board(link_decorator decorate) const {
    return board{size_, maker(), std::move(decorate)};
}

} // namespace queens
