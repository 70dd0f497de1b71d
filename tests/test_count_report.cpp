// Count reports: written, read back strictly, and merged only when they are shards of one count.
#define BOOST_TEST_MODULE queens_count_report
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "count_report_fixtures.hpp"

#include <queens/count.hpp>
#include <queens/count_report.hpp>
#include <queens/registry.hpp>

#include <cmath>
#include <functional>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;
using queens::count_report;

using fixtures::refused;
using fixtures::shard_of;

BOOST_AUTO_TEST_SUITE(count_report_json)

BOOST_AUTO_TEST_CASE(round_trips_through_json) {
    count_report r = shard_of(2, 4, 2680);
    r.pinned = {{1, 3}, {5, 2}};
    r.fundamental.reset(); // not counted with pins
    r.interrupted = true;
    const std::string json = queens::to_json(r);
    BOOST_TEST(json.find(R"("shard":"2/4")") != std::string::npos);
    BOOST_TEST(json.find(R"("pinned":[[1,3],[5,2]])") != std::string::npos);
    const count_report back = queens::parse_count_report(json);
    BOOST_TEST(back.size == 11);
    BOOST_TEST(back.piece == "fast");
    BOOST_TEST((back.pinned == r.pinned));
    BOOST_TEST(back.part.index == 2);
    BOOST_TEST(back.part.count == 4);
    BOOST_TEST(back.solutions == 2680U);
    BOOST_TEST(!back.fundamental.has_value());
    BOOST_TEST(back.tasks == 10U);
    BOOST_TEST(back.seconds == 0.5);
    BOOST_TEST(back.interrupted);
    BOOST_TEST(back.version == std::string(queens::library_version()));
    BOOST_TEST(queens::to_json(back) == json);
}

