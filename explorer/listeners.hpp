// The listener the explorer's module puts on a search: the pacer, which counts the steps,
// keeps the bookkeeping of the conversation, copies the window of steps the page asked for,
// notes the solutions and backtracks it passes, and pauses the search (pausable.hpp) where the
// page's order says. It also hears the conversation a student's own message starts.
#pragma once

#include "follow.hpp"
#include "pausable.hpp"
#include "seeker.hpp"
#include "window_state.hpp"

#include <queens/trace.hpp>

#include <cstdint>
#include <vector>

namespace queens::explorer {

/// The page's order for one run of the search (steps are numbered from 0, in the order the
/// links report them).
struct run_order {
    std::uint64_t stop = 0;        ///< pause once this many steps are seen
    std::uint64_t record_from = 0; ///< copy steps [record_from, record_to) into the window
    std::uint64_t record_to = 0;
    target wanted = target::end; ///< pause at the first such step from `want_from` on ...
    std::uint64_t want_from = 0;
    bool last_only = false;       ///< ... or, for a backward jump, only note the last one
    std::uint64_t marks_from = 0; ///< note solutions and backtracks from this step on
    std::uint64_t width = 1;      ///< backtracks are noted as counts per this many steps
};

/// How a run ended.
enum class run_end : int { stopped = 0, found = 1, finished = 2 };

class pacer final : public trace_listener {
public:
    /// Copies windows into `window` (room for `capacity` numbers), `stride` numbers a step.
    pacer(const step_objects& owner, int stride, std::int32_t* window, std::size_t capacity)
        : owner_{owner}, size_{owner.size()}, stride_{stride}, window_{window}, capacity_{
                                                                                    capacity} {
        state_.gave_up.assign(static_cast<std::size_t>(size_) + 2, 0);
        solutions_.reserve(most_solutions);
        backtracks_.reserve(2 * most_stretches);
    }
    void on_event(const trace_event& event) override;

    /// A new order, for the search paused on `where`; what the last run noted is dropped.
    void take(const run_order& order, pausable& where);
    [[nodiscard]] const run_order& order() const noexcept { return order_; }
    /// Room in the window, in numbers.
    [[nodiscard]] std::size_t capacity() const noexcept { return capacity_; }
    [[nodiscard]] std::uint64_t seen() const noexcept { return seen_; }
    [[nodiscard]] run_end end() const noexcept { return end_; }
    void finish() noexcept { end_ = run_end::finished; }
    /// The step found (the last one, for `last_only`), or -1.
    [[nodiscard]] double found() const noexcept { return found_; }
    /// The steps of the window copied so far, and the state before its first.
    [[nodiscard]] std::uint64_t recorded() const noexcept;
    [[nodiscard]] const std::vector<std::int32_t>& start() const noexcept { return start_; }
    /// The solutions passed (their steps) and the backtracks (first step of a stretch of
    /// `width()` steps, then how many), from `marks_from` on.
    [[nodiscard]] const std::vector<double>& solutions() const noexcept { return solutions_; }
    [[nodiscard]] const std::vector<double>& backtracks() const noexcept { return backtracks_; }
    [[nodiscard]] std::uint64_t width() const noexcept { return width_; }

    /// A student's own message: what the conversation it starts says (at most `budget`
    /// messages: then the message pauses on `where`, unanswered), until `stop_hearing`.
    void hear(std::size_t budget, pausable& where);
    void stop_hearing() noexcept { hearing_ = false; }
    [[nodiscard]] const std::vector<trace_event>& heard() const noexcept { return heard_; }
    [[nodiscard]] bool heard_too_much() const noexcept { return heard_.size() > budget_; }

private:
    static bool keep(pacer& self, const trace_event& event);
    bool kept(const trace_event& event);
    void note(const trace_event& event, std::uint64_t index);
    void coarsen();
    static constexpr std::size_t most_solutions = 1024, most_stretches = 1024;
    void copy(const trace_event& event, std::uint64_t at);

