// One search as the page chose it: a real `board` of real pieces from the registry (pinned ones
// through `with_pinned`), the library's decorators on its links (`traced_link` to the pacer,
// innermost; outside it, optionally `counting_piece` and a second `traced_link` feeding a
// `message_counter`, the layers the page can switch), run on a stack of its own so the page
// can pause it after any step (pausable.hpp) and go on later. Nothing here re-implements the
// queens.
#pragma once

#include "guarded.hpp"
#include "listeners.hpp"
#include "pausable.hpp"

#include <queens/board.hpp>
#include <queens/piece_decorator.hpp>
#include <queens/problem.hpp>
#include <queens/trace.hpp>

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace queens::explorer {

/// The page's choice as the library's puzzle, checked as everywhere else (problem.hpp): `pins`
/// by column from 0, a row or 0 for none. The page steps through boards of up to 64 rows (its
/// step records hold row masks). Throws what the library throws for a puzzle it refuses.
problem puzzle(int size, const std::string& kind, const std::vector<int>& pins);

/// A student's own message (as BlueJ calls a method on an object): to whom (0: the sentinel),
/// which of Budd's three, and for can_attack the square.
struct own_message {
    int receiver = 0;
    message what = message::can_attack;
    int row = 0;
    int column = 0;
};

class session final : public step_objects {
public:
    /// Throws what the library throws for a puzzle it refuses (problem.hpp).
    session(int size, const std::string& kind, const std::vector<int>& pins, bool counting,
            bool tracing, std::span<std::int32_t> window, pausable& search, pausable& asking);

    [[nodiscard]] int size() const noexcept override { return size_; }
    /// Fixed fields, rows, and each counting_piece's counters when counting (window_state.hpp).
    [[nodiscard]] int stride() const {
        return fixed_fields + size_ + (counting_ ? counted_links(size_) * link_counters : 0);
    }

    /// Takes the page's order for the next `run`; empty, or why it cannot be done (a window
    /// that starts before the steps already seen, or does not fit).
    std::string order(const run_order& order);
    /// Runs the search as ordered, from where it paused (its first step, the first time).
    void run();
    [[nodiscard]] const pacer& listener() const noexcept { return listener_; }
    /// What the search threw (a piece's walk gone astray), or empty.
    [[nodiscard]] const std::string& error() const noexcept { return error_; }

    /// Takes a student's message for the next `ask`, to the objects as they stand now, heard
    /// for at most `budget` messages; empty, or why it cannot be sent.
    std::string ask_order(const own_message& said, std::size_t budget);
    /// Sends it. The page puts the module's memory back afterwards: the search is untouched.
    void ask();
    [[nodiscard]] bool answered() const noexcept { return answered_; }
    [[nodiscard]] bool answer() const noexcept { return answer_; }
    [[nodiscard]] const std::string& ask_error() const noexcept { return ask_error_; }

    void snapshot(std::int32_t* out) const override;
    void layer_counts(std::int32_t* out) const override;

private:
    void search();
    void send();

    int size_;
    bool counting_, tracing_;
    piece_maker maker_;
    pacer listener_;
    pausable& search_;
    pausable& asking_;
    run_order order_;
    std::string error_;
    std::vector<piece*> pieces_; ///< by column; 0: the sentinel
    /// The counting_piece on each link, in the order `counted_link` numbers them.
    std::vector<const counting_piece*> counters_;
    const message_counter* layer_ = nullptr;
    own_message said_;
    bool answered_ = false, answer_ = false;
    std::string ask_error_;
};

} // namespace queens::explorer
