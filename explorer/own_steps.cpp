// The words of a queen's own steps, for the explorer's "own steps" switch: what Budd's queen
// does to herself between two messages (queen.cpp's next_square, her row moving, her reset to
// the first of her rows). No traced_link sees these: they never cross a link, so they are not
// in the library's trace, and the page finds them in the rows the objects report at each step.
// They are worded here, in C++ beside the library's own words (trace_words.hpp), so no script
// of the page holds wording of the conversation.
#include <queens/trace_words.hpp>

#include <emscripten/bind.h>

#include <string>

namespace {

/// `what`: next_square (she enters it and has a row left), row (++row_), reset (row_ =
/// rows_.first), out_of_rows (she enters next_square on her last row).
std::string own_step(const std::string& what, int id, int from, int to, int size,
                     const std::string& singular) {
    const std::string who = queens::participant_name(id, size, singular);
    const std::string past = " (a call to herself: it crosses no link, so no decorator sees it)";
    if (what == "next_square") {
        return who + " calls her own next_square(): row " + std::to_string(from) +
               " is not her last, so she can move" + past;
    }
    if (what == "row") {
        return who + " moves herself from row " + std::to_string(from) + " to row " +
               std::to_string(to) + " (++row_)";
    }
    if (what == "reset") {
        return who + " starts her column again at row " + std::to_string(to) +
               " (row_ = rows_.first), now that her neighbour has moved";
    }
    if (what == "out_of_rows") {
        return who + " calls her own next_square(): row " + std::to_string(from) +
               " is her last, so she must ask her neighbour to advance" + past;
    }
    return who + ": " + what;
}

} // namespace

EMSCRIPTEN_BINDINGS(queens_own_steps) { emscripten::function("ownStep", &own_step); }
