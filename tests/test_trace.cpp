// The trace formats at the library level: names, levels, record counts, and no global logger.
#define BOOST_TEST_MODULE queens_trace
#include <boost/test/unit_test.hpp>

#include "captured_trace.hpp"

#include <queens/board.hpp>
#include <queens/trace_format.hpp>

#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace {

using queens_test::captured_trace;
using queens_test::lines_of;

struct totals {
    std::uint64_t messages = 0;
    std::uint64_t solutions = 0;
};

std::uint64_t trace_all(captured_trace& out, std::string format, spdlog::level::level_enum level,
                        int size, totals* counts = nullptr, queens::trace_options options = {}) {
    out.logger->set_level(level);
    options.format = std::move(format);
    options.size = size;
    queens::trace_writer writer{out.logger, options};
    writer.begin();
    queens::board b{size, queens::make_queen(), queens::trace_links(writer, size)};
    const auto found = b.count();
    writer.finish(0.0, false);
    if (counts != nullptr) {
        counts->messages = writer.counts().messages();
        counts->solutions = writer.counts().solutions();
    }
    return found;
}

} // namespace

BOOST_AUTO_TEST_SUITE(trace_format)

BOOST_AUTO_TEST_CASE(participants_and_squares_have_readable_names) {
    BOOST_TEST(queens::participant_name(0, 8) == "the sentinel");
    BOOST_TEST(queens::participant_name(9, 8) == "the board");
    BOOST_TEST(queens::participant_name(3, 8) == "queen 3 (c)");
    BOOST_TEST(queens::participant_name(30, 40) == "queen 30");
    BOOST_TEST(queens::square_name(5, 3, 8) == "c5");
    BOOST_TEST(queens::square_name(5, 30, 40) == "(row 5, column 30)");
    BOOST_TEST(queens::square_name(0, 1, 8) == "(row 0, column 1)"); // no rank 0
    BOOST_TEST(queens::square_name(-1, 1, 8) == "(row -1, column 1)");
}

