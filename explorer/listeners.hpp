// The listeners the explorer's module puts on a search: the recorder, which copies a window of
// steps for the page, and the asker, which sends a student's own message at a step. Each ends
// the search early by throwing `window_full` (seeker.hpp) once it holds what it was asked for.
#pragma once

#include "follow.hpp"
#include "seeker.hpp"

#include <queens/trace.hpp>

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace queens::explorer {

/// The fields of one recorded step, then the rows of columns 1..size (0: piece not made yet),
/// then, with the counting layer, the messages each piece has received (columns 0..size).
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

/// What the recorder reads of the objects at each step: the session that runs the search.
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

/// The page's own listener: skips to the window, copies it, then stops the search.
class recorder final : public trace_listener {
public:
    recorder(const step_objects& owner, double from, int count, int stride)
        : owner_{owner}, from_{static_cast<std::uint64_t>(from)},
          count_{static_cast<std::uint64_t>(count)}, stride_{stride} {}
    void on_event(const trace_event& event) override;
    [[nodiscard]] const std::vector<std::int32_t>& data() const noexcept { return data_; }
    /// The state before the window's first step: see `running_state`.
    [[nodiscard]] const std::vector<std::int32_t>& start() const noexcept { return start_; }

private:
    /// Everything the page derives from the steps before the window, so it can draw any step
    /// of the window alone: the counts, the pieces that gave up, the calls in progress.
    struct running_state {
        std::int32_t sentinel_replies = 0; ///< replies the sentinel gave
        std::int32_t null_tests = 0;       ///< messages a piece sent its neighbour: each one
                                           ///< a null test in the version without sentinel
        std::int32_t solutions = 0;
        std::int32_t backtracks = 0;       ///< a piece out of rows asks her neighbour to advance
        std::vector<std::int32_t> gave_up; ///< by column: answered "no" to a move, not asked since
        std::vector<trace_event> calls;    ///< in progress, outermost first

        void add_solution() { ++solutions; }
        void add_null_test() { ++null_tests; }
        void add_backtrack() { ++backtracks; }
        void add_sentinel_reply() { ++sentinel_replies; }
        void push_call(const trace_event& call) { calls.push_back(call); }
        void pop_call() {
            if (!calls.empty()) {
                calls.pop_back();
            }
        }
        void set_gave_up(int column, bool gave) {
            gave_up[static_cast<std::size_t>(column)] = gave ? 1 : 0;
        }
    };
    void follow(const trace_event& event);
    void save_start();

    running_state state_;
    std::vector<std::int32_t> start_;
    const step_objects& owner_;
    std::uint64_t from_, count_;
    int stride_;
    std::uint64_t seen_ = 0;
    std::vector<std::int32_t> data_;
};

/// A student's own message: at step `at` of the search, sends can_attack(row, column) to a
/// real piece (as BlueJ calls a method on an object) and hears the conversation it starts
/// through the links, then stops the search.
class asker final : public trace_listener {
public:
    asker(std::uint64_t at, std::function<bool()> send) : at_{at}, send_{std::move(send)} {}
    void on_event(const trace_event& event) override {
        if (asking_) {
            heard_.push_back(event);
            return;
        }
        if (seen_++ < at_) {
            return;
        }
        asking_ = true;
        answer_ = send_();
        asking_ = false;
        asked_ = true;
        throw window_full{};
    }
    [[nodiscard]] bool asked() const noexcept { return asked_; }
    [[nodiscard]] bool answer() const noexcept { return answer_; }
    [[nodiscard]] const std::vector<trace_event>& heard() const noexcept { return heard_; }

private:
    std::uint64_t at_;
    std::function<bool()> send_;
    std::uint64_t seen_ = 0;
    bool asking_ = false, asked_ = false, answer_ = false;
    std::vector<trace_event> heard_;
};

inline void recorder::follow(const trace_event& event) {
    follow_step(state_, event, static_cast<int>(state_.gave_up.size()) - 2);
}

inline void recorder::save_start() {
    start_ = {state_.sentinel_replies, state_.null_tests, state_.solutions, state_.backtracks,
              static_cast<std::int32_t>(state_.calls.size())};
    start_.insert(start_.end(), state_.gave_up.begin(), state_.gave_up.end());
    for (const trace_event& call : state_.calls) {
        start_.insert(start_.end(), {static_cast<std::int32_t>(call.what), call.sender,
                                     call.receiver, call.row, call.column, call.depth});
    }
}

inline void recorder::on_event(const trace_event& event) {
    const std::uint64_t index = seen_++;
    if (state_.gave_up.empty()) {
        state_.gave_up.assign(static_cast<std::size_t>(owner_.size()) + 2, 0);
    }
    if (index == from_) {
        save_start();
    }
    if (index < from_) {
        follow(event);
        return;
    }
    if (index >= from_ + count_) {
        throw window_full{};
    }
    const std::size_t at = data_.size();
    data_.resize(at + static_cast<std::size_t>(stride_));
    std::int32_t* out = data_.data() + at;
    out[f_phase] = event.what == message::solution ? 2 : event.when == phase::call ? 0 : 1;
    out[f_message] = static_cast<std::int32_t>(event.what);
    out[f_sender] = event.sender;
    out[f_receiver] = event.receiver;
    out[f_row] = event.row;
    out[f_column] = event.column;
    out[f_result] = event.result ? 1 : 0;
    out[f_depth] = event.depth;
    out[f_mask_low] = static_cast<std::int32_t>(event.rows & 0xffffffffU);
    out[f_mask_high] = static_cast<std::int32_t>(event.rows >> 32U);
    owner_.layer_counts(out + f_layer_messages);
    owner_.snapshot(out + fixed_fields);
    if (event.what == message::solution) { // the board's rows, as the trace reports them
        for (std::size_t c = 0; c < event.solution.size(); ++c) {
            out[fixed_fields + c] = event.solution[c];
        }
    }
}

} // namespace queens::explorer
