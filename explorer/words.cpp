// The conversation's words for the pages, the library's own (trace_words.hpp, through
// `describe`): the names of participants and squares, the sentence for each event, the
// bookkeeping of a step (follow.hpp), and the words of a queen's own steps. No script of the
// page holds wording of the conversation or a copy of the message enum.
#include "follow.hpp"

#include <queens/lines.hpp>
#include <queens/trace.hpp>
#include <queens/trace_words.hpp>

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <utility>

namespace {

using namespace queens;
using queens::explorer::follow_step;
using queens::explorer::is_backtrack;

/// `queen 3 (c)`, `the sentinel`, `the board`.
std::string participant(int id, int size, const std::string& singular) {
    return participant_name(id, size, singular);
}

/// `c5`, or `(row 5, column 30)` past 26 columns.
std::string square_of(int row, int column, int size) { return square_name(row, column, size); }

/// The names of the messages, by their number in the recorded steps (`f_message`).
emscripten::val message_names() {
    emscripten::val names = emscripten::val::array();
    for (int m = 0; m < message_kinds; ++m) {
        names.call<void>("push", std::string{to_string(static_cast<message>(m))});
    }
    return names;
}

/// The names of the phases, by their number in the recorded steps (`f_phase`).
emscripten::val phase_names() {
    emscripten::val names = emscripten::val::array();
    for (const char* name : {"call", "reply", "solution"}) {
        names.call<void>("push", std::string{name});
    }
    return names;
}

/// The rows listed in a page's array (1-based) as a mask.
row_mask mask_of(const emscripten::val& rows) {
    row_mask mask = 0;
    const int length = rows["length"].as<int>();
    for (int i = 0; i < length; ++i) {
        const int row = rows[i].as<int>();
        if (row >= 1 && row <= max_mask_size) {
            mask |= row_mask{1} << (row - 1);
        }
    }
    return mask;
}

/// A page's event as the library's `trace_event`: what the bookkeeping reads of it (the
/// sentence reads its squares too, `describe_event`).
trace_event event_of(const emscripten::val& e) {
    trace_event event;
    const std::string phase_name = e["phase"].as<std::string>();
    if (phase_name == "solution") {
        event.what = message::solution;
        return event;
    }
    event.when = phase_name == "call" ? phase::call : phase::reply;
    const std::string name = e["message"].as<std::string>();
    for (int m = 0; m < message_kinds; ++m) {
        if (to_string(static_cast<message>(m)) == name) {
            event.what = static_cast<message>(m);
        }
    }
    event.sender = e["sender"].as<int>();
    event.receiver = e["receiver"].as<int>();
    event.result = e["result"].as<bool>();
    return event;
}

/// The sentence for one of the page's events (an object with phase, message, sender,
/// receiver, row, column, result, and the rows of `mask` or `solution`): `describe` of the
/// library, so the page says what the text trace says.
std::string describe_event(const emscripten::val& e, int size, const std::string& singular) {
    trace_event event = event_of(e);
    if (event.what == message::solution) {
        const emscripten::val rows = e["solution"];
        const int length = rows["length"].as<int>();
        for (int i = 0; i < length; ++i) {
            event.solution.push_back(rows[i].as<int>());
        }
        return describe(event, size, singular);
    }
    event.row = e["row"].as<int>();
    event.column = e["column"].as<int>();
    if (e["mask"].isArray()) {
        event.rows = mask_of(e["mask"]);
    }
    return describe(event, size, singular);
}

/// The page's state object ({stack, sentinelReplies, nullTests, solutions, backtracks,
/// gaveUp}) as `follow_step` keeps it; a call pushed is the page's own event object.
class page_state {
public:
    page_state(emscripten::val state, emscripten::val event)
        : state_{std::move(state)}, event_{std::move(event)} {}
    void add_solution() { add("solutions"); }
    void add_null_test() { add("nullTests"); }
    void add_backtrack() { add("backtracks"); }
    void add_sentinel_reply() { add("sentinelReplies"); }
    void push_call(const trace_event& /*call*/) { state_["stack"].call<void>("push", event_); }
    void pop_call() { state_["stack"].call<void>("pop"); }
    void set_gave_up(int column, bool gave) { state_["gaveUp"].set(column, gave ? 1 : 0); }

private:
    void add(const char* counter) { state_.set(counter, state_[counter].as<int>() + 1); }
    emscripten::val state_;
    emscripten::val event_;
};

/// The page's step: its state object follows one of its events, by `follow_step`'s rules.
void follow(const emscripten::val& state, const emscripten::val& event, int size) {
    page_state page{state, event};
    follow_step(page, event_of(event), size);
}

/// Whether one of the page's events is a backtrack (for the timeline's marks).
bool backtrack(const emscripten::val& event, int size) {
    return is_backtrack(event_of(event), size);
}

// A queen's own steps (the "own steps" switch): what Budd's queen does to herself between two
// messages (queen.cpp: `start`, which puts her where her walk starts, and `next_square`, which
// asks her walk for her next row or runs out of rows). No traced_link sees these: they never
// cross a link, so they are not in the library's trace; the page finds them where the
// conversation stands and follows them along her walk as the library learns it (walk.hpp,
// own.js). Her walk is her own (first_row, next_row, out_of_rows): the words name its steps.

/// Where the row her object reports (`to`) is not the one her walk names (`walked`, 0: none):
/// her walk's state is not a function of her row, and the page says so.
std::string disagreement(int from, int to, int walked, bool start) {
    const std::string named = walked == 0 ? "no row" : "row " + std::to_string(walked);
    const std::string reported =
        to == 0 ? "she is out of rows" : "she reports row " + std::to_string(to);
    return ". Her walk, as the library learns it, names " + named +
           (start ? " to start on" : " after row " + std::to_string(from)) + ", yet " + reported +
           ": her walk depends on more than her row";
}

/// `what`: start (her first find_solution: she stands where her walk starts), next_square (she
/// enters it and her walk names a row after hers), row (she moves to it), reset (her neighbour
/// has moved: she starts her walk again), next_row (next_square asks her walk for the row after
/// hers and it answers `to`, 0 when the page cannot say, none of her rows), out_of_rows
/// (next_square's start_again asks her out_of_rows). `walked`: the row her walk names there
/// (0: none), compared with the row she reports.
std::string own_step(const std::string& what, int id, int from, int to, int walked, int size,
                     const std::string& singular) {
    const std::string who = queens::participant_name(id, size, singular);
    const std::string past = " (a call to herself: it crosses no link, so no decorator sees it)";
    if (what == "start" || what == "reset") {
        const std::string row = "row " + std::to_string(to) + " (first_row)";
        const std::string said =
            what == "start" ? ": she stands on " + row + ", where her walk starts"
                            : ": her neighbour has moved, so she starts her walk again at " + row;
        return who + " calls her own start()" + said + past +
               (walked != to ? disagreement(from, to, walked, true) : "");
    }
    if (what == "next_square") {
        return who + " calls her own next_square(): her walk (next_row) names " +
               (walked != 0 ? "row " + std::to_string(walked) : "a row") + " after row " +
               std::to_string(from) + ", so she can move" + past;
    }
    if (what == "row") {
        return who + " moves herself from row " + std::to_string(from) + " to row " +
               std::to_string(to) + ", the next row of her walk" +
               (walked != to ? disagreement(from, to, walked, false) : "");
    }
    if (what == "next_row") {
        return who + " calls her own next_square(), which asks her walk next_row(" +
               std::to_string(from) + "): it answers " +
               (to != 0 ? "row " + std::to_string(to) + ", not one of her rows"
                        : "a row that is not one of hers") +
               ", so she has tried them all" + past;
    }
    if (what == "out_of_rows") {
        return who + " is out of rows: next_square calls her own start_again(), which calls " +
               "out_of_rows(): she asks her neighbour to advance" + past +
               (walked != 0 ? disagreement(from, 0, walked, false) : "");
    }
    return who + ": " + what;
}

/// A student's own message (the page's "send a message yourself": `what`, by its number in
/// `message`, to a piece or the sentinel), and the answer she hears (`row`: where the receiver
/// stands after it), in the library's words for a call and a reply.
std::string you_ask(int receiver, int what, int row, int column, int size,
                    const std::string& singular) {
    trace_event call;
    call.when = phase::call;
    call.what = static_cast<message>(what);
    call.receiver = receiver;
    call.row = row;
    call.column = column;
    return "you ask " + queens::participant_name(receiver, size, singular) + ": " +
           question_words(call, size);
}
std::string you_hear(int receiver, int what, bool answer, int row, int size,
                     const std::string& singular) {
    trace_event reply;
    reply.when = phase::reply;
    reply.what = static_cast<message>(what);
    reply.receiver = receiver;
    reply.result = answer;
    reply.row = row;
    reply.column = receiver;
    return queens::participant_name(receiver, size, singular) +
           " answers you: " + answer_words(reply, size);
}

} // namespace

EMSCRIPTEN_BINDINGS(queens_words) {
    emscripten::function("participant", &participant);
    emscripten::function("square", &square_of);
    emscripten::function("describe", &describe_event);
    emscripten::function("messageNames", &message_names);
    emscripten::function("phaseNames", &phase_names);
    emscripten::function("follow", &follow);
    emscripten::function("backtrack", &backtrack);
    emscripten::function("ownStep", &own_step);
    emscripten::function("youAsk", &you_ask);
    emscripten::function("youHear", &you_hear);
}
