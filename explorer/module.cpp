// The explorer's WebAssembly module: the library's own chain, asked by the page step by step.
//
// Nothing here re-implements the queens. A `session` builds a real `board` of real pieces from
// the registry (pinned ones through `with_pinned`), puts the library's decorators on its links
// (`traced_link` to record, optionally `counting_piece` and a second `traced_link` feeding a
// `message_counter`, the layers the page can switch) and lets the search run. The search is
// ordinary recursive C++, which cannot be paused and resumed from JavaScript, so the page asks
// for a window of steps [from, from + count): the search runs from the start, the recorder
// skips what comes before the window, copies the window (with every piece's row as the objects
// hold it) and then stops the search by throwing. Nothing is computed past the window: the page
// never precomputes a whole search, and a board of 64 queens costs what the steps shown cost.
#include "follow.hpp"
#include "listeners.hpp"
#include "registry_hook.hpp"
#include "seeker.hpp"

#include <queens/board.hpp>
#include <queens/piece_decorator.hpp>
#include <queens/problem.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>
#include <queens/trace.hpp>
#include <queens/trace_words.hpp>

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <exception>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace {

using namespace queens;
using queens::explorer::asker;
using queens::explorer::fixed_fields;
using queens::explorer::recorder;
using queens::explorer::seeker;
using queens::explorer::step_objects;
using queens::explorer::target;
using queens::explorer::window_full;

/// A copy of `numbers` the page keeps as an Int32Array.
emscripten::val copy(const std::vector<std::int32_t>& numbers) {
    const emscripten::val view{emscripten::typed_memory_view(numbers.size(), numbers.data())};
    return emscripten::val::global("Int32Array").new_(view);
}

/// A step number from the page, as a whole number of steps in [0, 2^53]: NaN and negatives are
/// 0, larger values the largest step a double names exactly.
double steps(double asked) {
    constexpr double largest = 9007199254740992.0; // 2^53
    return asked >= 0 ? std::min(std::floor(asked), largest) : 0;
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

/// One board, kind, set of pins and set of layers, as the page chose them.
class session final : public step_objects {
public:
    session(int size, const std::string& kind, const std::vector<int>& pins, bool counting,
            bool tracing)
        : size_{size}, counting_{counting}, tracing_{tracing},
          maker_{checked(size, kind, pins).maker()} {}

    /// Fixed fields, rows, and per-piece counts when counting.
    [[nodiscard]] int size() const noexcept override { return size_; }
    [[nodiscard]] int stride() const { return fixed_fields + size_ + (counting_ ? size_ + 1 : 0); }

    /// Steps [from, from + count): {data: `stride()` numbers per step, start: the state before
    /// the first (recorder::running_state), both Int32Array}. Fewer
    /// than `count` steps means the search ended.
    emscripten::val record(double from, int count) {
        recorder listener{*this, steps(from), std::clamp(count, 0, 1 << 20), stride()};
        run(listener);
        emscripten::val window = emscripten::val::object();
        window.set("data", copy(listener.data()));
        window.set("start", copy(listener.start()));
        return window;
    }

    /// The step of the next solution or backtrack after `from` (within `budget` steps), or of
    /// the last one before `from`; -1 when there is none, -2 when none came within `budget`.
    double seek(double from, int wanted, bool forward, double budget) {
        if (wanted != static_cast<int>(target::solution) &&
            wanted != static_cast<int>(target::backtrack)) {
            return -1;
        }
        seeker listener{size_, static_cast<target>(wanted), steps(from), forward, steps(budget)};
        run(listener);
        return listener.found();
    }

    /// The number of steps of the whole search, or -2 when it is longer than `budget` steps.
    double length(double budget) {
        seeker listener{size_, target::end, 0, true, steps(budget)};
        run(listener);
        return listener.found() == seeker::out_of_budget ? seeker::out_of_budget : listener.seen();
    }

    /// Sends can_attack(row, column) to the piece in column `receiver` as she stands after step
    /// `at`: {answer, events: the conversation it starts through the links} or {error}.
    emscripten::val ask(double at, int receiver, int row, int column) {
        emscripten::val out = emscripten::val::object();
        const auto in_board = [this](int x) { return x >= 1 && x <= size_; };
        if (!in_board(receiver) || !in_board(row) || !in_board(column)) {
            out.set("error", "a message goes to a piece of this board about a square of it (1 to " +
                                 std::to_string(size_) + ")");
            return out;
        }
        asker listener{static_cast<std::uint64_t>(steps(at)), [this, receiver, row, column] {
                           const piece* p = pieces_[static_cast<std::size_t>(receiver)];
                           if (p == nullptr) {
                               throw std::invalid_argument{"not made yet"};
                           }
                           return p->can_attack(row, column);
                       }};
        try {
            run(listener);
        } catch (const std::invalid_argument&) {
            out.set("error", std::string{"that piece is not made yet at this step: step on until "
                                         "the board has made her"});
            return out;
        }
        if (!listener.asked()) {
            out.set("error", std::string{"the search ends before this step"});
            return out;
        }
        emscripten::val events = emscripten::val::array();
        for (const trace_event& event : listener.heard()) {
            events.call<void>("push", page_event(event));
        }
        out.set("answer", listener.answer());
        out.set("events", events);
        return out;
    }

    /// "Send a message yourself" (issue 30): sends `what` (can_attack(row, column),
    /// find_solution or advance, by its number in `message`) to the object `receiver` (a piece
    /// made by step `at`, or 0, the sentinel) as it stands after that step, in a run of its own
    /// that then stops: {answer, row (where she stands after it), events} or {error}.
    emscripten::val send(double at, int receiver, int what, int row, int column) {
        emscripten::val out = emscripten::val::object();
        const auto message_sent = static_cast<message>(what);
        const bool known = message_sent == message::can_attack ||
                           message_sent == message::find_solution ||
                           message_sent == message::advance;
        const auto in_board = [this](int x) { return x >= 1 && x <= size_; };
        if (!known || receiver < 0 || receiver > size_ ||
            (message_sent == message::can_attack && (!in_board(row) || !in_board(column)))) {
            out.set("error",
                    "a message goes to the sentinel or a piece of this board (can_attack about "
                    "a square of it, 1 to " +
                        std::to_string(size_) + ")");
            return out;
        }
        int after = 0;
        asker listener{
            static_cast<std::uint64_t>(steps(at)), [&] {
                piece* p = receiver == 0 ? sentinel_ : pieces_[static_cast<std::size_t>(receiver)];
                if (p == nullptr) {
                    throw std::invalid_argument{"not made yet"};
                }
                const bool answer = message_sent == message::can_attack ? p->can_attack(row, column)
                                    : message_sent == message::find_solution ? p->find_solution()
                                                                             : p->advance();
                after = p->row();
                return answer;
            }};
        try {
            run(listener);
        } catch (const std::invalid_argument&) {
            out.set("error", std::string{"that piece is not made yet at this step: step on until "
                                         "the board has made her"});
            return out;
        }
        if (!listener.asked()) {
            out.set("error", std::string{"the search ends before this step"});
            return out;
        }
        emscripten::val events = emscripten::val::array();
        for (const trace_event& event : listener.heard()) {
            events.call<void>("push", page_event(event));
        }
        out.set("answer", listener.answer());
        out.set("row", after);
        out.set("events", events);
        return out;
    }

    void snapshot(std::int32_t* out) const override {
        for (int column = 1; column <= size_; ++column) {
            const piece* p = pieces_[static_cast<std::size_t>(column)];
            out[column - 1] = p == nullptr ? 0 : p->row();
        }
        if (counting_) {
            for (int column = 0; column <= size_; ++column) {
                std::uint64_t total = 0;
                for (const counting_piece* c : counters_[static_cast<std::size_t>(column)]) {
                    total += c->can_attack_received() + c->find_solution_received() +
                             c->advance_received() + c->attacked_rows_received();
                }
                out[size_ + column] = static_cast<std::int32_t>(total);
            }
        }
    }
    void layer_counts(std::int32_t* out) const override {
        out[0] = static_cast<std::int32_t>(layer_ != nullptr ? layer_->messages() : 0);
        out[1] = static_cast<std::int32_t>(layer_ != nullptr ? layer_->squares_tested() : 0);
    }

private:
    static const piece_registry& registry() { return explorer_registry(); }

    /// The page's choice as the library's puzzle, checked as everywhere else (problem.hpp);
    /// the page steps through boards of up to 64 rows (its step records hold row masks).
    static problem checked(int size, const std::string& kind, const std::vector<int>& pins) {
        std::vector<square> squares;
        for (std::size_t column = 0; column < pins.size(); ++column) {
            if (pins[column] > 0) {
                squares.push_back(
                    square{.column = static_cast<int>(column) + 1, .row = pins[column]});
            }
        }
        check_mask_size(size, "the explorer's boards");
        return problem{registry().find(kind), size, std::move(squares)};
    }

    /// Runs the search from the start through every solution, until `listener` stops it.
    void run(trace_listener& listener) {
        pieces_.assign(static_cast<std::size_t>(size_) + 1, nullptr);
        sentinel_ = nullptr; // this run's board gives it again (decorate), the last one's is gone
        counters_.assign(static_cast<std::size_t>(size_) + 1, {});
        message_counter layer;
        layer_ = tracing_ ? &layer : nullptr;
        std::vector<std::unique_ptr<piece>> layers; // outlives the board that points into it
        link_decorator record = trace_links(listener, size_);
        link_decorator trace_layer = tracing_ ? trace_links(layer, size_) : link_decorator{};
        auto decorate = [&](piece& receiver, int sender) -> std::unique_ptr<piece> {
            if (receiver.column() == 0) {
                sentinel_ = &receiver; // the board's null_queen, for `send`
            }
            piece* inner = &receiver;
            if (counting_) {
                auto counted = std::make_unique<counting_piece>(*inner);
                counters_[static_cast<std::size_t>(receiver.column())].push_back(counted.get());
                inner = counted.get();
                layers.push_back(std::move(counted));
            }
            if (tracing_) {
                layers.push_back(trace_layer(*inner, sender));
                inner = layers.back().get();
            }
            return record(*inner, sender);
        };
        auto make = [this](int column, int size, piece& neighbour) {
            std::unique_ptr<piece> made = maker_(column, size, neighbour);
            pieces_[static_cast<std::size_t>(column)] = made.get();
            return made;
        };
        try {
            board chain{size_, make, decorate};
            while (chain.next()) {
            }
        } catch (const window_full&) {
        }
        layer_ = nullptr;
    }

    int size_;
    bool counting_, tracing_;
    piece_maker maker_;
    std::vector<piece*> pieces_;
    piece* sentinel_ = nullptr;
    std::vector<std::vector<const counting_piece*>> counters_;
    const message_counter* layer_ = nullptr;
};

/// Whether the kind's pieces are Budd's queen underneath (her walk, her fields row_ and rows_):
/// asked of one piece made on a board of one, never guessed from her name.
bool walks_as_queen(const piece_kind& kind) {
    try {
        null_queen sentinel;
        const std::unique_ptr<piece> one = kind.maker(1, 1, sentinel);
        return dynamic_cast<const queen*>(one.get()) != nullptr;
    } catch (const std::exception&) {
        return false;
    }
}

/// The registered kinds, each as one value for the page: her menu entry, her words and glyph,
/// her class (the registry's `class_name`: the page shows her objects, frames and code by it)
/// and whether she is a queen underneath.
emscripten::val kinds() {
    emscripten::val list = emscripten::val::array();
    for (const piece_kind& kind : explorer_registry().kinds()) {
        emscripten::val entry = emscripten::val::object();
        entry.set("name", kind.name);
        entry.set("singular", kind.singular);
        entry.set("plural", kind.plural);
        entry.set("glyph", kind.glyph);
        entry.set("summary", kind.summary);
        entry.set("maxSize", std::min(kind.max_size, static_cast<int>(max_mask_size)));
        entry.set("className", kind.class_name);
        entry.set("queen", walks_as_queen(kind));
        list.call<void>("push", entry);
    }
    return list;
}

/// Checks the page's choice; an empty string when the library accepts it, else its reason.
std::string check(int size, const std::string& kind, const std::vector<int>& pins) {
    try {
        session probe{size, kind, pins, false, false};
        probe.record(0, 1);
        return {};
    } catch (const std::exception& error) {
        return error.what();
    }
}

session* open(int size, const std::string& kind, const std::vector<int>& pins, bool counting,
              bool tracing) {
    return new session{size, kind, pins, counting, tracing};
}

} // namespace

EMSCRIPTEN_BINDINGS(queens_explorer) {
    emscripten::register_vector<int>("IntVector");
    emscripten::class_<session>("Session")
        .function("stride", &session::stride)
        .function("record", &session::record)
        .function("seek", &session::seek)
        .function("length", &session::length)
        .function("ask", &session::ask)
        .function("send", &session::send);
    emscripten::function("open", &open, emscripten::allow_raw_pointers());
    emscripten::function("check", &check);
    emscripten::function("kinds", &kinds);
    emscripten::constant("fixedFields", static_cast<int>(fixed_fields));
}
