// The bookkeeping of a conversation, step by step, shared by the module's recorder (the steps
// before a window) and the page's own state object (the steps inside one, through `follow`).
#pragma once

#include <queens/trace.hpp>

namespace queens::explorer {

/// Whether an event is a backtrack: a piece out of rows asks her neighbour to advance.
inline bool is_backtrack(const trace_event& event, int size) {
    return event.when == phase::call && event.what == message::advance && event.sender >= 1 &&
           event.sender <= size;
}

/// The bookkeeping of a conversation, step by step: the one place its rules are written. The
/// module keeps it for the steps before a window (`running_state`), and the page for the steps
/// inside one, on its own state object (`page_state`, through `follow` below).
template <typename State>
void follow_step(State& state, const trace_event& event, int size) {
    const bool move = event.what == message::find_solution || event.what == message::advance;
    if (event.what == message::solution) {
        state.add_solution();
    } else if (event.when == phase::call) {
        state.push_call(event);
        if (event.sender >= 1 && event.sender <= size) {
            state.add_null_test(); // a message a piece sent: a null test without the sentinel
        }
        if (is_backtrack(event, size)) {
            state.add_backtrack();
        }
        if (move) {
            state.set_gave_up(event.receiver, false);
        }
    } else {
        state.pop_call();
        if (event.receiver == 0) {
            state.add_sentinel_reply();
        }
        if (move && !event.result) {
            state.set_gave_up(event.receiver, true);
        }
    }
}

} // namespace queens::explorer
