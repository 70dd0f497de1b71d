// A count's size, estimated before it starts: Knuth's estimator against trees whose size is
// known, shards that add up, and the timing that warns of counts that would take days.
#define BOOST_TEST_MODULE queens_count_estimate
#include <boost/test/unit_test.hpp>

#include <queens/count.hpp>
#include <queens/count_report.hpp>
#include <queens/registry.hpp>

#include <cmath>
#include <limits>
#include <optional>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <vector>

using queens::count_estimate;
using queens::count_options;

namespace {

/// Thrown by an `estimated` callback to end a count before it starts.
struct stopped_before_start {
    count_estimate estimate;
};

/// The estimate of `options`, without counting: the callback ends the count.
count_estimate estimate_of(count_options options) {
    options.estimated = [](const count_estimate& estimate) {
        throw stopped_before_start{estimate};
    };
    try {
        (void)queens::count(options);
    } catch (const stopped_before_start& stop) {
        return stop.estimate;
    }
    BOOST_FAIL("the count started without telling its estimate");
    return {};
}

count_options board_of(const char* piece, int size) {
    count_options options;
    options.size = size;
    options.piece = queens::standard_pieces().find(piece);
    options.threads = 1;
    return options;
}

/// The nodes of the tree of n rooks, one per column: n choices, then n - 1, ..., each walk
/// the same, so Knuth's estimator is exact: the sum over d of n! / (n - d)!.
double rook_tree(int n) {
    double nodes = 0;
    double product = 1;
    for (int d = 0; d < n; ++d) {
        product *= n - d;
        nodes += product;
    }
    return nodes;
}

} // namespace

BOOST_AUTO_TEST_SUITE(estimate)

BOOST_AUTO_TEST_CASE(is_exact_on_a_tree_every_walk_sees_alike) {
    for (const int n : {1, 4, 8, 10}) {
        const count_estimate rooks = estimate_of(board_of("rook", n));
        BOOST_TEST(rooks.nodes_log10 == std::log10(rook_tree(n)),
                   boost::test_tools::tolerance(1e-9));
        BOOST_TEST(!rooks.at_least);
        BOOST_TEST(!rooks.seconds_log10.has_value()); // far under 10^9.5 nodes: not timed
    }
}

BOOST_AUTO_TEST_CASE(is_told_once_before_any_progress_and_kept_in_the_result) {
    count_options options = board_of("queen", 10);
    int estimates = 0;
    int progress_before = -1;
    int progress_reports = 0;
    std::optional<count_estimate> told;
    options.estimated = [&](const count_estimate& estimate) {
        ++estimates;
        progress_before = progress_reports;
        told = estimate;
    };
    options.progress = [&](const queens::count_progress& /*unused*/) { ++progress_reports; };
    const queens::count_result result = queens::count(options);
    BOOST_TEST(result.solutions == 724U);
    BOOST_TEST(estimates == 1);
    BOOST_TEST(progress_before == 0);
    BOOST_TEST(told.has_value());
    BOOST_TEST(result.estimate.nodes_log10 == told->nodes_log10);
    // The queens' tree of 10: some thousands of nodes (35,539 for the plain backtracking
    // tree; the engine's, with Takaken's bounds, is smaller).
    BOOST_TEST(result.estimate.nodes_log10 > 2.5);
    BOOST_TEST(result.estimate.nodes_log10 < std::log10(35539.0) + 0.3);
}

BOOST_AUTO_TEST_CASE(shards_add_up_to_the_whole) {
    for (const char* piece : {"queen", "rook", "superqueen"}) {
        const count_options whole = board_of(piece, 11);
        double parts = -std::numeric_limits<double>::infinity();
        for (int i = 1; i <= 4; ++i) {
            count_options part = whole;
            part.part = {i, 4};
            const double share = estimate_of(part).nodes_log10;
            const double high = std::max(parts, share);
            parts = high + std::log10(1 + std::pow(10.0, std::min(parts, share) - high));
        }
        BOOST_TEST(parts == estimate_of(whole).nodes_log10, boost::test_tools::tolerance(1e-9));
    }
}

BOOST_AUTO_TEST_CASE(large_counts_are_timed_and_huge_ones_answered_at_once) {
    // 19 queens: some 10^11 nodes, timed on a smaller board of this machine.
    count_options nineteen = board_of("queen", 19);
    nineteen.threads = 2;
    const count_estimate timed = estimate_of(nineteen);
    BOOST_TEST(timed.nodes_log10 > queens::timed_from_nodes_log10);
    BOOST_TEST_REQUIRE(timed.seconds_log10.has_value());
    BOOST_TEST(timed.threads == 2);
    // Minutes (ten times more under the sanitizers): not under a second, not a day.
    BOOST_TEST(*timed.seconds_log10 > 0);
    BOOST_TEST(*timed.seconds_log10 < std::log10(24.0 * 3600));
    // 1,000 textbook queens: far past a double, so given as log10, and at least so many.
    const count_estimate huge = estimate_of(board_of("queen", 1000));
    BOOST_TEST(huge.at_least);
    BOOST_TEST(huge.nodes_log10 > 300);
    BOOST_TEST_REQUIRE(huge.seconds_log10.has_value());
    BOOST_TEST(*huge.seconds_log10 > 100);
}

