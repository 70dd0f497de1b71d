// The explorer's WebAssembly module: the library's own chain, asked by the page step by step.
//
// One `session` (session.hpp) at a time runs one search, paused on a stack of its own
// (pausable.hpp) wherever the page's order says and resumed there: a window of steps is the
// next steps of a paused search, not a search rerun from its start. The page keeps copies of
// the module's memory (`regions`: everything but buffers unused) as checkpoints, and puts one
// back to revisit an earlier step (engine.js); a new session starts from the memory as it was
// before any (the page puts that copy back first), so nothing of an old search is left.
//
// The two calls that run a conversation, `explorer_resume` and `explorer_ask`, are plain
// exports returning nothing: a paused stack returns through them, so what they found is read
// afterwards (`outcome`, `window`, `marks`, `heard`). Everything else is ordinary embind.
#include "guarded.hpp"
#include "listeners.hpp"
#include "pausable.hpp"
#include "session.hpp"

#include <queens/text.hpp>
#include <queens/trace.hpp>

#include <emscripten.h>
#include <emscripten/bind.h>
#include <emscripten/stack.h>
#include <emscripten/val.h>

#include <unistd.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace {

using namespace queens;
using namespace queens::explorer;

/// The most numbers a window holds: 2,048 steps of a board of 64 with the counting layer.
constexpr std::size_t window_numbers =
    std::size_t{2048} * (fixed_fields + 64 + counted_links(64) * link_counters);

// Static storage: fixed places a copy of memory leaves out while unused (`regions`).
std::array<std::int32_t, window_numbers> window_buffer;
pausable search_stack, ask_stack;
session* current = nullptr;

/// A copy of `numbers` the page keeps as a typed array (Int32Array, Float64Array).
template <typename Number>
emscripten::val copy(const Number* numbers, std::size_t count, const char* type) {
    const emscripten::val view{emscripten::typed_memory_view(count, numbers)};
    return emscripten::val::global(type).new_(view);
}

/// A step number from the page, as a whole number of steps in [0, 2^53]: NaN and negatives are
/// 0, larger values the largest step a double names exactly.
std::uint64_t steps(double asked) {
    constexpr double largest = 9007199254740992.0; // 2^53
    return static_cast<std::uint64_t>(asked >= 0 ? std::min(std::floor(asked), largest) : 0);
}

/// One of the library's events as the page's event object.
emscripten::val page_event(const trace_event& event) {
    emscripten::val e = emscripten::val::object();
    e.set("phase", std::string{event.when == phase::call ? "call" : "reply"});
    e.set("message", std::string{to_string(event.what)});
    e.set("sender", event.sender);
    e.set("receiver", event.receiver);
    e.set("row", event.row);
    e.set("column", event.column);
    e.set("result", event.result);
    e.set("depth", event.depth);
    return e;
}

/// A new session for the page's choice, in place of any before: empty, or the library's
/// reason to refuse it. The page restores the memory of before any session first.
std::string open(int size, const std::string& kind, const std::vector<int>& pins, bool counting,
                 bool tracing) {
    current = nullptr;
    std::string error;
    guarded(
        [&] {
            current = new session{size,    kind,          pins,         counting,
                                  tracing, window_buffer, search_stack, ask_stack};
        },
        error);
    return error;
}

int stride() { return current != nullptr ? current->stride() : 0; }

/// The page's order for the next `explorer_resume` (listeners.hpp: run_order).
std::string order(double stop, double record_from, double record_to, int wanted, double want_from,
                  bool last_only, double marks_from, double width) {
    if (current == nullptr) {
        return "no search is open";
    }
    run_order o;
    o.stop = steps(stop);
    o.record_from = steps(record_from);
    o.record_to = steps(record_to);
    o.wanted = wanted == 0 ? target::solution : wanted == 1 ? target::backtrack : target::end;
    o.want_from = steps(want_from);
    o.last_only = last_only;
    o.marks_from = steps(marks_from);
    o.width = std::max<std::uint64_t>(1, steps(width));
    return current->order(o);
}

/// How the last run ended: {end: 0 stopped, 1 found, 2 the search is over; position: steps
/// seen; found: the step found or -1; recorded: steps of the window copied; error}.
emscripten::val outcome() {
    emscripten::val out = emscripten::val::object();
    if (current == nullptr) {
        return out;
    }
    const pacer& p = current->listener();
    out.set("end", static_cast<int>(p.end()));
    out.set("position", static_cast<double>(p.seen()));
    out.set("found", p.found());
    out.set("recorded", static_cast<double>(p.recorded()));
    out.set("error", current->error());
    return out;
}

/// The window copied by the last run: `stride` numbers a step; and the state before it.
emscripten::val window() {
    const auto count =
        current != nullptr ? static_cast<std::size_t>(current->listener().recorded()) : 0;
    return copy(window_buffer.data(), count * static_cast<std::size_t>(stride()), "Int32Array");
}
emscripten::val start() {
    static const std::vector<std::int32_t> none;
    const std::vector<std::int32_t>& s = current != nullptr ? current->listener().start() : none;
    return copy(s.data(), s.size(), "Int32Array");
}

