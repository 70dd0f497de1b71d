// How the explorer's module ends a search early: the exception its listeners throw once they
// hold what the page asked for, and the listener that finds the next solution or backtrack.
#pragma once

#include <queens/trace.hpp>

#include <cstdint>

namespace queens::explorer {

/// Thrown by a listener once it holds what the page asked for: ends the search early.
struct window_full {};

/// What the page looks for when it jumps; `end` matches nothing, so the search runs to its end
/// (or its budget) and `seen()` is its length.
enum class target : int { solution = 0, backtrack = 1, end = 2 };

/// A listener that finds the next (or last before `from`) solution or backtrack.
class seeker final : public trace_listener {
public:
    seeker(int size, target wanted, double from, bool forward, double budget)
        : size_{size}, wanted_{wanted}, from_{static_cast<std::uint64_t>(from)}, forward_{forward},
          budget_{static_cast<std::uint64_t>(budget)} {}
    void on_event(const trace_event& event) override {
        const std::uint64_t index = seen_++;
        const bool match = wanted_ == target::solution ? event.what == message::solution
                           : wanted_ == target::backtrack
                               ? event.what == message::advance && event.when == phase::call &&
                                     event.sender >= 1 && event.sender <= size_
                               : false;
        if (forward_) {
            if (index > from_ && match) {
                found_ = static_cast<double>(index);
                throw window_full{};
            }
            if (index >= from_ + budget_) {
                found_ = out_of_budget;
                throw window_full{};
            }
        } else {
            if (index >= from_) {
                throw window_full{};
            }
            if (match) {
                found_ = static_cast<double>(index);
            }
        }
    }
    /// The step found; -1 when the search has none there, `out_of_budget` when it gave up.
    [[nodiscard]] double found() const noexcept { return found_; }
    /// The steps the search has made so far.
    [[nodiscard]] double seen() const noexcept { return static_cast<double>(seen_); }
    static constexpr double out_of_budget = -2;

private:
    int size_;
    target wanted_;
    std::uint64_t from_;
    bool forward_;
    std::uint64_t budget_;
    std::uint64_t seen_ = 0;
    double found_ = -1;
};

} // namespace queens::explorer
