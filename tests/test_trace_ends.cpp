// How a trace ends: whole (a summary), stopped (the text trace's held question, then the
// summary), or failed when a piece's code threw mid-search (the text trace's held question, the
// one she threw at when she threw while asked it, and no summary; the Trace Event JSON closed).
// The text trace holds a question back until its answer, to write both on one line: a trace
// that ends before the answer still says the question. And a writer used out of order.
#define BOOST_TEST_MODULE queens_trace_ends
#include <boost/test/unit_test.hpp>

#include "captured_trace.hpp"

#include <queens/board.hpp>
#include <queens/pieces.hpp>
#include <queens/registry.hpp>
#include <queens/trace_format.hpp>

#include <algorithm>
#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace {

using queens_test::captured_trace;

/// A queen whose rule has no answer in column 4: asked there, it throws, as an extender's rule
/// may (her own std::runtime_error, not a refusal of the library's).
class stuck_in_column_four final : public queens::chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        if (this->column() == 4) {
            throw std::runtime_error("no answer in column 4");
        }
        return queens::on_queen_line(row, column, this->row(), this->column());
    }
};

queens::trace_event call(queens::message what, int sender, int receiver, int depth) {
    queens::trace_event e;
    e.when = queens::phase::call;
    e.what = what;
    e.sender = sender;
    e.receiver = receiver;
    e.depth = depth;
    e.row = 2;
    e.column = 3;
    return e;
}

bool has_line(const std::vector<std::string>& lines, const std::string& line) {
    return std::find(lines.begin(), lines.end(), line) != lines.end();
}

} // namespace

BOOST_AUTO_TEST_SUITE(trace_ends)

BOOST_AUTO_TEST_CASE(a_stopped_trace_says_the_question_it_stopped_at) {
    captured_trace out;
    queens::trace_writer writer{out.logger, queens::trace_options{.format = "text", .size = 4}};
    writer.begin();
    writer.on_event(call(queens::message::find_solution, 5, 4, 0));
    writer.on_event(call(queens::message::can_attack, 4, 3, 1));
    writer.finish(0.0, true); // a stop: no answer came
    const std::vector<std::string> lines = out.lines();
    BOOST_TEST_INFO_SCOPE(out.text.str());
    BOOST_TEST(has_line(lines, "the board asks queen 4 (d): find a safe square"));
    BOOST_TEST(has_line(lines, "  queen 4 (d) asks queen 3 (c): can you attack c2?"));
    BOOST_REQUIRE(lines.size() == 5U);
    BOOST_TEST(lines.at(3).starts_with("Summary: 0 solutions, 2 messages in"));
    BOOST_TEST(lines.at(3).ends_with(", interrupted"));
}

BOOST_AUTO_TEST_CASE(a_failed_search_says_the_question_her_code_threw_at) {
    // A real search: a queen to her right asks whether a square is attacked, and the rule of
    // the queen in column 4 throws before she can answer or ask anyone.
    captured_trace out;
    const int size = 6;
    queens::trace_writer writer{out.logger, queens::trace_options{.format = "text", .size = size}};
    writer.begin();
    queens::board b{size, queens::make_piece<stuck_in_column_four>(),
                    queens::trace_links(writer, size)};
    BOOST_CHECK_THROW(static_cast<void>(b.count()), std::runtime_error);
    writer.failed();
    const std::vector<std::string> lines = out.lines();
    BOOST_TEST_INFO_SCOPE(out.text.str());
    BOOST_REQUIRE(!lines.empty());
    // The last line is the question asked of her, at its depth, with no answer and no summary.
    BOOST_TEST(lines.back().find("asks queen 4 (d): can you attack") != std::string::npos);
    BOOST_TEST(lines.back().ends_with("?"));
    BOOST_TEST(out.text.str().find("Summary") == std::string::npos);
}

BOOST_AUTO_TEST_CASE(a_whole_trace_holds_nothing_back) {
    captured_trace out;
    queens::trace_writer writer{out.logger, queens::trace_options{.format = "text", .size = 4}};
    writer.begin();
    queens::board b{4, queens::make_queen(), queens::trace_links(writer, 4)};
    BOOST_TEST(b.count() == 2U);
    const std::string before = out.text.str();
    writer.finish(0.0, false);
    const std::vector<std::string> added =
        queens_test::lines_of(out.text.str().substr(before.size()));
    BOOST_REQUIRE(added.size() == 2U); // the summary's two lines, no question after the end
    BOOST_TEST(added.at(0).starts_with("Summary: 2 solutions"));
}