BOOST_AUTO_TEST_CASE(jsonl_has_a_record_per_event_between_start_and_summary) {
    captured_trace out;
    totals counts;
    BOOST_TEST(trace_all(out, "jsonl", spdlog::level::trace, 6, &counts) == 4U);
    const auto lines = out.lines();
    // Each message is a call and a reply; each solution one record; plus start and summary.
    BOOST_TEST(lines.size() == 2 * counts.messages + counts.solutions + 2);
    BOOST_TEST(lines.front().find(R"("phase":"start")") != std::string::npos);
    BOOST_TEST(lines.back().find(R"("solutions":4)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(levels_leave_out_what_they_should) {
    captured_trace info;
    (void)trace_all(info, "text", spdlog::level::info, 6);
    const auto info_lines = info.lines();
    BOOST_TEST(info_lines.size() == 1U + 4U + 2U); // title, four solutions, summary
    for (const auto& line : info_lines) {
        BOOST_TEST(line.size() <= 80U, line); // within a projected terminal's width
    }
    captured_trace debug;
    (void)trace_all(debug, "text", spdlog::level::debug, 6);
    BOOST_TEST(debug.text.str().find("can you attack") == std::string::npos);
    BOOST_TEST(debug.text.str().find("asks queen 1 (a): advance") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(mermaid_and_chrome_are_closed) {
    captured_trace mermaid;
    (void)trace_all(mermaid, "mermaid", spdlog::level::debug, 4);
    BOOST_TEST(mermaid.lines().front() == "sequenceDiagram");
    captured_trace chrome;
    (void)trace_all(chrome, "chrome", spdlog::level::trace, 4);
    const auto lines = chrome.lines();
    BOOST_TEST(lines.front().rfind(R"({"displayTimeUnit")", 0) == 0U);
    BOOST_TEST(lines.back().rfind("],\"otherData\":", 0) == 0U);
}

BOOST_AUTO_TEST_CASE(the_library_registers_no_global_logger) {
    captured_trace out;
    (void)trace_all(out, "text", spdlog::level::trace, 4);
    BOOST_TEST(spdlog::get("capture") == nullptr);
    BOOST_TEST(spdlog::get("queens") == nullptr);
}

// The writer with loggers it did not configure: spdlog's default pattern (a timestamp, the
// level) and default level (info), and a pattern of the caller's own.
namespace {

std::shared_ptr<spdlog::logger> plain_logger(std::ostringstream& text) {
    return std::make_shared<spdlog::logger>("plain",
                                            std::make_shared<spdlog::sinks::ostream_sink_st>(text));
}

std::uint64_t run_writer(const std::shared_ptr<spdlog::logger>& logger,
                         const queens::trace_options& options) {
    queens::trace_writer writer{logger, options};
    writer.begin();
    queens::board b{options.size, queens::make_queen(), queens::trace_links(writer, options.size)};
    (void)b.count();
    writer.finish(0.0, false);
    return writer.counts().messages();
}

} // namespace

BOOST_AUTO_TEST_CASE(jsonl_through_a_default_constructed_logger_is_still_json_lines) {
    std::ostringstream text;
    const auto logger = plain_logger(text); // default pattern, level info
    (void)run_writer(logger, queens::trace_options{"jsonl", 6});
    const auto lines = lines_of(text.str());
    BOOST_TEST(lines.size() == 1U + 4U + 1U); // start, the four solutions (level info), summary
    for (const auto& line : lines) {
        BOOST_TEST(line.front() == '{', line);
        BOOST_TEST(line.back() == '}', line);
    }
    BOOST_TEST(lines.front().find(R"("level":"info")") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(jsonl_through_a_timestamp_pattern_at_trace_is_still_json_lines) {
    std::ostringstream text;
    const auto logger = plain_logger(text);
    logger->set_pattern("[%Y-%m-%d %H:%M:%S.%e] [%l] %v");
    logger->set_level(spdlog::level::trace);
    const auto messages = run_writer(logger, queens::trace_options{"jsonl", 5});
    const auto lines = lines_of(text.str());
    BOOST_TEST(lines.size() == 2 * messages + 10U + 2U); // a call and a reply each, 10 solutions
    for (const auto& line : lines) {
        BOOST_TEST((line.front() == '{' && line.back() == '}'), line);
    }
}

BOOST_AUTO_TEST_CASE(text_keeps_the_callers_pattern_and_level) {
    std::ostringstream text;
    const auto logger = plain_logger(text);
    logger->set_pattern("[%l] %v");
    (void)run_writer(logger, queens::trace_options{"text", 6});
    const auto lines = lines_of(text.str());
    BOOST_TEST(lines.size() == 1U + 4U + 2U); // title, solutions, summary: the level is info
    BOOST_TEST(lines.at(1).rfind("[info] solution 1: ", 0) == 0U, lines.at(1));
}

BOOST_AUTO_TEST_CASE(one_is_singular) {
    captured_trace out;
    (void)trace_all(out, "text", spdlog::level::info, 1);
    const auto lines = out.lines();
    BOOST_TEST(lines.front() == "The conversation of 1 queen on a 1x1 board:");
    BOOST_TEST(lines.at(lines.size() - 2).starts_with("Summary: 1 solution, 4 messages in "));
    BOOST_TEST(lines.back() == "  can_attack 1, find_solution 1, advance 2"); // none unsent
    captured_trace six;
    queens::trace_options fast;
    fast.singular = "fast queen";
    fast.plural = "fast queens";
    (void)trace_all(six, "text", spdlog::level::debug, 6, nullptr, fast);
    BOOST_TEST(six.lines().front() == "The conversation of 6 fast queens on a 6x6 board:");
    BOOST_TEST(six.text.str().find("fast queen 2 (b) asks fast queen 1 (a)") != std::string::npos);
    // A question without a question mark and its answer are two clauses, not one run-on line.
    BOOST_TEST(six.text.str().find("find a safe square stands") == std::string::npos);
    BOOST_TEST(six.text.str().find("find a safe square, answer: stands on a1") !=
               std::string::npos);
}

// A name with a quote, a backslash and control characters, in every format.
namespace {

queens::trace_options awkward_names() {
    queens::trace_options options;
    options.piece = "say \"hi\"\\\x01";
    options.singular = "q\"\\\x02";
    options.plural = "qs\"\\\x02";
    options.glyph = "\"\\\u265B";
    return options;
}

} // namespace

BOOST_AUTO_TEST_CASE(names_are_escaped_in_every_format) {
    captured_trace jsonl;
    (void)trace_all(jsonl, "jsonl", spdlog::level::info, 4, nullptr, awkward_names());
    BOOST_TEST(jsonl.lines().front().find(R"("piece":"say \"hi\"\\\u0001")") != std::string::npos,
               jsonl.lines().front());
    BOOST_TEST(jsonl.lines().front().find("\"glyph\":\"\\\"\\\\\u265B\"") != std::string::npos,
               jsonl.lines().front());
    captured_trace chrome;
    (void)trace_all(chrome, "chrome", spdlog::level::debug, 4, nullptr, awkward_names());
    BOOST_TEST(chrome.text.str().find(R"x("name":"q\"\\\u0002 1 (a)")x") != std::string::npos);
    captured_trace mermaid;
    (void)trace_all(mermaid, "mermaid", spdlog::level::info, 4, nullptr, awkward_names());
    const std::string diagram = mermaid.text.str();
    BOOST_TEST(diagram.find("participant P1 as q#34;#92;#2; 1 (a)") != std::string::npos);
    BOOST_TEST(diagram.find('"') == std::string::npos);
    BOOST_TEST(diagram.find('\\') == std::string::npos);
    BOOST_TEST(diagram.find('\x02') == std::string::npos);
    captured_trace text;
    (void)trace_all(text, "text", spdlog::level::debug, 4, nullptr, awkward_names());
    BOOST_TEST(text.text.str().find('\x02') == std::string::npos); // nothing raw on a terminal
    BOOST_TEST(queens::json_escaped("a\"b\\c\n\x1f") == R"(a\"b\\c\n\u001f)");
}

BOOST_AUTO_TEST_CASE(mermaid_refuses_before_passing_mermaids_limit) {
    captured_trace small;
    (void)trace_all(small, "mermaid", spdlog::level::debug, 4);
    BOOST_TEST(small.text.str().size() < queens::mermaid_max_text_size);
    BOOST_TEST(small.lines().back().rfind("    %% ", 0) == 0U);
    captured_trace big;
    BOOST_CHECK_EXCEPTION((void)trace_all(big, "mermaid", spdlog::level::trace, 8),
                          queens::trace_too_large, [](const queens::trace_too_large& e) {
                              return std::string_view{e.what()}.find("level trace") !=
                                     std::string_view::npos;
                          });
    BOOST_TEST(big.text.str().size() <= queens::mermaid_max_text_size);
}

BOOST_AUTO_TEST_CASE(mermaid_refuses_a_board_whose_names_alone_pass_its_limit) {
    // A board whose participants' names alone pass Mermaid's limit is refused as it begins,
    // with nothing past the limit written.
    captured_trace out;
    queens::trace_options options;
    options.format = "mermaid";
    options.size = queens::max_size;
    options.singular = std::string(60, 'q');
    queens::trace_writer writer{out.logger, options};
    BOOST_CHECK_EXCEPTION(
        writer.begin(), queens::trace_too_large, [](const queens::trace_too_large& e) {
            return std::string_view{e.what()}.find("participants") != std::string_view::npos;
        });
    BOOST_TEST(out.text.str().size() <= queens::mermaid_max_text_size);
}

// The call-stack lane (tid 1): begin and end events pair up by name, in stack order, and nest
// as deep as the conversation; every id is positive.
BOOST_AUTO_TEST_CASE(chrome_slices_nest_as_a_stack_with_flows) {
    captured_trace chrome;
    totals counts;
    (void)trace_all(chrome, "chrome", spdlog::level::trace, 4, &counts);
    std::vector<std::string> stack;
    std::size_t deepest = 0;
    std::size_t slices = 0;
    std::size_t flows = 0;
    const auto field = [](const std::string& line, std::string_view key) {
        const auto at = line.find(key);
        if (at == std::string::npos) {
            return std::string{};
        }
        const auto from = at + key.size();
        return line.substr(from, line.find_first_of(",\"}", from) - from);
    };
    for (const auto& line : chrome.lines()) {
        BOOST_TEST(line.find(R"("tid":0)") == std::string::npos, line);
        BOOST_TEST(line.find(R"("pid":0)") == std::string::npos, line);
        const auto ph = field(line, R"("ph":")");
        if (ph == "s") {
            ++flows;
        }
        if (field(line, R"("tid":)") != "1" || (ph != "B" && ph != "E")) {
            continue;
        }
        BOOST_TEST(line.find(R"("cat":"message")") != std::string::npos, line);
        const auto name = field(line, R"("name":")");
        if (ph == "B") {
            stack.push_back(name);
            ++slices;
            deepest = std::max(deepest, stack.size());
        } else {
            BOOST_REQUIRE(!stack.empty());
            BOOST_TEST(stack.back() == name);
            stack.pop_back();
        }
    }
    BOOST_TEST(stack.empty());
    BOOST_TEST(slices == counts.messages);
    BOOST_TEST(deepest >= 4U); // the board asks queen 4, who asks 3, who asks 2, who asks 1
    BOOST_TEST(flows > 0U);
    BOOST_TEST(flows < slices); // the board's questions come from outside any slice
}

BOOST_AUTO_TEST_SUITE_END()