BOOST_AUTO_TEST_CASE(more_threads_than_cores_take_no_less_time) {
    // 200 textbook queens (a count of ages; 1,000 asked the same for five times the probes) on
    // as many threads as cores, and on 1,024: the threads past the cores take turns on them, so
    // the time said is the cores' (it once fell a hundredfold, hiding a warning of counts that
    // take days).
    count_options on_cores = board_of("queen", 200);
    on_cores.threads = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    count_options past = on_cores;
    past.threads = 1024;
    const count_estimate a = estimate_of(on_cores);
    const count_estimate b = estimate_of(past);
    BOOST_TEST_REQUIRE(b.threads >= 8 * a.threads); // more threads, indeed
    BOOST_TEST_REQUIRE((a.seconds_log10.has_value() && b.seconds_log10.has_value()));
    BOOST_TEST(std::abs(*a.seconds_log10 - *b.seconds_log10) < 0.5); // timing noise only
}

BOOST_AUTO_TEST_CASE(reports_carry_it_and_merges_add_it_up) {
    queens::count_report report;
    report.size = 12;
    report.piece = "queen";
    report.engine = "constellations";
    report.tasks = 5; // a shard of no task searched nothing, whatever it says (below)
    report.estimated_nodes_log10 = 3;
    report.estimated_seconds_log10 = -2;
    const queens::count_report back = queens::parse_count_report(to_json(report));
    BOOST_TEST(back.estimated_nodes_log10.value_or(0) == 3.0);
    BOOST_TEST(back.estimated_seconds_log10.value_or(0) == -2.0);
    std::vector<queens::count_report> shards(2, report);
    shards[0].part = {1, 2};
    shards[1].part = {2, 2};
    const queens::count_report total = queens::merge(shards);
    BOOST_TEST(total.estimated_nodes_log10.value_or(0) == std::log10(2000.0),
               boost::test_tools::tolerance(1e-12));
    shards[1].estimated_seconds_log10.reset(); // one shard not timed: the sum is unknown
    BOOST_TEST(!queens::merge(shards).estimated_seconds_log10.has_value());
    // A shard of no task (more shards than tasks, pins that clash) adds nothing: the total
    // reads as the count's would, not as one node more per empty shard.
    shards[1].tasks = 0;
    shards[1].estimated_nodes_log10 = 0;
    BOOST_TEST(queens::merge(shards).estimated_nodes_log10.value_or(-1) == 3.0);
    // Whichever is given first: an empty shard, untimed (a small part is not timed), first.
    shards[1].estimated_seconds_log10.reset();
    std::swap(shards[0], shards[1]);
    shards[1].estimated_seconds_log10 = -2;
    const queens::count_report either = queens::merge(shards);
    BOOST_TEST(either.estimated_nodes_log10.value_or(-1) == 3.0);
    BOOST_TEST(either.estimated_seconds_log10.value_or(0) == -2.0);
    shards[1].tasks = 0;
    shards[1].estimated_nodes_log10 = 0;
    BOOST_TEST(queens::merge(shards).estimated_nodes_log10.value_or(-1) == 0.0);
    // No task anywhere, one shard untimed: no timing, in either order.
    shards[0].estimated_seconds_log10.reset();
    BOOST_TEST(!queens::merge(shards).estimated_seconds_log10.has_value());
    std::swap(shards[0], shards[1]);
    BOOST_TEST(!queens::merge(shards).estimated_seconds_log10.has_value());
    queens::count_report plain = report;
    plain.estimated_nodes_log10.reset();
    plain.estimated_seconds_log10.reset();
    const auto with = [&plain](const std::string& key_and_value) {
        std::string json = to_json(plain);
        json.insert(1, key_and_value + ",");
        return queens::parse_count_report(json);
    };
    BOOST_TEST(with(R"("estimated_seconds_log10":-29.5)").estimated_seconds_log10.value_or(0) ==
               -29.5);
    for (const char* bad : {R"("estimated_nodes_log10":-1)", R"("estimated_nodes_log10":1e7)",
                            R"("estimated_seconds_log10":-31)", R"("estimated_nodes_log10":"3")"}) {
        BOOST_CHECK_THROW((void)with(bad), std::invalid_argument);
    }
}

BOOST_AUTO_TEST_SUITE_END()
