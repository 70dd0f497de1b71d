// What count is asked: shards parsed and checked, options out of range refused, a failing
// progress callback ending the count at once.
#define BOOST_TEST_MODULE queens_count_input
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include <queens/count.hpp>

#include <chrono>
#include <stdexcept>
#include <string>

namespace bdata = boost::unit_test::data;
using queens::count_options;

BOOST_AUTO_TEST_SUITE(count_input)

BOOST_AUTO_TEST_CASE(parses_shards) {
    const auto part = queens::parse_shard("2/8");
    BOOST_TEST(part.index == 2);
    BOOST_TEST(part.count == 8);
    BOOST_TEST(queens::parse_shard("1/1").count == 1);
    // The one rule parse_shard, count, merge and the report check share.
    BOOST_TEST(part.valid());
    BOOST_TEST(!(queens::shard{0, 4}.valid()));
    BOOST_TEST(!(queens::shard{5, 4}.valid()));
    BOOST_TEST(!(queens::shard{-1, -3}.valid()));
}

BOOST_DATA_TEST_CASE(rejects_malformed_shards_naming_what_is_accepted,
                     bdata::make({"", "2", "0/4", "5/4", "-1/4", "1/-4", "a/b", "1/4/2", "1/", "/4",
                                  " 1/4", "1/99999999999"}),
                     text) {
    BOOST_CHECK_EXCEPTION(
        (void)queens::parse_shard(text), std::invalid_argument, [](const std::invalid_argument& e) {
            return std::string(e.what()).find("accepted i/k") != std::string::npos;
        });
}

BOOST_AUTO_TEST_CASE(a_failing_progress_callback_ends_the_count_at_once) {
    // 18 queens by constellations on one thread count for about a minute (17 by the join, the
    // engine automatic takes there, for 3 s: too short to tell); a callback that throws on its
    // first call (after 0.1 s) must end the count with its exception then, not after every task.
    count_options options;
    options.size = 18;
    options.engine = queens::count_engine::constellations;
    options.threads = 1;
    options.progress = [](const queens::count_progress&) {
        throw std::runtime_error("the caller's progress failed");
    };
    const auto start = std::chrono::steady_clock::now();
    BOOST_CHECK_EXCEPTION((void)queens::count(options), std::runtime_error,
                          [](const std::runtime_error& e) {
                              return std::string(e.what()) == "the caller's progress failed";
                          });
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    BOOST_TEST(seconds < 5.0); // not a speed goal: the difference is 0.1 s against 50 s
}

BOOST_AUTO_TEST_CASE(rejects_options_out_of_range) {
    count_options options;
    options.threads = -1;
    BOOST_CHECK_THROW((void)queens::count(options), std::invalid_argument);
    options.threads = 0;
    options.part = {3, 2};
    BOOST_CHECK_THROW((void)queens::count(options), std::invalid_argument);
    for (const int size : {0, 65}) {
        count_options sized;
        sized.size = size;
        BOOST_CHECK_THROW((void)queens::count(sized), std::invalid_argument);
    }
}

BOOST_AUTO_TEST_SUITE_END()
