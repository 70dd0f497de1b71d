// What the page reads of the search, as numbers (module.cpp copies them out): the fields of one
// recorded step, what the pacer reads of the objects at each step, and the running state before
// a window, from which the page draws any step of the window alone (listeners.hpp keeps it).
#pragma once

#include <queens/trace.hpp>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace queens::explorer {

/// The fields of one recorded step, then the rows of columns 1..size (0: piece not made yet),
/// then, with the counting layer, the counters of the counting_piece on each link
/// (`counted_link`), `link_counters` numbers each.
enum field : int {
    f_phase,          ///< 0 call, 1 reply, 2 solution
    f_message,        ///< queens::message
    f_sender,         ///< 0 sentinel, 1..size pieces, size + 1 the board
    f_receiver,       ///<
    f_row,            ///< as in trace_event
    f_column,         ///<
    f_result,         ///< 0 or 1
    f_depth,          ///< the depth the trace reports
    f_mask_low,       ///< attacked_rows replies: rows 1..32
    f_mask_high,      ///< rows 33..64
    f_layer_messages, ///< the tracing layer's message_counter: messages so far
    f_layer_squares,  ///< squares tested so far
    fixed_fields
};

/// The links of a chain of `size` pieces: each piece's link to her left neighbour (to columns
/// 0..size-1, the sentinel first), then the board's own link to each piece (columns 1..size):
/// `board::place_all` puts a decorator of its own on each, apart from the piece's.
constexpr int counted_links(int size) noexcept { return 2 * size; }
/// Where the link from `sender` (size + 1: the board) to `receiver` comes in that order.
constexpr int counted_link(int sender, int receiver, int size) noexcept {
    return sender == size + 1 ? size + receiver - 1 : receiver;
}
/// A counting_piece's counters as recorded: can_attack, find_solution, advance, attacked_rows.
constexpr int link_counters = 4;

/// What the pacer reads of the objects at each step: the session that runs the search.
class step_objects {
public:
    step_objects() = default;
    step_objects(const step_objects&) = delete;
    step_objects& operator=(const step_objects&) = delete;
    step_objects(step_objects&&) = delete;
    step_objects& operator=(step_objects&&) = delete;
    virtual ~step_objects() = default;
    [[nodiscard]] virtual int size() const noexcept = 0;
    /// Every piece's row (columns 1..size), then what the counting layer counted.
    virtual void snapshot(std::int32_t* out) const = 0;
    /// The tracing layer's messages and squares tested so far.
    virtual void layer_counts(std::int32_t* out) const = 0;
};

/// Everything the page derives from the steps before a window, so it can draw any step of the
/// window alone: the counts, the pieces that gave up, the calls in progress.
struct running_state {
    std::int32_t sentinel_replies = 0; ///< replies the sentinel gave
    std::int32_t null_tests = 0;       ///< messages a piece sent its neighbour: each one a
                                       ///< null test in the version without the sentinel
    std::int32_t solutions = 0;
    std::int32_t backtracks = 0;       ///< a piece out of rows asks her neighbour to advance
    std::vector<std::int32_t> gave_up; ///< by column: answered "no" to a move, not asked since
    /// A call in progress: what the page draws of it (six numbers, not a whole trace_event
    /// with its vector: this is copied at every call of every step run).
    struct call {
        message what;
        std::int32_t sender, receiver, row, column, depth;
    };
    std::vector<call> calls; ///< in progress, outermost first

    void add_solution() { ++solutions; }
    void add_null_test() { ++null_tests; }
    void add_backtrack() { ++backtracks; }
    void add_sentinel_reply() { ++sentinel_replies; }
    void push_call(const trace_event& e) {
        calls.push_back({e.what, e.sender, e.receiver, e.row, e.column, e.depth});
    }
    void pop_call() {
        if (!calls.empty()) {
            calls.pop_back();
        }
    }
    void set_gave_up(int column, bool gave) {
        gave_up[static_cast<std::size_t>(column)] = gave ? 1 : 0;
    }
    /// As the page reads it: the counts, the depth, `gave_up`, then six numbers per call.
    [[nodiscard]] std::vector<std::int32_t> numbers() const;
};

inline std::vector<std::int32_t> running_state::numbers() const {
    std::vector<std::int32_t> out{sentinel_replies, null_tests, solutions, backtracks,
                                  static_cast<std::int32_t>(calls.size())};
    out.insert(out.end(), gave_up.begin(), gave_up.end());
    for (const call& call : calls) {
        out.insert(out.end(), {static_cast<std::int32_t>(call.what), call.sender, call.receiver,
                               call.row, call.column, call.depth});
    }
    return out;
}

} // namespace queens::explorer
