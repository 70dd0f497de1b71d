// Count reports from a hostile or corrupt shard file: refused as `count` would refuse them.
#define BOOST_TEST_MODULE queens_count_report_hostile
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "count_report_fixtures.hpp"

#include <queens/count.hpp>
#include <queens/count_report.hpp>
#include <queens/registry.hpp>

#include <cmath>
#include <cstdint>
#include <functional>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;
using queens::count_report;

using fixtures::refused;
using fixtures::shard_of;

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
    // On a board of 16, whose 16^16 placements pass 2^64 (on 11, max is refused as more
    // solutions than placements).
    const auto of_16 = [](count_report r) {
        r.size = 16;
        return r;
    };
    BOOST_TEST(refused({of_16(shard_of(1, 2, max)), of_16(shard_of(2, 2, 1))}, "passes 2^64 - 1"));
    BOOST_TEST(refused({shard_of(1, 2, max), shard_of(2, 2, 1)}, "placements"));
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
