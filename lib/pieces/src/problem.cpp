#include <queens/board.hpp>
#include <queens/detail/hers.hpp>
#include <queens/detail/pins_ahead.hpp>
#include <queens/problem.hpp>
#include <queens/text.hpp>

#include <memory>
#include <stdexcept>
#include <string>
#include <utility>

namespace queens {
namespace {

piece_kind checked(piece_kind kind, int size) {
    check_size(size);
    if (size > kind.max_size) {
        throw std::invalid_argument("board size " + std::to_string(size) + " is out of range for " +
                                    escaped(kind.plural, longest_kind_words) + ": accepted 1 to " +
                                    std::to_string(kind.max_size));
    }
    if (!kind.maker || !kind.pin) {
        throw std::invalid_argument("piece '" + escaped(kind.name, longest_kind_name) +
                                    "' needs a maker and a pinned form");
    }
    return kind;
}

std::vector<square> checked_pins(std::vector<square> pinned, int size) {
    check_pinned(pinned, size);
    return in_column_order(std::move(pinned));
}

std::optional<pin_clash> clash_among(const piece_kind& kind, int size,
                                     const std::vector<square>& pinned) {
    null_queen sentinel; // answers every one of them alike, and outlives them
    std::vector<std::unique_ptr<piece>> standing;
    for (const square& where : pinned) {
        standing.push_back(kind.make_pinned(where, size, sentinel));
        if (!standing.back()->find_solution()) { // a pin with no square of her own
            standing.back().reset();
        }
    }
    for (std::size_t j = 1; j < pinned.size(); ++j) {
        for (std::size_t i = 0; i < j; ++i) {
            if (standing[i] && standing[i]->can_attack(pinned[j].row, pinned[j].column)) {
                return pin_clash{.attacker = pinned[i], .attacked = pinned[j]};
            }
        }
    }
    return std::nullopt;
}

/// The pins' clash, asked of her pinned pieces: what her code refuses there is her broken
/// contract, not a refusal of the puzzle (a program's usage error). So is whatever else her
/// code throws but a lack of memory: only her code runs here (her pinned pieces beside a
/// sentinel), and a walk gone astray (queen.hpp: a row not hers) or her pinned form's own
/// failure (a runtime_error) is hers.
std::optional<pin_clash> clash_of(const piece_kind& kind, int size,
                                  const std::vector<square>& pinned) {
    const auto said = [&] {
        return "piece '" + escaped(kind.name, longest_kind_name) +
               "': her pinned pieces refused while the pins were checked";
    };
    try {
        return clash_among(kind, size, pinned);
    } catch (...) {
        detail::rethrow_all_as_hers(said);
    }
}

} // namespace

std::string to_string(const pin_clash& clash) {
    return "the pin on " + to_string(clash.attacker) + " attacks " + to_string(clash.attacked);
}

problem::problem(piece_kind kind, int size, std::vector<square> pinned)
    : kind_{checked(std::move(kind), size)}, size_{size},
      pinned_{checked_pins(std::move(pinned), size)}, clash_{clash_of(kind_, size_, pinned_)} {}

piece_maker problem::maker() const { return with_pinned(kind_, pinned_); }

piece_maker problem::maker_asking_pins_ahead() const {
    return [plain = maker(), pinned = pinned_](int column, int size,
                                               piece& neighbour) -> std::unique_ptr<piece> {
        std::vector<square> right;
        bool pinned_here = false;
        for (const square& pin : pinned) {
            pinned_here = pinned_here || pin.column == column;
            if (pin.column > column) {
                right.push_back(pin);
            }
        }
        if (pinned_here || right.empty()) {
            return plain(column, size, neighbour); // checks the pins against `size` too
        }
        auto link = std::make_unique<detail::pins_ahead_link>(neighbour, column, std::move(right));
        std::unique_ptr<piece> her = plain(column, size, *link);
        return std::make_unique<detail::with_pins_ahead>(std::move(link), std::move(her));
    };
}

board problem::make_board(link_decorator decorate) const {
    return board{size_, maker(), std::move(decorate)};
}

} // namespace queens
