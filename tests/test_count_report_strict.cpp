// Count reports read as strict JSON (nlohmann-json underneath) and written only when they
// read back: every refusal names the key or the byte at fault, and what is written is valid
// JSON, ASCII only.
#define BOOST_TEST_MODULE queens_count_report_strict
#include <algorithm>

#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "count_report_fixtures.hpp"

#include <queens/count_report.hpp>
#include <queens/registry.hpp>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;
using fixtures::refused;
using fixtures::shard_of;
using queens::count_report;

namespace {

count_report whole_count() {
    count_report r;
    r.size = 8;
    r.piece = "fast";
    r.solutions = 92;
    r.fundamental = 12;
    r.tasks = 25;
    r.seconds = 0.000412;
    return r;
}

const std::string valid = queens::to_json(whole_count());

/// `valid` with its first `from` replaced by `to`.
std::string changed(const std::string& from, const std::string& to) {
    std::string json = valid;
    const auto at = json.find(from);
    BOOST_TEST_REQUIRE(at != std::string::npos);
    return json.replace(at, from.size(), to);
}

/// The message `parse_count_report` throws for `json` ("" when it reads it).
std::string refusal(const std::string& json) {
    try {
        (void)queens::parse_count_report(json);
    } catch (const std::invalid_argument& e) {
        return e.what();
    }
    return "";
}

bool printable(const std::string& text) {
    return std::ranges::all_of(text, [](const char c) {
        return static_cast<unsigned char>(c) >= 0x20 && static_cast<unsigned char>(c) < 0x7f;
    });
}

struct refused_case {
    std::string json;
    std::string says; ///< the key or byte the message must name
};

std::ostream& operator<<(std::ostream& out, const refused_case& c) { return out << c.json; }

} // namespace

BOOST_AUTO_TEST_SUITE(strict_json)

BOOST_AUTO_TEST_CASE(what_it_writes_it_reads) {
    BOOST_TEST(valid == R"({"size":8,"piece":"fast","pinned":[],"shard":"1/1","solutions":92,)"
                        R"("fundamental":12,"tasks":25,"seconds":0.000412,"interrupted":false,)"
                        R"("version":")" +
                            std::string(queens::library_version()) + R"("})");
    BOOST_TEST(queens::to_json(queens::parse_count_report(valid)) == valid);
}

BOOST_DATA_TEST_CASE(
    refuses_what_json_refuses_naming_where,
    bdata::make(std::vector<refused_case>{
        {changed(R"("size":8)", R"("size":008)"), "byte 10: syntax error"},
        {changed(R"("size":8)", R"("size":+8)"), "byte 9"},
        {changed(R"("tasks":25)", R"("tasks":0x19)"), "byte"},
        {changed(R"("piece":"fast")", "\"piece\":\"f\xff\""), "UTF-8"},
        {changed(R"("piece":"fast")", "\"piece\":\"\xc0\xaf\""), "UTF-8"},
        {changed(R"("piece":"fast")", R"("piece":"\ud800")"), "surrogate"},
        {valid + " x", "end of input"},
        {valid + valid, "end of input"},
        {changed(R"("size":8)", R"(/* c */"size":8)"), "byte"},
        {changed(R"("seconds":0.000412)", R"("seconds":NaN)"), "byte"},
        {changed(R"("seconds":0.000412)", R"("seconds":1e400)"), "overflow"},
        {changed(R"("size":8)", R"("size":8,"size":8)"), "'size' given twice"},
        {changed(R"("size":8)", R"("size":8.0)"), "'size' is not a whole number"},
        {changed(R"("size":8)", R"("size":18446744073709551616)"), "'size'"},
        {changed(R"("solutions":92)", R"("solutions":-1)"), "'solutions'"},
        {changed(R"("solutions":92)", R"("solutions":18446744073709551616)"), "'solutions'"},
        {changed(R"("seconds":0.000412)", R"("seconds":1e60)"), "'seconds'"},
        {changed(R"("seconds":0.000412)", R"("seconds":null)"), "'seconds'"},
        {changed(R"("pinned":[])", R"("pinned":[[1,[2]]])"), "nested deeper"},
        {changed(R"("size":8)", R"("size":{"a":1,"a":2})"), "'a' given twice"},
        {changed(R"("pinned":[])", R"("pinned":[[1,2,3]])"), "[column,row]"},
        {changed(R"("tasks":25)", R"("tasks":25,"colour":1)"), "unknown key 'colour'"},
    }),
    c) {
    const std::string message = refusal(c.json);
    BOOST_TEST_MESSAGE("message was: " << message);
    BOOST_TEST(message.find("not a count report") != std::string::npos);
    BOOST_TEST(message.find(c.says) != std::string::npos);
    BOOST_TEST(printable(message));
}

BOOST_AUTO_TEST_CASE(a_huge_list_is_refused_before_it_is_built) {
    std::string many = R"("tasks":[)";
    for (int i = 0; i < 2'000'000; ++i) {
        many += i == 0 ? "1" : ",1";
    }
    const std::string message = refusal(changed(R"("tasks":25)", many + "]"));
    BOOST_TEST(message.find("'tasks' holds more than a report holds") != std::string::npos);
}

