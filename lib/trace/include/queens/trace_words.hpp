// The words of the conversation: who speaks, what a question asks, what an answer says.
//
// The one place they are written. The text trace, the Mermaid and Trace Event formats, the
// replay page and the explorer all tell the conversation with these functions (the pages
// through the words the WebAssembly module or the recorded trace carries). The standard
// library only, so the explorer's module compiles them as they are.
#pragma once

#include <queens/detail/export.hpp>
#include <queens/trace.hpp>

#include <string>
#include <string_view>

namespace queens {

/// `queen 3 (c)`, `the sentinel`, `the board` (`singular` names the pieces; `queen 30` past
/// 26 columns, and for an id that is no column of the board). Throws `std::invalid_argument`
/// unless 1 <= size <= max_size.
[[nodiscard]] QUEENS_API std::string participant_name(int id, int size,
                                                      std::string_view singular = "queen");
/// `c5` on boards up to 26 columns, `(row 5, column 30)` beyond and for a row below 1.
[[nodiscard]] QUEENS_API std::string square_name(int row, int column, int size);

/// What a call asks, on a board of `size`: "can you attack b3?", "find a safe square",
/// "advance", "which rows of column 4 do you attack?".
[[nodiscard]] QUEENS_API std::string question_words(const trace_event& call, int size);
/// What a reply says: "yes", "stands on b3", "no safe square left", "yes (nobody to the
/// sentinel's left can attack it)", "rows 1 3".
[[nodiscard]] QUEENS_API std::string answer_words(const trace_event& reply, int size);

/// The whole sentence for one event, as the pages' log and caption say it: "queen 2 (b) asks
/// queen 1 (a): can you attack b3?", "queen 1 (a) answers queen 2 (b): no", "solution: a2 b4
/// c1 d3". The text trace is built from the same words (indented, a question and its answer
/// on one line when nothing is said in between).
[[nodiscard]] QUEENS_API std::string describe(const trace_event& event, int size,
                                              std::string_view singular = "queen");

} // namespace queens
