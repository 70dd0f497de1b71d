// The quadrant engine: the quarters' placements found once by Budd's chain
// (quadrant_quarters.hpp), joined into halves and the halves matched, one set of east rows at a
// time (quadrant_halves.hpp). Its tasks are runs of consecutive row sets of one case; its unit
// of work, for the estimates and the progress, is what a row set promises
// (quadrant_promise.hpp): the pairs of quarter placements its two halves try, and the pairs of
// halves the join matches.
#include "count_quadrants.hpp"

#include "count_engines.hpp"
#include "count_estimate.hpp"
#include "count_pool.hpp"
#include "quadrant_halves.hpp"
#include "quadrant_promise.hpp"
#include "quadrant_quarters.hpp"

#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdio>
#include <ctime>
#include <limits>
#include <random>
#include <stdexcept>
#include <string>
#include <vector>

namespace queens::detail {
namespace {

/// About this many tasks: many more than threads, few enough to weigh quickly.
constexpr std::uint64_t wanted_tasks = 400;

std::uint64_t binomial(int n, int k) {
    if (k < 0 || k > n) {
        return 0;
    }
    std::uint64_t result = 1;
    for (int i = 1; i <= k; ++i) {
        result = result * static_cast<std::uint64_t>(n - k + i) / static_cast<std::uint64_t>(i);
    }
    return result;
}

/// The set of `size` bits of rank `rank` in increasing order (the combinatorial number system).
std::uint32_t unrank(std::uint64_t rank, int width, int size) {
    std::uint32_t bits = 0;
    for (int i = size; i >= 1; --i) {
        int c = width - 1;
        while (binomial(c, i) > rank) {
            --c;
        }
        bits |= std::uint32_t{1} << c;
        rank -= binomial(c, i);
        width = c;
    }
    return bits;
}

/// Row sets `first` .. `first + count - 1` of case `which`.
struct quadrant_task {
    std::size_t which = 0;
    std::uint64_t first = 0;
    std::uint64_t count = 0;
};

struct quadrant_plan {
    std::vector<quadrant_case> cases;
    std::vector<quadrant_task> tasks;
    std::vector<std::uint64_t> estimates;
};

/// Calls `visit(rows)` for each row set of `task`: its east rows on the board.
template <class Visit>
void for_each_rows(const quadrant_case& c, const quadrant_task& task, int h, Visit&& visit) {
    const int width = std::popcount(c.free_rows);
    std::uint32_t chosen = unrank(task.first, width, h);
    for (std::uint64_t i = 0; i < task.count; ++i, chosen = next_set(chosen)) {
        visit(spread(chosen, c.free_rows));
    }
}

quadrant_plan plan_of(const quarter_table& quarters, int n, stage_report& stages) {
    const int h = n / 2;
    quadrant_plan plan;
    plan.cases = quadrant_cases(n);
    // An odd board's many cases have row sets alike: every eighth counted row set of a task is
    // weighed, for eight (the tasks' promises within 2.5 % of weighing each at N = 17, 0.6 %
    // at 19; weighing each took 0.15 s of N = 17's count of 2.2 s on one thread). An even
    // board's one case weighs each: its row sets are not alike (every eighth strayed 13 % on
    // average at N = 20, 33 % at 18).
    const std::uint64_t stride = plan.cases.size() > 1 ? 8 : 1;
    std::uint64_t all = 0;
    for (const quadrant_case& c : plan.cases) {
        all += binomial(std::popcount(c.free_rows), h);
    }
    const std::uint64_t per_task = std::max<std::uint64_t>(1, all / wanted_tasks);
    stages.begin("weighing the tasks: " + std::to_string(all) + " sets of east rows");
    std::uint64_t weighed = 0;
    for (std::size_t which = 0; which < plan.cases.size(); ++which) {
        const quadrant_case& c = plan.cases[which];
        const quadrant_promise promise_of{quarters, c, n};
        const std::uint64_t sets = binomial(std::popcount(c.free_rows), h);
        for (std::uint64_t first = 0; first < sets; first += per_task) {
            const quadrant_task task{which, first, std::min(per_task, sets - first)};
            double promise = 0;
            std::uint64_t counted = 0;
            for_each_rows(c, task, h, [&](std::uint32_t rows) {
                if (images_of(c, rows, n) != 0 && counted++ % stride == 0) {
                    promise += promise_of.of(rows) * static_cast<double>(stride);
                }
            });
            plan.tasks.push_back(task);
            plan.estimates.push_back(static_cast<std::uint64_t>(promise) + 1);
            weighed += task.count;
            stages.at(static_cast<double>(weighed) / static_cast<double>(all));
        }
    }
    return plan;
}

/// Units of work (promise) one thread joins per second, timed on the count's own row sets: runs
/// of consecutive row sets (as a task joins them, so the caches hold what they share) drawn at
/// random from the tasks, until they took `sample_seconds` of this thread's CPU time (not the
/// clock's: other processes on the machine would make the speed theirs) and at least
/// `sample_runs` ran.
/// A smaller board would not do: there the quarter table and the planning, which promise
/// nothing, take most of the time (timed on N = 13, N = 18's count was said to take twelve
/// times as long as it did).
double sampled_speed(const quarter_table& quarters, const quadrant_plan& plan, int n) {
    constexpr double sample_seconds = 0.05;
    constexpr int sample_runs = 8;
    constexpr std::uint64_t run_length = 8;
    const auto cpu_seconds = [] {
        timespec now{};
        (void)clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
        return static_cast<double>(now.tv_sec) + 1e-9 * static_cast<double>(now.tv_nsec);
    };
    const int h = n / 2;
    quadrant_joiner joiner{quarters, n};
    std::mt19937_64 random{20261127};
    std::vector<quadrant_task> timed;
    double seconds = 0;
    // The first run is not timed: it takes the joiner's memory, once per thread in a count.
    for (int runs = -1; runs < sample_runs || seconds < sample_seconds; ++runs) {
        quadrant_task task = plan.tasks[random() % plan.tasks.size()];
        const std::uint64_t skip = random() % task.count;
        task.first += skip;
        task.count = std::min(task.count - skip, run_length);
        const quadrant_case& c = plan.cases[task.which];
        const double start = cpu_seconds();
        for_each_rows(c, task, h, [&](std::uint32_t rows) { (void)joiner.join(c, rows); });
        if (runs >= 0) {
            seconds += cpu_seconds() - start;
            timed.push_back(task);
        }
    }
    // What the runs promised, one case at a time (a case's promise keeps its counts).
    std::sort(timed.begin(), timed.end(),
              [](const quadrant_task& a, const quadrant_task& b) { return a.which < b.which; });
    double promised = 0;
    for (std::size_t i = 0; i < timed.size();) {
        const std::size_t which = timed[i].which;
        const quadrant_case& c = plan.cases[which];
        const quadrant_promise promise_of{quarters, c, n};
        for (; i < timed.size() && timed[i].which == which; ++i) {
            for_each_rows(c, timed[i], h,
                          [&](std::uint32_t rows) { promised += promise_of.of(rows); });
        }
    }
    return promised / std::max(seconds, 1e-9);
}

/// The bytes this process may take: the machine's memory, or less if a limit says so.
double memory_limit() {
    double limit =
        static_cast<double>(sysconf(_SC_PHYS_PAGES)) * static_cast<double>(sysconf(_SC_PAGESIZE));
    rlimit as{};
    if (getrlimit(RLIMIT_AS, &as) == 0 && as.rlim_cur != RLIM_INFINITY) {
        limit = std::min(limit, static_cast<double>(as.rlim_cur));
    }
    return limit;
}

std::string gib(double bytes) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1f GiB", bytes / (1024.0 * 1024.0 * 1024.0));
    return text;
}

/// What a quarter table of `h` and an estimated `entries` placements will hold, in words:
/// "about 67 million placements, 0.5 GiB".
std::string quarter_table_words(int h, double entries) {
    const double bytes = quarter_table::bytes(h, entries);
    char text[96];
    if (entries < 1e6) {
        std::snprintf(text, sizeof text, "about %.0f placements, %.1f MiB", entries,
                      bytes / (1024.0 * 1024.0));
    } else {
        std::snprintf(text, sizeof text, "about %.0f million placements, %s", entries / 1e6,
                      gib(bytes).c_str());
    }
    return text;
}

} // namespace

