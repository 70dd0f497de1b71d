// The count's forecast of its time left (lib/src/count_forecast.hpp), driven with made-up
// times: what a progress bar shows must follow from the tasks' sizes and measured speed.
#define BOOST_TEST_MODULE forecast
#include <boost/test/unit_test.hpp>

#include "count_forecast.hpp"

#include <chrono>
#include <cstdint>
#include <vector>

namespace {

using queens::detail::finish_forecast;
using clock_type = finish_forecast::clock_type;

const clock_type::time_point start{};

clock_type::time_point at(double seconds) {
    return start +
           std::chrono::duration_cast<clock_type::duration>(std::chrono::duration<double>(seconds));
}

} // namespace

BOOST_AUTO_TEST_SUITE(forecast)

BOOST_AUTO_TEST_CASE(says_nothing_before_a_task_has_finished) {
    const std::vector<std::uint64_t> work{10, 10};
    finish_forecast forecast{work, 1, start};
    forecast.started(0, at(0));
    const auto progress = forecast.at(at(0.5));
    BOOST_TEST(progress.tasks_done == 0U);
    BOOST_TEST(progress.tasks == 2U);
    BOOST_TEST(progress.seconds_left < 0);
    BOOST_TEST(progress.fraction == 0.0);
}

BOOST_AUTO_TEST_CASE(keeps_the_pools_tally) {
    const std::vector<std::uint64_t> work{10, 10};
    finish_forecast forecast{work, 2, start};
    BOOST_TEST(!forecast.all_started());
    BOOST_TEST(forecast.started(1, at(0)) == 0U);
    BOOST_TEST(forecast.started(0, at(0)) == 1U);
    BOOST_TEST(forecast.all_started());
    forecast.finished(0, at(1));
    BOOST_TEST(!forecast.all_done());
    forecast.finished(1, at(2));
    BOOST_TEST(forecast.all_done());
    BOOST_TEST(forecast.at(at(2)).fraction == 1.0);
}

BOOST_AUTO_TEST_CASE(one_thread_adds_the_running_rest_and_the_waiting_tasks) {
    const std::vector<std::uint64_t> work{10, 20, 30};
    finish_forecast forecast{work, 1, start};
    forecast.started(0, at(0));
    forecast.finished(0, at(1)); // 10 per second
    forecast.started(0, at(1));
    const auto progress = forecast.at(at(1.5));
    BOOST_TEST(progress.tasks_done == 1U);
    BOOST_TEST(progress.seconds_left == 1.5 + 3.0, boost::test_tools::tolerance(1e-9));
    BOOST_TEST(progress.fraction == 1.5 / 6.0, boost::test_tools::tolerance(1e-9));
}

BOOST_AUTO_TEST_CASE(the_last_task_runs_on_one_thread_alone) {
    // A third of the work done in a second by two threads, but the last task has one thread:
    // one more second, not the half second the work left at the pool's speed would take.
    const std::vector<std::uint64_t> work{10, 10, 10};
    finish_forecast forecast{work, 2, start};
    forecast.started(0, at(0));
    forecast.started(1, at(0));
    forecast.finished(0, at(1));
    forecast.started(0, at(1));
    forecast.finished(1, at(1));
    const auto progress = forecast.at(at(1));
    BOOST_TEST(progress.seconds_left == 1.0, boost::test_tools::tolerance(1e-9));
    BOOST_TEST(progress.fraction == 0.5, boost::test_tools::tolerance(1e-9));
}

BOOST_AUTO_TEST_CASE(a_task_past_its_estimate_is_given_a_tenth_more) {
    const std::vector<std::uint64_t> work{10, 10};
    finish_forecast forecast{work, 1, start};
    forecast.started(0, at(0));
    forecast.finished(0, at(1));
    forecast.started(0, at(1));
    BOOST_TEST(forecast.at(at(3)).seconds_left == 0.1, boost::test_tools::tolerance(1e-9));
}

BOOST_AUTO_TEST_CASE(the_fraction_never_goes_back_and_ends_at_one) {
    const std::vector<std::uint64_t> work{10, 10, 10};
    finish_forecast forecast{work, 1, start};
    forecast.started(0, at(0));
    forecast.finished(0, at(1));
    forecast.started(0, at(1));
    const double before = forecast.at(at(2.9)).fraction; // 2.9 / (2.9 + 0.1 + 1)
    forecast.finished(0, at(5));                         // slower now: 4 per second
    forecast.started(0, at(5));
    const auto slower = forecast.at(at(5)); // 5 / (5 + 2.5) would be lower
    BOOST_TEST(slower.seconds_left == 2.5, boost::test_tools::tolerance(1e-9));
    BOOST_TEST(slower.fraction == before);
    forecast.finished(0, at(7));
    const auto end = forecast.at(at(7));
    BOOST_TEST(end.tasks_done == 3U);
    BOOST_TEST(end.fraction == 1.0);
    BOOST_TEST(end.seconds_left == 0.0);
}

BOOST_AUTO_TEST_SUITE_END()
