// The speed and memory figures of queens, measured in one run against baselines built with
// the same flags. Run it by hand on a quiet machine (see docs/performance.md):
//
//   build/release/tests/benchmark/queens_benchmark            # N = 8..16, goals at 16..18
//   build/release/tests/benchmark/queens_benchmark --quick    # N = 8..12, a smoke run
//   build/release/tests/benchmark/queens_benchmark --max-n 12 --goals 16 17
//
// The speed goals are ratios measured in the same run: the fast queens on one thread against
// the quadrant join (quadrant_baseline.hpp, the yardstick; NQueensFAF's method beside it, for
// information) at N = 16, 17 and 18, and on two threads against one thread. The goals at N = 18
// take about 15 minutes on a quiet 2-core machine (rounds of four contenders, at least three
// rounds); every count there, N = 17 and 18 included, is checked against A000170.
//
// Times are medians of repeated runs. "tree nodes/s" divides the size of the whole
// backtracking tree for N (every partial placement of queens, a property of N alone) by the
// time, so it says how fast each method covers the tree, whatever part it skips by symmetry.
#include "baselines.hpp"
#include "contenders.hpp"
#include "faf_baseline.hpp"
#include "fixed_walk.hpp"
#include "goal_rows.hpp"
#include "measure.hpp"
#include "progress_accuracy.hpp"
#include "quadrant_baseline.hpp"
#include "settings.hpp"

#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>

#include <cmath>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

