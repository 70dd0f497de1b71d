// The trace formats at the library level: names, levels, record counts, and no global logger.
#define BOOST_TEST_MODULE queens_trace
#include <boost/test/unit_test.hpp>

#include <queens/board.hpp>
#include <queens/trace_format.hpp>

#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <sstream>
#include <string>
#include <vector>

namespace {

struct captured_trace {
    std::ostringstream text;
    std::shared_ptr<spdlog::logger> logger;
    captured_trace() {
        logger = std::make_shared<spdlog::logger>(
            "capture", std::make_shared<spdlog::sinks::ostream_sink_st>(text));
        logger->set_pattern("%v");
        logger->set_level(spdlog::level::trace);
    }
    [[nodiscard]] std::vector<std::string> lines() const {
        std::vector<std::string> all;
        std::istringstream in{text.str()};
        for (std::string line; std::getline(in, line);) {
            all.push_back(line);
        }
        return all;
    }
};

struct totals {
    std::uint64_t messages = 0;
    std::uint64_t solutions = 0;
};

std::uint64_t trace_all(captured_trace& out, queens::trace_format format, queens::trace_level level,
                        int size, totals* counts = nullptr) {
    queens::trace_writer writer{out.logger, format, level, size, "queen"};
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
}

BOOST_AUTO_TEST_CASE(jsonl_has_a_record_per_event_between_start_and_summary) {
    captured_trace out;
    totals counts;
    BOOST_TEST(
        trace_all(out, queens::trace_format::jsonl, queens::trace_level::trace, 6, &counts) == 4U);
    const auto lines = out.lines();
    // Each message is a call and a reply; each solution one record; plus start and summary.
    BOOST_TEST(lines.size() == 2 * counts.messages + counts.solutions + 2);
    BOOST_TEST(lines.front().find(R"("phase":"start")") != std::string::npos);
    BOOST_TEST(lines.back().find(R"("solutions":4)") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(levels_leave_out_what_they_should) {
    captured_trace info;
    (void)trace_all(info, queens::trace_format::text, queens::trace_level::info, 6);
    const auto info_lines = info.lines();
    BOOST_TEST(info_lines.size() == 1U + 4U + 1U); // title, four solutions, summary
    captured_trace debug;
    (void)trace_all(debug, queens::trace_format::text, queens::trace_level::debug, 6);
    BOOST_TEST(debug.text.str().find("can you attack") == std::string::npos);
    BOOST_TEST(debug.text.str().find("asks queen 1 (a): advance") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(mermaid_and_chrome_are_closed) {
    captured_trace mermaid;
    (void)trace_all(mermaid, queens::trace_format::mermaid, queens::trace_level::debug, 4);
    BOOST_TEST(mermaid.lines().front() == "sequenceDiagram");
    captured_trace chrome;
    (void)trace_all(chrome, queens::trace_format::chrome, queens::trace_level::trace, 4);
    const auto lines = chrome.lines();
    BOOST_TEST(lines.front().rfind(R"({"displayTimeUnit")", 0) == 0U);
    BOOST_TEST(lines.back().rfind("],\"otherData\":", 0) == 0U);
}

BOOST_AUTO_TEST_CASE(the_library_registers_no_global_logger) {
    captured_trace out;
    (void)trace_all(out, queens::trace_format::text, queens::trace_level::trace, 4);
    BOOST_TEST(spdlog::get("capture") == nullptr);
    BOOST_TEST(spdlog::get("queens") == nullptr);
}

BOOST_AUTO_TEST_SUITE_END()
