// The benchmark's yardsticks must count right before anything is measured against them.
#define BOOST_TEST_MODULE queens_baselines
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "baselines.hpp"
#include "faf_baseline.hpp"
#include "quadrant_baseline.hpp"

#include <vector>

namespace bdata = boost::unit_test::data;

namespace {
// OEIS A000170 and A002562, n = 1..16.
const std::vector<unsigned long long> a000170 = {
    1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512};
const std::vector<unsigned long long> a002562 = {1,  0,  0,   1,    2,    1,     6,      12,
                                                 46, 92, 341, 1787, 9233, 45752, 285053, 1846955};
} // namespace

BOOST_AUTO_TEST_SUITE(baselines)

BOOST_DATA_TEST_CASE(takaken_matches_a000170_and_a002562,
                     bdata::xrange(1, 17) ^ bdata::make(a000170) ^ bdata::make(a002562), n, total,
                     unique) {
    const auto counts = baseline::takaken::count(n);
    BOOST_TEST(counts.total == total);
    BOOST_TEST(counts.unique == unique);
}

BOOST_DATA_TEST_CASE(somers_matches_a000170,
                     bdata::xrange(1, 15) ^
                         bdata::make(std::vector<unsigned long long>(a000170.begin(),
                                                                     a000170.begin() + 14)),
                     n, total) {
    BOOST_TEST(baseline::somers_count(n) == total);
}

// NQueensFAF's method from its smallest board to N = 16 (about 1.5 s in all). N = 17 and 18
// take about 8 s and 55 s: the benchmark checks them in its own run, not the unit tests.
BOOST_DATA_TEST_CASE(faf_matches_a000170,
                     bdata::xrange(baseline::faf::min_size, 17) ^
                         bdata::make(std::vector<unsigned long long>(
                             a000170.begin() + baseline::faf::min_size - 1, a000170.end())),
                     n, total) {
    BOOST_TEST(baseline::faf::counter::count(n) == total);
}

// The quadrant join from its smallest board to N = 16 (well under a second in all), odd and
// even boards alike. N = 17 and 18 (about 3 s and 6 s) are checked in the benchmark's own run.
BOOST_DATA_TEST_CASE(quadrant_matches_a000170,
                     bdata::xrange(baseline::quadrant::min_size, 17) ^
                         bdata::make(std::vector<unsigned long long>(
                             a000170.begin() + baseline::quadrant::min_size - 1, a000170.end())),
                     n, total) {
    BOOST_TEST(baseline::quadrant::counter::count(n) == total);
}

BOOST_AUTO_TEST_CASE(quadrant_counts_nothing_outside_its_sizes) {
    BOOST_TEST(baseline::quadrant::counter::count(baseline::quadrant::min_size - 1) == 0U);
    BOOST_TEST(baseline::quadrant::counter::count(baseline::quadrant::max_size + 1) == 0U);
}

BOOST_AUTO_TEST_CASE(faf_counts_nothing_outside_its_sizes) {
    BOOST_TEST(baseline::faf::counter::count(baseline::faf::min_size - 1) == 0U);
    BOOST_TEST(baseline::faf::counter::count(baseline::faf::max_size + 1) == 0U);
}

BOOST_AUTO_TEST_SUITE_END()