namespace {

using clock_type = std::chrono::steady_clock;
using queens::bench::canonical_count;
using queens::bench::chain_without_tracing_support;
using queens::bench::fast_count;
using queens::bench::goal_row;
using queens::bench::measure;
using queens::bench::measure_alternately;
using queens::bench::measure_goal_row;
using queens::bench::measure_progress;
using queens::bench::peak_rss_kib;
using queens::bench::progress_accuracy;
using queens::bench::settings;
using queens::bench::timing;
using queens::bench::tree_nodes;

int failures = 0;
/// Whether the goals are judged (not in --quick).
bool judge_goals = true;

void goal(const char* what, double value, double limit) {
    const bool met = value <= limit;
    failures += met || !judge_goals ? 0 : 1;
    std::printf("  %-66s %7.3f  (goal <= %.2f) %s\n", what, value, limit,
                met           ? "met"
                : judge_goals ? "MISSED"
                              : "missed (not judged in --quick)");
}

/// The table's times at N = 16 and 14 that the goals and the summary use (0: not measured).
struct table_figures {
    double base_16 = 0;
    double fast_1_16 = 0;
    double fast_all_16 = 0;
    double takaken_16 = 0;
    double faf_16 = 0;
    double quadrant_16 = 0;
    double canonical_14 = 0;
    double base_14 = 0;
};

/// One N of the table: every contender against the baselines, each count checked.
void table_row(int n, const settings& s, table_figures& f) {
    const double nodes = static_cast<double>(tree_nodes(n));
    const timing base = measure([n] { return baseline::somers_count(n); });
    const timing faf = measure([n] { return baseline::faf::counter::count(n); });
    const timing quadrant = measure([n] { return baseline::quadrant::counter::count(n); });
    const auto print = [&](const char* method, const timing& t) {
        std::printf("%-34s %3d %12llu %10.4f %14.3e %9.2f %7.2f %7.2f\n", method, n,
                    static_cast<unsigned long long>(t.result), t.seconds, nodes / t.seconds,
                    t.seconds / base.seconds, t.seconds / faf.seconds,
                    t.seconds / quadrant.seconds);
        if (t.result != base.result) {
            std::printf("  WRONG COUNT: %llu, expected %llu\n",
                        static_cast<unsigned long long>(t.result),
                        static_cast<unsigned long long>(base.result));
            ++failures;
        }
    };
    print("baseline: bitmask, mirror halving", base);
    print("baseline: NQueensFAF, 1 thread", faf);
    print("baseline: quadrant join, 1 thread", quadrant);
    const timing takaken = measure([n] { return baseline::takaken::count(n).total; });
    print("baseline: Takaken, 8-fold, 1 thread", takaken);
    if (n <= s.max_verbatim) {
        print("verbatim Budd transcription", measure([n] { return baseline::verbatim::count(n); }));
        print("canonical queen, board.count()", measure([n] { return queens::board{n}.count(); }));
    }
    if (n <= s.max_canonical) {
        const timing canonical = measure([n] { return canonical_count(n); });
        print("canonical queen, halved, 1 thread", canonical);
        if (n == 14) {
            f.canonical_14 = canonical.seconds;
            f.base_14 = base.seconds;
        }
    }
    const timing fast_1 = measure([n] { return fast_count(n, 1); });
    print("fast queen, 8-fold, 1 thread", fast_1);
    const timing fast_all = measure([n] { return fast_count(n, 0); });
    print("fast queen, 8-fold, all cores", fast_all);
    if (n == 16) {
        f = {base.seconds, fast_1.seconds,   fast_all.seconds, takaken.seconds,
             faf.seconds,  quadrant.seconds, f.canonical_14,   f.base_14};
    }
    std::printf("\n");
}

/// The figures measured apart from the table, for the goals.
struct side_figures {
    std::vector<goal_row> goal_rows;
    progress_accuracy progress;
    timing plain, board_untraced, verbatim_12, canonical_12;
    baseline::fixed_walk::walk_cost walk;
    std::vector<long> peaks;
};

side_figures measure_beside_the_table(const settings& s) {
    side_figures f;
    std::printf("Fast queens against the quadrant join, in turn (N = %d..%d):\n", s.goal_from,
                s.goal_to);
    for (int n = s.goal_from; n <= s.goal_to; ++n) {
        f.goal_rows.push_back(measure_goal_row(n));
        failures += f.goal_rows.back().wrong_counts;
    }
    // On the largest board of the goals: a count of a second or more, so that the bar has
    // something to follow (the quadrant join of 16 queens takes 0.1 s on two threads).
    const int top = std::max(s.max_n, s.goal_to);
    f.progress = measure_progress(top);
    std::printf("  progress, N = %d: %.1f %% at half the wall time; time-left error at worst "
                "%.1f %% from 20 %% on; threads busy %.3f s (slowest) and %.3f s (fastest); "
                "time estimated before the count %.2f of the time taken\n",
                top, 100 * f.progress.at_half, 100 * f.progress.worst_eta_error, f.progress.slowest,
                f.progress.fastest, f.progress.estimated_over_taken);
    // A count is timed before it starts from 10^9.5 units of work: the join of N = 19 and up
    // (N = 18's is 10^9.1). The estimate is judged on the next board when this one was not.
    if (f.progress.estimated_over_taken == 0 && top >= 18 && top < 20) {
        f.progress.estimated_over_taken = measure_progress(top + 1).estimated_over_taken;
        std::printf("  N = %d: time estimated before the count %.2f of the time taken\n", top + 1,
                    f.progress.estimated_over_taken);
    }
    std::printf("\n");

    const double budget = s.judge_goals ? 60.0 : 0.0; // a smoke run: 3 rounds
    std::printf("Tracing support compiled in but off (canonical queens, N = 12):\n");
    std::tie(f.plain, f.board_untraced) =
        measure_alternately([] { return chain_without_tracing_support(12); },
                            [] { return queens::board{12}.count(); }, budget);
    std::printf("  chain built by hand, no tracing hook   %8.4f s\n", f.plain.seconds);
    std::printf("  board, tracing off                     %8.4f s\n\n", f.board_untraced.seconds);

    std::printf("Canonical queen against a verbatim transcription of Budd (N = 12):\n");
    std::tie(f.verbatim_12, f.canonical_12) =
        measure_alternately([] { return baseline::verbatim::count(12); },
                            [] { return queens::board{12}.count(); }, budget);
    std::printf("  verbatim %8.4f s, canonical %8.4f s\n\n", f.verbatim_12.seconds,
                f.canonical_12.seconds);

    f.walk = baseline::fixed_walk::measure_walk_cost(!judge_goals);
    failures += f.walk.wrong_counts;

    std::printf("Peak memory (fast queens, all cores; one child process each):\n");
    for (int n = 12; n <= std::min(s.max_n, 16); ++n) {
        f.peaks.push_back(peak_rss_kib([n] { return fast_count(n, 0); }));
        std::printf("  N = %2d  peak RSS %6ld KiB\n", n, f.peaks.back());
    }
    return f;
}

void speed_goals(const side_figures& f) {
    for (const goal_row& r : f.goal_rows) {
        goal(("fast queen, 1 thread, N = " + std::to_string(r.n) + " / the quadrant join").c_str(),
             r.one_thread, 1.0);
    }
    for (const goal_row& r : f.goal_rows) {
        goal(("fast queen, 2 threads / 1 thread, N = " + std::to_string(r.n) + " (wall time)")
                 .c_str(),
             r.two_threads, 0.55);
    }
    for (const goal_row& r : f.goal_rows) {
        const std::string n = std::to_string(r.n);
        std::printf("  %-66s %7.3f  (information)\n",
                    ("constellation engine, 1 thread, N = " + n + " / NQueensFAF").c_str(), r.faf);
        std::printf("  %-66s %7.3f  (information)\n",
                    ("constellation engine, 1 thread, N = " + n + " / Takaken's kind").c_str(),
                    r.takaken);
    }
}

void judge(const table_figures& t, const side_figures& f) {
    std::printf("\nGoals:\n");
    goal("canonical queen / verbatim Budd, N = 12 (time ratio)",
         f.canonical_12.seconds / f.verbatim_12.seconds, 1.0);
    goal("board with tracing off / chain without tracing support, N = 12",
         f.board_untraced.seconds / f.plain.seconds, 1.05);
    goal("queen's walk steps / walk written into next_square, N = 12", f.walk.queen, 1.05);
    goal("superqueen's walk steps / walk written into next_square, N = 14", f.walk.super, 1.05);
    goal("rook's walk steps / walk written into next_square, N = 9", f.walk.rook, 1.05);
    if (t.canonical_14 > 0) {
        goal("canonical queen, 1 thread, N = 14 / baseline", t.canonical_14 / t.base_14, 25.0);
    }
    speed_goals(f);
    goal("progress at half the wall time, distance from 50 % (points / 100)",
         std::abs(f.progress.at_half - 0.5), 0.15);
    goal("time-left estimate error from 20 % of the work on", f.progress.worst_eta_error, 0.25);
    if (f.progress.estimated_over_taken > 0) { // timed: 10^9.5 units or more (N = 19 and up)
        goal("time estimated before the count / taken, distance from 1",
             std::abs(f.progress.estimated_over_taken - 1), 0.5);
    }
    if (t.base_16 > 0 && t.takaken_16 > 0 && t.faf_16 > 0 && t.quadrant_16 > 0) {
        std::printf("  (N = 16 in the table: fast 1 thread %.2fx the quadrant join, %.2fx "
                    "NQueensFAF, %.2fx Somers, %.2fx Takaken; all cores %.2fx the quadrant join)\n",
                    t.fast_1_16 / t.quadrant_16, t.fast_1_16 / t.faf_16, t.fast_1_16 / t.base_16,
                    t.fast_1_16 / t.takaken_16, t.fast_all_16 / t.quadrant_16);
    }
    if (f.peaks.size() >= 2 && f.peaks.front() > 0) {
        goal("peak RSS at the largest N / peak RSS at N = 12 (flat memory)",
             static_cast<double>(f.peaks.back()) / static_cast<double>(f.peaks.front()), 1.10);
    }
}

} // namespace

int main(int argc, char** argv) {
    const std::optional<settings> s = queens::bench::parse(argc, argv);
    if (!s) {
        return 2;
    }
    judge_goals = s->judge_goals;
    const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    std::printf("queens benchmark: N = 8..%d, %u cores, times are medians\n\n", s->max_n, cores);
    std::printf("%-34s %3s %12s %10s %14s %9s %7s %7s\n", "method", "N", "count", "seconds",
                "tree nodes/s", "x base", "x FAF", "x QJ");
    table_figures table;
    for (int n = 8; n <= s->max_n; ++n) {
        table_row(n, *s, table);
    }
    const side_figures side = measure_beside_the_table(*s);
    judge(table, side);
    std::printf("\n%s\n", failures == 0 ? "all goals met" : "SOME GOALS MISSED");
    return failures == 0 ? 0 : 1;
}
