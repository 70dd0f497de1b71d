// Pins asked ahead (problem::maker_asking_pins_ahead): a free piece to the left of pins asks
// her neighbour through a link that, after her neighbour's answer, asks her the question each
// pin to her right will ask when the chain reaches it. Two decorators, each overriding only
// what it observes.
#pragma once

#include <queens/piece.hpp>
#include <queens/piece_decorator.hpp>
#include <queens/solution.hpp>

#include <algorithm>
#include <memory>
#include <utility>
#include <vector>

namespace queens::detail {

/// The link a free piece asks through. Her own square is "attacked" when her left answers so,
/// or when she, standing on it, attacks a pinned square to her right: asked of her, so by her
/// own rule. Every other question passes as it is.
class pins_ahead_link final : public piece_decorator {
public:
    pins_ahead_link(piece& left, int column, std::vector<square> pins_right)
        : piece_decorator{left}, column_{column}, pins_{std::move(pins_right)} {}

    /// The piece who asks through this link, known once she is made.
    void asked_by(const piece& her) noexcept { her_ = &her; }

    [[nodiscard]] bool can_attack(int row, int column) const override {
        if (piece_decorator::can_attack(row, column)) {
            return true;
        }
        // Only her own square, while she stands on it: her answers about the pins are hers
        // from there (she asks through this link again, about their columns, and is let by).
        if (her_ == nullptr || column != column_ || her_->row() != row) {
            return false;
        }
        // std::any_of, not std::ranges: emscripten 3.1.6's library has no ranges algorithms.
        return std::any_of(pins_.begin(), pins_.end(),
                           [this](square pin) { return her_->can_attack(pin.row, pin.column); });
    }

private:
    int column_;
    std::vector<square> pins_;
    const piece* her_ = nullptr;
};

/// A free piece with the link she asks through: the chain holds her so, as one piece.
class with_pins_ahead final : public piece_decorator {
public:
    with_pins_ahead(std::unique_ptr<pins_ahead_link> link, std::unique_ptr<piece> her)
        : piece_decorator{*her}, link_{std::move(link)}, her_{std::move(her)} {
        link_->asked_by(*her_);
    }

private:
    std::unique_ptr<pins_ahead_link> link_; // she holds it: it goes after her
    std::unique_ptr<piece> her_;
};

} // namespace queens::detail