BOOST_AUTO_TEST_CASE(on_failure_jsonl_writes_nothing_more_and_chrome_closes_what_is_open) {
    // JSON lines are whole line by line: nothing is held, nothing more written.
    captured_trace lines;
    queens::trace_writer jsonl{lines.logger, queens::trace_options{.format = "jsonl", .size = 4}};
    jsonl.on_event(call(queens::message::find_solution, 5, 4, 0));
    const std::string before = lines.text.str();
    jsonl.failed();
    BOOST_TEST(lines.text.str() == before);
    // The Trace Event JSON is one object: its open slices end beside an instant event "failed",
    // and the object closes saying so, so a loader opens what the search did.
    captured_trace out;
    queens::trace_writer chrome{out.logger, queens::trace_options{.format = "chrome", .size = 4}};
    chrome.on_event(call(queens::message::find_solution, 5, 4, 0));
    chrome.on_event(call(queens::message::can_attack, 4, 3, 1));
    chrome.failed();
    const std::string text = out.text.str();
    BOOST_TEST_INFO_SCOPE(text);
    const auto count = [&text](std::string_view part) {
        std::size_t n = 0;
        for (std::size_t at = text.find(part); at != std::string::npos;
             at = text.find(part, at + 1)) {
            ++n;
        }
        return n;
    };
    BOOST_TEST(count(R"("ph":"B")") == 4U); // two slices, each on two lanes
    BOOST_TEST(count(R"("ph":"E")") == 4U);
    BOOST_TEST(count(R"("name":"failed")") == 1U);
    BOOST_TEST(text.ends_with("\"interrupted\":false,\"failed\":true}}\n"));
}

BOOST_AUTO_TEST_CASE(a_writer_never_begun_still_writes_its_opening_once) {
    // The writer is handed events, or finished, without begin (or begun twice): every format
    // still writes its opening (the text trace's names, Mermaid's header, Chrome's array) once.
    const std::vector<std::pair<std::string, std::string>> openings{
        {"text", "The conversation of 4 queens"},
        {"jsonl", R"({"seq":0,"phase":"start")"},
        {"mermaid", "sequenceDiagram"},
        {"chrome", R"({"displayTimeUnit")"}};
    for (const auto& [format, opening] : openings) {
        for (const bool twice : {false, true}) {
            captured_trace out;
            queens::trace_writer writer{out.logger,
                                        queens::trace_options{.format = format, .size = 4}};
            if (twice) {
                writer.begin();
                writer.begin();
            }
            writer.on_event(call(queens::message::find_solution, 5, 4, 0));
            writer.finish(0.0, false);
            const std::string text = out.text.str();
            BOOST_TEST_INFO_SCOPE(format << (twice ? " begun twice" : " never begun") << ":\n"
                                         << text);
            BOOST_TEST(text.starts_with(opening));
            BOOST_TEST(text.find(opening, 1) == std::string::npos);
            if (format == "text") {
                BOOST_TEST(has_line(out.lines(), "the board asks queen 4 (d): find a safe square"));
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(a_search_broken_off_ends_its_chrome_slices_before_the_next_one_begins) {
    // Her code throws in the first search; the board searches again with the same writer. The
    // board's questions are asked from outside any slice (depth 0, as the events say), not
    // nested in the calls the broken-off search left unanswered.
    captured_trace out;
    const int size = 6;
    queens::trace_writer writer{out.logger,
                                queens::trace_options{.format = "chrome", .size = size}};
    writer.begin();
    bool stuck = true;
    queens::board b{size,
                    [&stuck](int column, int n, queens::piece& neighbour) {
                        return (stuck ? queens::make_piece<stuck_in_column_four>()
                                      : queens::make_queen())(column, n, neighbour);
                    },
                    queens::trace_links(writer, size)};
    BOOST_CHECK_THROW(static_cast<void>(b.first_solution()), std::runtime_error);
    stuck = false;
    BOOST_TEST(b.first_solution().has_value());
    writer.finish(0.0, false);
    int open = 0; // the slices open on the call stack's lane (tid 1)
    int questions = 0;
    for (const std::string& line : out.lines()) {
        if (line.find(R"("tid":1,)") != std::string::npos) {
            open += line.find(R"("ph":"B")") != std::string::npos   ? 1
                    : line.find(R"("ph":"E")") != std::string::npos ? -1
                                                                    : 0;
        }
        if (line.find(R"("from":"the board")") != std::string::npos) {
            ++questions;
            BOOST_TEST(open == 1, "the board's question " << questions << " inside " << open - 1);
        }
    }
    BOOST_TEST(open == 0);
    BOOST_TEST(questions > size);
}

BOOST_AUTO_TEST_CASE(a_summary_says_the_time_it_was_given_however_long) {
    // The longest time finish takes is said in milliseconds, never "inf"; a longer one, which
    // no clock gives, is refused before anything is written.
    captured_trace out;
    queens::trace_writer writer{out.logger, queens::trace_options{.format = "text", .size = 4}};
    BOOST_CHECK_THROW(writer.finish(std::numeric_limits<double>::max(), false),
                      std::invalid_argument);
    BOOST_CHECK_THROW(writer.finish(std::nextafter(queens::max_trace_seconds, 1e300), false),
                      std::invalid_argument);
    writer.finish(queens::max_trace_seconds, false);
    const std::vector<std::string> lines = out.lines();
    BOOST_TEST_INFO_SCOPE(out.text.str());
    BOOST_REQUIRE(lines.size() == 3U);
    BOOST_TEST(lines.at(1) == "Summary: 0 solutions, 0 messages in 1000000000000000000.000 ms");
}

BOOST_AUTO_TEST_SUITE_END()