BOOST_AUTO_TEST_CASE(counts_that_cannot_be_together_are_refused) {
    BOOST_TEST(refusal(changed(R"("fundamental":12)", R"("fundamental":500)")).find("cannot be") !=
               std::string::npos);
    BOOST_TEST(refusal(changed(R"("fundamental":12)", R"("fundamental":0)")).find("cannot be") !=
               std::string::npos);
    BOOST_TEST(refusal(changed(R"("fundamental":12)", R"("fundamental":11)")).find("cannot be") !=
               std::string::npos); // 92 solutions need at least 12 classes
    // A shard may hold a class's first solution without its images.
    BOOST_TEST(refusal(changed(R"("shard":"1/1")", R"("shard":"1/2")")).empty());
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(honest_writing)

BOOST_DATA_TEST_CASE(a_time_that_would_not_read_back_is_not_written,
                     bdata::make({std::nan(""), std::numeric_limits<double>::infinity(), -1.0,
                                  1e60}),
                     seconds) {
    count_report r = whole_count();
    r.seconds = seconds;
    BOOST_CHECK_THROW((void)queens::to_json(r), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(the_longest_time_written_reads_back) {
    count_report r = whole_count();
    r.seconds = 1e12;
    BOOST_TEST(queens::parse_count_report(queens::to_json(r)).seconds == 1e12);
}

BOOST_AUTO_TEST_CASE(text_is_written_as_ascii_json) {
    count_report r = whole_count();
    r.engine = "constellations"; // the reason is written beside its engine
    r.engine_reason = "caf\xc3\xa9 \xc2\x9b"
                      "2J\x7f"; // é, the C1 CSI a terminal obeys, DEL
    const std::string json = queens::to_json(r);
    BOOST_TEST(printable(json));
    BOOST_TEST(json.find(R"("engine_reason":"caf\u00e9 \u009b2J\u007f")") != std::string::npos);
    BOOST_TEST(queens::parse_count_report(json).engine_reason == r.engine_reason);
    r.engine_reason = "\xff";
    BOOST_CHECK_THROW((void)queens::to_json(r), std::invalid_argument);
    // A piece no kind can be called (the registry's names: 1 to 40 of [A-Za-z0-9_-]), more
    // solutions than a board has placements of one piece in each column (2 x 2: 4).
    r = whole_count();
    r.size = 2;
    r.fundamental.reset();
    BOOST_CHECK_THROW((void)queens::to_json(r), std::invalid_argument);
    r.solutions = 4;
    BOOST_CHECK_NO_THROW((void)queens::to_json(r));
    // Solutions from a shard that ran no task (more shards than tasks: it searched nothing).
    r.tasks = 0;
    BOOST_CHECK_THROW((void)queens::to_json(r), std::invalid_argument);
    r.solutions = 0;
    BOOST_CHECK_NO_THROW((void)queens::to_json(r));
    for (const char* name : {"", "a b", "caf\xc3\xa9"}) {
        r = whole_count();
        r.piece = name;
        BOOST_CHECK_THROW((void)queens::to_json(r), std::invalid_argument);
    }
}

BOOST_AUTO_TEST_SUITE_END()

// The library's merge holds shards to what a file's report is held to.
BOOST_AUTO_TEST_SUITE(honest_merging)

BOOST_AUTO_TEST_CASE(what_no_count_holds_is_refused_in_every_shard_and_in_the_total) {
    auto big = shard_of(2, 2, 1);
    big.size = 2000;
    BOOST_TEST(refused({shard_of(1, 2, 1), big}, "board size differs"));
    auto both = shard_of(1, 1, 1);
    both.size = 2000;
    BOOST_TEST(refused({both}, "shard 1/1: board size 2000 is out of range"));
    auto column = shard_of(1, 1, 1);
    column.fundamental.reset();
    column.pinned = {{1, 1}, {1, 2}};
    BOOST_TEST(refused({column}, "two pieces pinned in column 1"));
    // 8 solutions in each of two shards with 1 fundamental each: 16 solutions cannot be 2 classes.
    auto a = shard_of(1, 2, 8);
    auto b = shard_of(2, 2, 8);
    a.fundamental = 1;
    b.fundamental = 0;
    BOOST_TEST(refused({a, b}, "cannot merge: 16 solutions and 1 fundamental ones cannot be"));
    auto slow = shard_of(1, 2, 8);
    slow.seconds = 1e12;
    BOOST_TEST(refused({slow, slow}, "given twice"));
    auto slow2 = shard_of(2, 2, 8);
    slow2.seconds = 1e12;
    BOOST_TEST(refused({slow, slow2}, "seconds add up to more than 1e+12"));
}

BOOST_AUTO_TEST_CASE(solutions_with_pins_that_attack_each_other_are_refused) {
    const queens::piece_registry pieces = queens::standard_pieces();
    for (const char* kind : {"queen", "fast", "superqueen", "rook"}) {
        count_report r = whole_count();
        r.piece = kind;
        r.fundamental.reset();
        r.solutions = 4;
        r.pinned = {{1, 1}, {2, 1}}; // a1 and b1: one row, which every kind here attacks along
        BOOST_CHECK_EXCEPTION(
            queens::check(r, pieces), std::invalid_argument, [](const std::invalid_argument& e) {
                return std::string(e.what()).find("attack each other") != std::string::npos;
            });
        r.solutions = 0; // what a count of them finds: no lie
        BOOST_CHECK_NO_THROW(queens::check(r, pieces));
        r.solutions = 4;
        r.pinned = {{1, 1}, {4, 2}}; // a1 and d2: apart for queens, superqueens and rooks
        BOOST_CHECK_NO_THROW(queens::check(r, pieces));
    }
}

BOOST_AUTO_TEST_SUITE_END()