double quadrant_bytes(int n, int threads) {
    const int h = n / 2;
    const double entries = quarter_table::estimated_entries(h);
    // Each thread keeps a row set's halves: at most a few times the placements of the largest
    // group of the quarter table, measured at most 1 % of them to N = 20; 4 % reserved.
    const double halves = entries / 25;
    // While the tasks are weighed, one case's promise at a time.
    return quarter_table::bytes(h, entries) + quadrant_promise::bytes(h) +
           threads * (halves * 8 * 2 + disjoint_counter::bytes(2 * (n - 1), halves));
}

std::string quadrant_memory_finding(int n, int threads) {
    const double needed = quadrant_bytes(n, threads);
    const double limit = memory_limit();
    if (needed <= 0.75 * limit) {
        return "";
    }
    return "the quadrant join of " + std::to_string(n) + " queens on " + std::to_string(threads) +
           (threads == 1 ? " thread" : " threads") + " would need about " + gib(needed) +
           " of memory, more than three quarters of the " + gib(limit) + " this process may take";
}

count_result count_quadrants(const count_options& options) {
    const int n = options.size;
    const int h = n / 2;
    stage_report stages{options};
    const double entries = quarter_table::estimated_entries(h);
    stages.begin("building the quarter table: " + quarter_table_words(h, entries));
    const quarter_table quarters{h, entries, [&](double done) { stages.at(done); }};
    const quadrant_plan plan = plan_of(quarters, n, stages);
    double promise = 0;
    for (const std::uint64_t estimate : plan.estimates) {
        promise += static_cast<double>(estimate);
    }
    const tree_estimate whole{std::log10(promise), false,
                              [&] { return sampled_speed(quarters, plan, n); }};
    return run_tasks(plan.estimates, whole, options, [&](std::size_t t) {
        const quadrant_task& task = plan.tasks[t];
        const quadrant_case& c = plan.cases[task.which];
        quadrant_joiner joiner{quarters, n};
        task_result result;
        for_each_rows(c, task, h,
                      [&](std::uint32_t rows) { result.solutions += joiner.join(c, rows); });
        return result;
    });
}

} // namespace queens::detail