/// What the last run passed: {solutions: their steps; backtracks: pairs of a stretch's first
/// step and its count; width: the stretch}.
emscripten::val marks() {
    emscripten::val out = emscripten::val::object();
    if (current != nullptr) {
        const pacer& p = current->listener();
        out.set("solutions", copy(p.solutions().data(), p.solutions().size(), "Float64Array"));
        out.set("backtracks", copy(p.backtracks().data(), p.backtracks().size(), "Float64Array"));
        out.set("width", static_cast<double>(p.width()));
    }
    return out;
}

/// A student's message for the next `explorer_ask`: can_attack (0), find_solution (1) or
/// advance (2) to `receiver`; empty, or why it cannot be sent.
std::string ask_order(int receiver, int what, int row, int column, int budget) {
    if (current == nullptr) {
        return "no search is open";
    }
    const message m = what == 1   ? message::find_solution
                      : what == 2 ? message::advance
                                  : message::can_attack;
    return current->ask_order({receiver, m, row, column},
                              static_cast<std::size_t>(std::max(budget, 1)));
}

/// What the student heard: {answered, answer, error, events, rows: every piece's row after}.
emscripten::val heard() {
    emscripten::val out = emscripten::val::object();
    if (current == nullptr) {
        return out;
    }
    emscripten::val events = emscripten::val::array();
    for (const trace_event& event : current->listener().heard()) {
        events.call<void>("push", page_event(event));
    }
    std::vector<std::int32_t> rows(static_cast<std::size_t>(2 * current->size() + 1));
    current->snapshot(rows.data());
    rows.resize(static_cast<std::size_t>(current->size()));
    out.set("answered", current->answered());
    out.set("answer", current->answer());
    out.set("error", current->ask_error());
    out.set("events", events);
    out.set("rows", copy(rows.data(), rows.size(), "Int32Array"));
    return out;
}

/// The module's memory worth copying now, as [begin, end) pairs: static storage and the heap,
/// less the main stack (idle whenever the page copies), the window (copied out already) and
/// the parts of the conversations' stacks not in use.
emscripten::val regions() {
    const auto at = [](const void* p) { return reinterpret_cast<std::uintptr_t>(p); };
    std::vector<memory_range> holes{
        {emscripten_stack_get_end(), emscripten_stack_get_base()},
        {at(window_buffer.data()), at(window_buffer.data() + window_buffer.size())}};
    search_stack.unused(holes);
    ask_stack.unused(holes);
    std::sort(holes.begin(), holes.end());
    std::vector<double> out;
    std::uintptr_t from = 0;
    for (const memory_range& hole : holes) {
        if (hole.first > from) {
            out.insert(out.end(), {static_cast<double>(from), static_cast<double>(hole.first)});
        }
        from = std::max(from, hole.second);
    }
    out.insert(out.end(), {static_cast<double>(from), static_cast<double>(at(sbrk(0)))});
    return copy(out.data(), out.size(), "Float64Array");
}

/// What a thrown exception said, as the page may show it: her words may be an extender's (a
/// piece's `what()`, any bytes of any length), so at most a screenful of them, as the command
/// line says them, every character a browser obeys or does not show written as the command
/// line writes it (`\x1b`, `\u202e`; the library's words have escaped what they quote already).
std::string shown_words(std::string_view what) {
    return without_controls(at_most_a_screenful(what));
}

} // namespace

extern "C" {

__attribute__((noinline)) int explorer_guarded(void (*body)(void*), void* context,
                                               std::string* error) {
    try {
        body(context);
        return 0;
    } catch (const std::exception& thrown) {
        *error = shown_words(thrown.what());
    } catch (...) {
        *error = "an exception that is not a std::exception";
    }
    if (error->empty()) {
        *error = "an exception without a message";
    }
    return 1;
}

/// Runs the open search as ordered (`order`), then returns: read `outcome` and the rest.
EMSCRIPTEN_KEEPALIVE void explorer_resume() {
    if (current != nullptr) {
        current->run();
    }
}

/// Sends the student's message (`ask_order`), then returns: read `heard`.
EMSCRIPTEN_KEEPALIVE void explorer_ask() {
    if (current != nullptr) {
        current->ask();
    }
}

} // extern "C"

EMSCRIPTEN_BINDINGS(queens_explorer) {
    emscripten::register_vector<int>("IntVector");
    emscripten::function("open", &open);
    emscripten::function("stride", &stride);
    emscripten::function("order", &order);
    emscripten::function("outcome", &outcome);
    emscripten::function("window", &window);
    emscripten::function("start", &start);
    emscripten::function("marks", &marks);
    emscripten::function("askOrder", &ask_order);
    emscripten::function("heard", &heard);
    emscripten::function("regions", &regions);
    emscripten::constant("fixedFields", static_cast<int>(fixed_fields));
}
