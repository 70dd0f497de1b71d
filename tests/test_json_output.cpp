// Everything the library writes as JSON reads back in a strict parser (nlohmann-json, as a
// user's program would read it), whatever bytes an extender's names hold.
#define BOOST_TEST_MODULE queens_json_output
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include <queens/board.hpp>
#include <queens/text.hpp>
#include <queens/trace_format.hpp>

#include <nlohmann/json.hpp>
#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <sstream>
#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;

namespace {

struct escape_case {
    std::string text;
    std::string json;
};

std::ostream& operator<<(std::ostream& out, const escape_case& c) {
    return out << queens::escaped(c.text);
}

/// The trace of 4 queens in `format` at level debug, named with `name` everywhere.
std::string trace_named(const std::string& format, const std::string& name) {
    std::ostringstream text;
    auto logger = std::make_shared<spdlog::logger>(
        "capture", std::make_shared<spdlog::sinks::ostream_sink_st>(text));
    logger->set_pattern("%v");
    logger->set_level(spdlog::level::debug);
    queens::trace_options options;
    options.format = format;
    options.size = 4;
    options.piece = name;
    options.singular = name;
    options.plural = name;
    options.glyph = name;
    queens::trace_writer writer{logger, options};
    writer.begin();
    queens::board b{4, queens::make_queen(), queens::trace_links(writer, 4)};
    (void)b.count();
    writer.finish(0.0, false);
    return text.str();
}

// A literal is split where a hex escape must end ("\x9b" "2J", not "\x9b2J").
const std::vector<std::string> hostile_names{"\xff\xfe",
                                             std::string{"q\xc2\x9b"} + "2J",
                                             std::string{"\xe2\x80\xae"} + "evil",
                                             "\xc0\xaf",
                                             "\xed\xa0\x80",
                                             "cut \xe2\x99",
                                             "\xf4\x90\x80\x80",
                                             "\x1b]0;x\x07",
                                             "ok \xe2\x99\x9b"};

} // namespace

BOOST_AUTO_TEST_SUITE(valid_json)

BOOST_DATA_TEST_CASE(json_escaped_keeps_glyphs_and_nothing_else,
                     bdata::make(std::vector<escape_case>{
                         {"\xe2\x99\x9b \xf0\x9f\x90\xaa",
                          "\xe2\x99\x9b \xf0\x9f\x90\xaa"},         // kept: U+265B, U+1F42A
                         {"\xff", R"(\ufffd)"},                     // not UTF-8
                         {"\xc0\xaf", R"(\ufffd\ufffd)"},           // overlong
                         {"\xed\xa0\x80", R"(\ufffd\ufffd\ufffd)"}, // a surrogate
                         {"\xf4\x90\x80\x80", R"(\ufffd\ufffd\ufffd\ufffd)"}, // past U+10FFFF
                         {"a\xe2\x99", R"(a\ufffd\ufffd)"},                   // cut short
                         {"\xc2\x9b", R"(\u009b)"},                           // C1 CSI
                         {"\xe2\x80\xa8\xe2\x80\xae\xe2\x81\xa6", R"(\u2028\u202e\u2066)"},
                         {"a\"b\\c\n\x1f\x7f", R"(a\"b\\c\n\u001f\u007f)"}}),
                     c) {
    BOOST_TEST(queens::json_escaped(c.text) == c.json);
    BOOST_TEST(nlohmann::json::accept('"' + c.json + '"'));
}

BOOST_DATA_TEST_CASE(every_jsonl_line_parses_whatever_the_names, bdata::make(hostile_names), name) {
    std::istringstream lines{trace_named("jsonl", name)};
    int read = 0;
    for (std::string line; std::getline(lines, line); ++read) {
        BOOST_TEST_REQUIRE(nlohmann::json::accept(line), line);
    }
    BOOST_TEST(read > 10);
}

BOOST_DATA_TEST_CASE(the_chrome_trace_parses_whatever_the_names, bdata::make(hostile_names), name) {
    const std::string trace = trace_named("chrome", name);
    BOOST_TEST_REQUIRE(nlohmann::json::accept(trace));
    BOOST_TEST(nlohmann::json::parse(trace).at("traceEvents").size() > 10U);
}

BOOST_AUTO_TEST_SUITE_END()
