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
    // Engines cut a count their own way: one named by every shard, as count --json writes it.
    BOOST_TEST(refused(with([](count_report& r) { r.engine = "pieces"; }), "engine differs"));
    BOOST_TEST(refused(with([](count_report& r) { r.engine.clear(); }), "names no engine"));
    BOOST_TEST(refused(with([](count_report& r) { r.engine_reason += " (edited)"; }),
                       "engine's reason differs"));
    BOOST_TEST(refused(with([](count_report& r) { // another version's words asked first
                           r.version = "0.9";
                           r.engine.clear();
                       }),
                       "counted by version '0.9'"));
}

BOOST_AUTO_TEST_SUITE_END()