    const step_objects& owner_;
    int size_;
    int stride_;
    std::int32_t* window_;
    std::size_t capacity_;
    running_state state_;
    run_order order_;
    pausable* where_ = nullptr;
    std::uint64_t seen_ = 0;
    run_end end_ = run_end::stopped;
    double found_ = -1;
    std::vector<std::int32_t> start_;
    std::vector<double> solutions_, backtracks_;
    std::uint64_t width_ = 1;
    bool hearing_ = false;
    std::size_t budget_ = 0;
    std::vector<trace_event> heard_;
    bool (*keep_)(pacer&, const trace_event&) = &keep;
};

inline void pacer::take(const run_order& order, pausable& where) {
    order_ = order;
    where_ = &where;
    end_ = run_end::stopped;
    found_ = -1;
    solutions_.clear();
    backtracks_.clear();
    width_ = order.width == 0 ? 1 : order.width;
    if (order.record_from == seen_ && order.record_from < order.record_to) {
        start_ = state_.numbers();
    }
}

inline std::uint64_t pacer::recorded() const noexcept {
    if (seen_ <= order_.record_from) {
        return 0;
    }
    return (seen_ < order_.record_to ? seen_ : order_.record_to) - order_.record_from;
}

inline void pacer::hear(std::size_t budget, pausable& where) {
    heard_.clear();
    budget_ = budget;
    hearing_ = true;
    where_ = &where;
}

inline void pacer::on_event(const trace_event& event) {
    if (keep_(*this, event)) {
        where_->pause();
    }
}

// Everything `on_event` does but pause, apart from it and called through a pointer so no
// optimizer inlines it there: Asyncify instruments a function that may pause, which slows
// every call it makes (by half, here), and queensExplorer.cmake leaves this one out.
inline bool pacer::keep(pacer& self, const trace_event& event) { return self.kept(event); }

inline bool pacer::kept(const trace_event& event) {
    if (hearing_) {
        heard_.push_back(event);
        return heard_too_much(); // then never resumed: the page puts the memory back
    }
    const std::uint64_t index = seen_++;
    if (index >= order_.record_from && index < order_.record_to) {
        copy(event, index - order_.record_from);
    }
    follow_step(state_, event, size_);
    if (index + 1 == order_.record_from) {
        start_ = state_.numbers(); // the state before the window's first step
    }
    if (index >= order_.marks_from) {
        note(event, index);
    }
    if (index >= order_.want_from && matches(event, order_.wanted, size_)) {
        found_ = static_cast<double>(index);
        if (!order_.last_only) {
            end_ = run_end::found;
            return true;
        }
    }
    // A run stops when it has noted as many solutions as it keeps room for: the page takes
    // them and runs on (the module's memory, copied at every checkpoint, stays small).
    if (seen_ >= order_.stop || solutions_.size() >= most_solutions) {
        end_ = run_end::stopped;
        return true;
    }
    return false;
}

inline void pacer::note(const trace_event& event, std::uint64_t index) {
    if (event.what == message::solution) {
        solutions_.push_back(static_cast<double>(index));
        return;
    }
    if (!is_backtrack(event, size_)) {
        return;
    }
    const auto first = static_cast<double>(index / width_ * width_);
    if (backtracks_.empty() || backtracks_[backtracks_.size() - 2] != first) {
        if (backtracks_.size() >= 2 * most_stretches) {
            coarsen();
            note(event, index);
            return;
        }
        backtracks_.insert(backtracks_.end(), {first, 0});
    }
    backtracks_.back() += 1;
}

/// Stretches twice as long, merged in place (no more memory: every copy of memory holds it).
inline void pacer::coarsen() {
    width_ *= 2;
    std::size_t kept = 0;
    for (std::size_t i = 0; i < backtracks_.size(); i += 2) {
        const auto wide =
            static_cast<double>(static_cast<std::uint64_t>(backtracks_[i]) / width_ * width_);
        if (kept > 0 && backtracks_[kept - 2] == wide) {
            backtracks_[kept - 1] += backtracks_[i + 1];
        } else {
            backtracks_[kept] = wide;
            backtracks_[kept + 1] = backtracks_[i + 1];
            kept += 2;
        }
    }
    backtracks_.resize(kept);
}

inline void pacer::copy(const trace_event& event, std::uint64_t at) {
    if ((at + 1) * static_cast<std::uint64_t>(stride_) > capacity_) {
        return; // the session never orders more than fits
    }
    std::int32_t* out = window_ + at * static_cast<std::uint64_t>(stride_);
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
