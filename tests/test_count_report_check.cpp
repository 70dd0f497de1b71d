// One set of rules for a count report however it comes: read from a file
// (parse_count_report), made by hand and checked (check(report, registry)), written (to_json)
// or merged. A report the reader refuses is refused by the check and never written; a report
// naming an engine says one `count` takes for its puzzle when asked for it.
#define BOOST_TEST_MODULE queens_count_report_check
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

using fixtures::shard_of;
using queens::count_report;

namespace {

/// True when `act` throws `std::invalid_argument` whose message holds `words`.
bool refused(const std::function<void()>& act, const std::string& words) {
    try {
        act();
    } catch (const std::invalid_argument& e) {
        BOOST_TEST_MESSAGE("message was: " << e.what());
        return std::string(e.what()).find(words) != std::string::npos;
    }
    return false;
}

} // namespace

BOOST_AUTO_TEST_SUITE(checked_alike)

BOOST_AUTO_TEST_CASE(a_report_the_reader_refuses_is_refused_by_the_check_and_never_written) {
    const queens::piece_registry pieces = queens::standard_pieces();
    const std::vector<std::pair<std::function<void(count_report&)>, std::string>> wrong{
        {[](count_report& r) {
             r.part = {5, 2};
         },
         "'shard'"},
        {[](count_report& r) { r.seconds = std::nan(""); }, "'seconds'"},
        {[](count_report& r) { r.seconds = -5; }, "'seconds'"},
        {[](count_report& r) { r.estimated_nodes_log10 = -1; }, "'estimated_nodes_log10'"},
        {[](count_report& r) { r.estimated_seconds_log10 = 1e7; }, "'estimated_seconds_log10'"},
        {[](count_report& r) { r.engine = "bogus"; }, "'engine' is 'bogus'"},
        {[](count_report& r) { r.engine = "\x1b[31m"; }, "\\x1b"},
        {[](count_report& r) { r.engine_reason.assign(1001, 'x'); }, "'engine_reason'"},
        {[](count_report& r) { r.version.clear(); }, "'version' is empty"},
    };
    for (const std::string piece : {"fast", "no-such-kind"}) {
        for (const auto& [change, words] : wrong) {
            count_report r = shard_of(1, 1, 2680);
            r.piece = piece;
            change(r);
            BOOST_TEST(refused([&] { queens::check(r, pieces); }, words), words);
            BOOST_TEST(refused([&] { (void)queens::to_json(r); }, words), words);
            BOOST_CHECK_THROW((void)queens::merge(std::vector<count_report>{r}),
                              std::invalid_argument);
        }
    }
}

BOOST_AUTO_TEST_CASE(nothing_hides_after_a_nul_byte_or_before_a_byte_order_mark) {
    const std::string valid = queens::to_json(shard_of(1, 1, 2680));
    BOOST_CHECK_NO_THROW((void)queens::parse_count_report(valid));
    const std::string hidden = valid + std::string(1, '\0') + R"({"garbage": true, not json)";
    BOOST_TEST(refused([&] { (void)queens::parse_count_report(hidden); },
                       "a NUL byte at byte " + std::to_string(valid.size() + 1)));
    BOOST_TEST(refused([&] { (void)queens::parse_count_report("\xEF\xBB\xBF" + valid); },
                       "byte-order mark"));
}

BOOST_AUTO_TEST_CASE(the_engine_a_report_names_is_one_count_takes_for_its_puzzle) {
    const queens::piece_registry pieces = queens::standard_pieces();
    // What count writes passes, whichever engine it was asked for.
    for (const auto engine : {queens::count_engine::automatic, queens::count_engine::constellations,
                              queens::count_engine::pieces, queens::count_engine::chain,
                              queens::count_engine::quadrants}) {
        queens::count_options options;
        options.size = 10;
        options.piece = pieces.find("queen");
        options.engine = engine;
        const count_report r = queens::report_of(options, queens::count(options));
        BOOST_TEST(r.solutions == 724U); // OEIS A000170
        BOOST_CHECK_NO_THROW(queens::check(r, pieces));
    }
    count_report fundamental = shard_of(1, 1, 724);
    fundamental.size = 10;
    fundamental.fundamental = 92; // OEIS A002562
    fundamental.engine = "quadrants";
    BOOST_TEST(
        refused([&] { queens::check(fundamental, pieces); }, "the quadrants engine cannot count"));
    count_report rooks = shard_of(1, 1, 3628800); // 10!
    rooks.size = 10;
    rooks.piece = "rook";
    rooks.fundamental.reset();
    rooks.engine = "constellations";
    BOOST_TEST(
        refused([&] { queens::check(rooks, pieces); }, "constellations engine cannot count"));
    rooks.engine = "pieces";
    BOOST_CHECK_NO_THROW(queens::check(rooks, pieces));
}

BOOST_AUTO_TEST_SUITE_END()