BOOST_AUTO_TEST_CASE(strings_are_escaped_as_the_trace_formats_escape_them) {
    count_report r = shard_of(1, 1, 92);
    r.fundamental = 12;
    r.version = "1.0\n\"x\"\\\x01\x7f";
    const std::string json = queens::to_json(r);
    BOOST_TEST(json.find(R"("version":"1.0\n\"x\"\\\u0001\u007f")") != std::string::npos);
    BOOST_TEST(queens::parse_count_report(json).version == r.version);
    // Every short escape of JSON reads, as another tool may write them.
    const std::string other = std::string{json}.replace(json.find("1.0\\n"), 5, R"(\t\r\b\f\/)");
    BOOST_TEST(queens::parse_count_report(other).version.substr(0, 5) == "\t\r\b\f/");
}

BOOST_AUTO_TEST_CASE(fundamental_is_written_only_when_counted) {
    count_report r = shard_of(1, 1, 92);
    r.fundamental.reset();
    const std::string json = queens::to_json(r);
    BOOST_TEST(json.find("fundamental") == std::string::npos);
    BOOST_TEST(!queens::parse_count_report(json).fundamental.has_value());
}

BOOST_DATA_TEST_CASE(
    rejects_what_it_did_not_write,
    bdata::make(std::vector<std::string>{
        "", "[]", "{}", "{\"size\":8}", "not json",
        // a key missing, unknown, twice; trailing text; wrong types; out of range
        R"({"size":8,"piece":"fast","pinned":[],"shard":"1/1","solutions":92,"tasks":1,"seconds":0,"interrupted":false})",
        R"({"size":8,"piece":"fast","pinned":[],"shard":"1/1","solutions":92,"tasks":1,"seconds":0,"interrupted":false,"version":"1","colour":1})",
        R"({"size":8,"size":8,"piece":"fast","pinned":[],"shard":"1/1","solutions":92,"tasks":1,"seconds":0,"interrupted":false,"version":"1"})",
        R"({"size":8,"piece":"fast","pinned":[],"shard":"1/1","solutions":92,"tasks":1,"seconds":0,"interrupted":false,"version":"1"} x)",
        R"({"size":"8","piece":"fast","pinned":[],"shard":"1/1","solutions":92,"tasks":1,"seconds":0,"interrupted":false,"version":"1"})",
        R"({"size":8,"piece":"fast","pinned":[],"shard":"5/4","solutions":92,"tasks":1,"seconds":0,"interrupted":false,"version":"1"})",
        R"({"size":8,"piece":"fast","pinned":[],"shard":"1/1","solutions":-92,"tasks":1,"seconds":0,"interrupted":false,"version":"1"})",
        R"({"size":8,"piece":"fast","pinned":[[9,1]],"shard":"1/1","solutions":92,"tasks":1,"seconds":0,"interrupted":false,"version":"1"})",
        R"({"size":0,"piece":"fast","pinned":[],"shard":"1/1","solutions":92,"tasks":1,"seconds":0,"interrupted":false,"version":"1"})",
        R"({"size":8,"piece":"fast","pinned":[],"shard":"1/1","solutions":92,"tasks":1,"seconds":0,"interrupted":maybe,"version":"1"})"}),
    text) {
    BOOST_CHECK_EXCEPTION((void)queens::parse_count_report(text), std::invalid_argument,
                          [](const std::invalid_argument& e) {
                              return std::string(e.what()).find("not a count report") !=
                                     std::string::npos;
                          });
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(count_report_merge)

BOOST_AUTO_TEST_CASE(adds_up_shards_in_any_order) {
    const std::vector<count_report> shards = {shard_of(3, 3, 800), shard_of(1, 3, 1000),
                                              shard_of(2, 3, 880)};
    const count_report total = queens::merge(shards);
    BOOST_TEST(total.solutions == 2680U);
    BOOST_TEST(total.fundamental.value() == 100U + 125U + 110U);
    BOOST_TEST(total.tasks == 30U);
    BOOST_TEST(total.seconds == 1.5);
    BOOST_TEST(total.part.index == 1);
    BOOST_TEST(total.part.count == 1);
}

BOOST_AUTO_TEST_CASE(refuses_missing_and_duplicate_shards) {
    BOOST_TEST(refused({shard_of(1, 3, 1), shard_of(3, 3, 1)}, "shards missing: 2/3"));
    BOOST_TEST(refused({shard_of(1, 2, 1), shard_of(1, 2, 1), shard_of(2, 2, 1)},
                       "shard 1/2 is given twice"));
    BOOST_TEST(refused({}, "nothing to merge"));
}

BOOST_AUTO_TEST_CASE(refuses_shards_of_other_counts) {
    const auto with = [](auto change) {
        count_report other = shard_of(2, 2, 1);
        change(other);
        return std::vector<count_report>{shard_of(1, 2, 1), other};
    };
    BOOST_TEST(refused(with([](count_report& r) { r.size = 12; }), "board size differs"));
    BOOST_TEST(refused(with([](count_report& r) { r.piece = "queen"; }), "piece differs"));
    BOOST_TEST(refused(with([](count_report& r) {
                           r.pinned = {{1, 1}};
                       }),
                       "pinned squares differs"));
    BOOST_TEST(
        refused(with([](count_report& r) { r.version = "0.9"; }), "counted by version '0.9'"));
    BOOST_TEST(refused(with([](count_report& r) { r.fundamental.reset(); }),
                       "counting fundamental solutions differs"));
    BOOST_TEST(refused(with([](count_report& r) { r.part = {2, 3}; }), "number of shards differs"));
    BOOST_TEST(refused(with([](count_report& r) { r.interrupted = true; }), "interrupted"));
}

BOOST_AUTO_TEST_SUITE_END()

// What a hostile or corrupt shard file can hold: refused as `count` would refuse it, never
// wrapped, never allocated for, never printed raw.
BOOST_AUTO_TEST_SUITE(count_report_hostile)

namespace {

/// A report's JSON with `change` applied to a valid 8-queens shard first.
template <typename Change>
std::string json_of(Change change) {
    count_report r = shard_of(1, 1, 92);
    r.size = 8;
    r.fundamental = 12;
    change(r);
    return queens::to_json(r);
}

bool parse_refused(const std::string& json, const std::string& words) {
    try {
        (void)queens::parse_count_report(json);
    } catch (const std::invalid_argument& e) {
        BOOST_TEST_MESSAGE("message was: " << e.what());
        return std::string(e.what()).find(words) != std::string::npos;
    }
    return false;
}

} // namespace

BOOST_AUTO_TEST_CASE(sums_past_64_bits_are_refused_not_wrapped) {
    const auto max = std::numeric_limits<std::uint64_t>::max();
    BOOST_TEST(refused({shard_of(1, 2, max), shard_of(2, 2, 1)}, "passes 2^64 - 1"));
    auto many_tasks = shard_of(2, 2, 1);
    many_tasks.tasks = max;
    BOOST_TEST(refused({shard_of(1, 2, 1), many_tasks}, "sum of tasks"));
    // More fundamental solutions than solutions is refused in the shard, before any sum (so
    // the fundamental sum cannot pass 2^64 - 1 before the solutions' sum does).
    auto fundamental = shard_of(2, 2, 1);
    fundamental.fundamental = max;
    BOOST_TEST(refused({shard_of(1, 2, 16), fundamental}, "shard 2/2: 1 solutions and"));
}

BOOST_DATA_TEST_CASE(seconds_must_be_finite_and_not_negative,
                     bdata::make({"nan", "-nan", "inf", "-inf", "-1", "1e999"}), seconds) {
    std::string json = json_of([](count_report&) {});
    const auto at = json.find(R"("seconds":)") + 10;
    json.replace(at, json.find(',', at) - at, seconds);
    BOOST_TEST(parse_refused(json, "not a count report"));
    auto r = shard_of(1, 1, 92);
    r.seconds = std::nan("");
    BOOST_TEST(refused({r}, "shard 1/1: 'seconds' is not a number from 0 to"));
}

BOOST_AUTO_TEST_CASE(a_huge_shard_count_costs_nothing_and_says_little) {
    // 999,999,998 shards missing: named a few at a time, no memory for each of them.
    auto r = shard_of(1, 999999999, 92);
    std::string message;
    try {
        (void)queens::merge(std::vector<count_report>{r});
    } catch (const std::invalid_argument& e) {
        message = e.what();
    }
    BOOST_TEST(message.find("2/999999999") != std::string::npos);
    BOOST_TEST(message.find("and 999999990 more") != std::string::npos);
    BOOST_TEST(message.size() < 400U);
    r.part = {-1, -3};
    BOOST_TEST(refused({r}, "shard -1/-3: 'shard' is not i/k with 1 <= i <= k"));
}

BOOST_AUTO_TEST_CASE(refuses_what_count_would_refuse) {
    const queens::piece_registry pieces = queens::standard_pieces();
    // Five million pins: refused at once, not compared pair by pair for hours.
    std::string many = R"({"size":8,"piece":"fast","pinned":[)";
    for (int i = 0; i < 5'000'000; ++i) {
        many += i == 0 ? "[1,1]" : ",[1,1]";
    }
    many += R"(],"shard":"1/1","solutions":92,"tasks":1,"seconds":0,"interrupted":false,)"
            R"("version":"1.0.0"})";
    BOOST_TEST(parse_refused(many, "more pinned squares than the largest board has columns"));
    // For every kind: the size, pins on the board and one per column, no fundamental with pins;
    // neither read nor written (to_json refuses what would not read back).
    const std::string valid = json_of([](count_report&) {});
    const auto edited = [&](const std::string& from, const std::string& to) {
        std::string json = valid;
        const auto at = json.find(from);
        BOOST_TEST_REQUIRE(at != std::string::npos);
        return json.replace(at, from.size(), to);
    };
    const auto refused = [&](const std::string& from, const std::string& to,
                             const std::function<void(count_report&)>& change,
                             const std::string& words) {
        BOOST_TEST(parse_refused(edited(from, to), words), words);
        count_report r = queens::parse_count_report(valid);
        change(r);
        BOOST_CHECK_THROW((void)queens::to_json(r), std::invalid_argument);
    };
    refused(R"("pinned":[])", R"("pinned":[[1,1],[2,1],[3,1],[4,1],[5,1],[6,1],[7,1],[8,1],[1,2]])",
            [](count_report& r) {
                r.pinned.assign(9, queens::square{1, 1});
            },
            "9 pinned squares on a board of 8");
    refused(R"("size":8)", R"("size":1001)", [](count_report& r) { r.size = 1001; },
            "from 1 to 1000");
    refused(R"("pinned":[])", R"("pinned":[[1,1],[1,3]])",
            [](count_report& r) {
                r.pinned = {{1, 1}, {1, 3}};
            },
            "two pieces pinned in column 1");
    refused(R"("pinned":[])", R"("pinned":[[1,1]])",
            [](count_report& r) {
                r.pinned = {{1, 1}};
            },
            "without pinned squares");
    refused(R"("version":")" + std::string{queens::library_version()} + '"', R"("version":"")",
            [](count_report& r) { r.version.clear(); }, "'version' is empty");
    // For a kind the registry knows: its own limits, as count checks them.
    const auto check = [&](auto change) {
        const count_report r = queens::parse_count_report(json_of(change));
        queens::check(r, pieces);
    };
    BOOST_CHECK_THROW(check([](count_report& r) {
                          r.size = 100;
                          r.fundamental.reset();
                      }),
                      std::invalid_argument); // fast queens: 64 at most
    BOOST_CHECK_NO_THROW(check([](count_report& r) { r.piece = "unknown-kind"; }));
    BOOST_CHECK_NO_THROW(check([](count_report&) {}));
}

BOOST_AUTO_TEST_CASE(shards_whose_pins_differ_only_in_order_are_one_count) {
    auto a = shard_of(1, 2, 3);
    auto b = shard_of(2, 2, 4);
    a.fundamental.reset();
    b.fundamental.reset();
    a.pinned = {{1, 1}, {3, 5}};
    b.pinned = {{3, 5}, {1, 1}};
    const count_report total = queens::merge(std::vector<count_report>{a, b});
    BOOST_TEST(total.solutions == 7U);
    BOOST_TEST(total.pinned.front().column == 1);
    // And read back from files in column order.
    const count_report read = queens::parse_count_report(queens::to_json(b));
    BOOST_TEST(read.pinned.front().column == 1);
}

BOOST_AUTO_TEST_CASE(text_from_a_shard_is_escaped_in_every_message) {
    auto a = shard_of(1, 2, 1);
    auto b = shard_of(2, 2, 1);
    b.piece = "x\033]0;pwned\007\033[2J\nFAKE: 999 solutions";
    std::string message;
    try {
        (void)queens::merge(std::vector<count_report>{a, b});
    } catch (const std::invalid_argument& e) {
        message = e.what();
    }
    BOOST_TEST(!message.empty());
    for (const char c : message) {
        BOOST_TEST_REQUIRE((static_cast<unsigned char>(c) >= 0x20 && c != 0x7f));
    }
    BOOST_TEST(parse_refused(R"({"size":8,"piece":"fast","pinned":[],"shard":"1/1\u001b[2J",)"
                             R"("solutions":92,"tasks":1,"seconds":0,"interrupted":false,)"
                             R"("version":"1"})",
                             "\\x1b[2J"));
}

BOOST_AUTO_TEST_SUITE_END()
