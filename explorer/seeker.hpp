// What the page looks for when it jumps: the next (or last) solution or backtrack. The search
// pauses at it (listeners.hpp), so the page's next question goes on from there.
#pragma once

#include "follow.hpp"

#include <queens/trace.hpp>

namespace queens::explorer {

/// What the page looks for; `end` matches nothing, so the search runs on to its stop.
enum class target : int { solution = 0, backtrack = 1, end = 2 };

/// Whether `event` is what the page looks for, on a board of `size`.
inline bool matches(const trace_event& event, target wanted, int size) {
    switch (wanted) {
    case target::solution:
        return event.what == message::solution;
    case target::backtrack:
        return is_backtrack(event, size);
    case target::end:
        break;
    }
    return false;
}

} // namespace queens::explorer
