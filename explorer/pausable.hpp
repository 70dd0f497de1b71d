// A conversation the page can pause after any step and resume later: the library's own
// recursive search, run on a stack of its own (an emscripten fiber, built on Asyncify).
//
// Budd's search is ordinary recursive C++: find_solution, advance and can_attack call each
// other, and the state of a search half done is as much in its call stack as in its objects.
// JavaScript cannot stop such a call and go on with it later, so a search ran from its first
// step whenever the page wanted a step. Here the search runs on a stack of its own: a listener
// of the conversation calls `pause`, Asyncify saves the calls in progress into `unwound_`, and
// the module's export returns to the page; `resume` rebuilds those calls and the search goes on
// exactly where it stopped. Everything a paused search is, is then in the module's memory: the
// page keeps copies of that memory as checkpoints (engine.js), so any step is a short run from
// a copy, however deep the search.
#pragma once

#include <emscripten/fiber.h>

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace queens::explorer {

/// A range of the module's memory, [begin, end).
using memory_range = std::pair<std::uintptr_t, std::uintptr_t>;

/// One conversation on its own stack. Lives in static storage (one per kind of conversation),
/// so its buffers are at fixed places the page's copies of memory can leave out unused.
class pausable {
public:
    using body = void (*)(void* context);

    /// Makes `run(context)` the conversation, started at the next `resume`; one started before
    /// is dropped where it stands (the page restores memory rather than ending a search).
    void start(body run, void* context) {
        run_ = run;
        context_ = context;
        finished_ = false;
        emscripten_fiber_init_from_current_context(&caller_, caller_unwound_,
                                                   sizeof caller_unwound_);
        emscripten_fiber_init(&fiber_, &enter, this, stack_, sizeof stack_, unwound_,
                              sizeof unwound_);
    }
    /// Runs the conversation until it pauses or its body returns (then it is finished).
    void resume() {
        if (!finished_) {
            emscripten_fiber_swap(&caller_, &fiber_);
        }
    }
    /// From inside the conversation: back to whoever resumed it, until the next `resume`.
    void pause() { emscripten_fiber_swap(&fiber_, &caller_); }
    [[nodiscard]] bool finished() const noexcept { return finished_; }

    /// The parts of its buffers not in use now: a copy of memory need not hold them.
    void unused(std::vector<memory_range>& out) const {
        const auto at = [](const void* p) { return reinterpret_cast<std::uintptr_t>(p); };
        // Entered once: the fiber then holds no entry, and its stacks are in use up to where
        // they stood when it paused. The C stack grows down from its end; Asyncify's saved
        // calls grow up from its start.
        const bool entered = run_ != nullptr && fiber_.entry == nullptr;
        out.emplace_back(at(stack_), entered ? at(fiber_.stack_ptr) : at(stack_ + sizeof stack_));
        out.emplace_back(entered ? at(fiber_.asyncify_data.stack_ptr) : at(unwound_),
                         at(unwound_ + sizeof unwound_));
        out.emplace_back(at(caller_unwound_), at(caller_unwound_ + sizeof caller_unwound_));
    }

private:
    static void enter(void* self) {
        auto* me = static_cast<pausable*>(self);
        me->run_(me->context_);
        me->finished_ = true;
        for (;;) { // a fiber's body must never return: it stays paused, finished
            me->pause();
        }
    }

    // A board of 64 pieces with both layers nests about 130 messages of some ten calls each:
    // far below these sizes, which cost the page nothing (zeroed memory is not in the module).
    static constexpr std::size_t stack_bytes = std::size_t{256} << 10;
    static constexpr std::size_t unwound_bytes = std::size_t{1} << 20;
    alignas(16) std::byte stack_[stack_bytes];
    alignas(16) std::byte unwound_[unwound_bytes];
    alignas(16) std::byte caller_unwound_[4096];
    emscripten_fiber_t fiber_{};
    emscripten_fiber_t caller_{};
    body run_ = nullptr;
    void* context_ = nullptr;
    bool finished_ = false;
};

} // namespace queens::explorer
