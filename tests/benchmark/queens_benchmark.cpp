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
#include "faf_baseline.hpp"
#include "fixed_walk.hpp"
#include "goal_rows.hpp"
#include "measure.hpp"
#include "progress_accuracy.hpp"
#include "quadrant_baseline.hpp"

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
#include <string>
#include <thread>
#include <vector>

namespace {

using clock_type = std::chrono::steady_clock;
using queens::bench::goal_row;
using queens::bench::measure;
using queens::bench::measure_alternately;
using queens::bench::measure_goal_row;
using queens::bench::measure_progress;
using queens::bench::peak_rss_kib;
using queens::bench::progress_accuracy;
using queens::bench::timing;

/// Every partial placement of non-attacking queens in the first columns: the backtracking
/// tree's size.
std::uint64_t tree_nodes(int n) {
    std::uint64_t nodes = 0;
    const std::uint64_t all = (std::uint64_t{1} << n) - 1;
    const std::function<void(std::uint64_t, std::uint64_t, std::uint64_t)> visit =
        [&](std::uint64_t rows, std::uint64_t up, std::uint64_t down) {
            ++nodes;
            for (std::uint64_t open = all & ~(rows | up | down); open != 0; open &= open - 1) {
                const std::uint64_t bit = open & (~open + 1);
                visit(rows | bit, (up | bit) << 1, (down | bit) >> 1);
            }
        };
    visit(0, 0, 0);
    return nodes;
}

std::uint64_t fast_count(int n, int threads) {
    queens::count_options options;
    options.size = n;
    options.threads = threads;
    return queens::count(options).solutions;
}

std::uint64_t canonical_count(int n) {
    static const queens::piece_registry standard = queens::standard_pieces();
    queens::count_options options;
    options.size = n;
    options.threads = 1;
    options.piece = standard.find("queen");
    options.engine = queens::count_engine::pieces; // her own objects, not the compiled queens
    return queens::count(options).solutions;
}

/// Budd's script with the library's own queens and no board, so no tracing hook at all.
std::uint64_t chain_without_tracing_support(int n) {
    std::vector<std::unique_ptr<queens::piece>> chain;
    chain.push_back(std::make_unique<queens::null_queen>());
    for (int column = 1; column <= n; ++column) {
        chain.push_back(std::make_unique<queens::queen>(column, n, *chain.back()));
        if (!chain.back()->find_solution()) {
            return 0;
        }
    }
    std::uint64_t found = 1;
    while (chain.back()->advance()) {
        ++found;
    }
    return found;
}

struct row {
    std::string method;
    int n;
    timing time;
    double ratio; // to the baseline for this n
};

int failures = 0;
/// --quick: boards so small that starting threads and weighing tasks dominate; the goals are
/// printed but not judged (the counts still are).
bool judge_goals = true;

void goal(const char* what, double value, double limit) {
    const bool met = value <= limit;
    failures += met || !judge_goals ? 0 : 1;
    std::printf("  %-66s %7.3f  (goal <= %.2f) %s\n", what, value, limit,
                met           ? "met"
                : judge_goals ? "MISSED"
                              : "missed (not judged in --quick)");
}

} // namespace

int main(int argc, char** argv) {
    int max_n = 16;
    // The slow contenders stop early by default: the verbatim transcription takes about nine
    // minutes for N = 16. --full times every contender for every N.
    int max_verbatim = 13;
    int max_canonical = 14;
    int goal_from = 0;
    int goal_to = 0;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--quick") == 0) {
            max_n = 12;
            judge_goals = false;
        } else if (std::strcmp(argv[i], "--goals") == 0 && i + 2 < argc) {
            goal_from = std::clamp(std::atoi(argv[++i]), 8, 20);
            goal_to = std::clamp(std::atoi(argv[++i]), goal_from, 20);
        } else if (std::strcmp(argv[i], "--full") == 0) {
            max_verbatim = max_canonical = 99;
        } else if (std::strcmp(argv[i], "--max-n") == 0 && i + 1 < argc) {
            max_n = std::clamp(std::atoi(argv[++i]), 8, 20);
        } else {
            std::fprintf(
                stderr,
                "usage: queens_benchmark [--quick | --max-n N] [--goals FROM TO] [--full] (N "
                "from 8 to 20)\n");
            return 2;
        }
    }
    if (goal_to == 0) { // N = 16..18, or the largest three of a longer table; 10..12 if quick
        goal_to = judge_goals ? std::max(18, max_n) : max_n;
        goal_from = std::max(8, goal_to - 2);
    }
    const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    std::printf("queens benchmark: N = 8..%d, %u cores, times are medians\n\n", max_n, cores);
    std::printf("%-34s %3s %12s %10s %14s %9s %7s %7s\n", "method", "N", "count", "seconds",
                "tree nodes/s", "x base", "x FAF", "x QJ");

    std::vector<row> rows;
    double base_16 = 0;
    double fast_1_16 = 0;
    double fast_all_16 = 0;
    double takaken_16 = 0;
    double faf_16 = 0;
    double quadrant_16 = 0;
    double canonical_14 = 0;
    double base_14 = 0;
    for (int n = 8; n <= max_n; ++n) {
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
        if (n <= max_verbatim) {
            print("verbatim Budd transcription",
                  measure([n] { return baseline::verbatim::count(n); }));
        }
        if (n <= max_verbatim) {
            print("canonical queen, board.count()",
                  measure([n] { return queens::board{n}.count(); }));
        }
        if (n <= max_canonical) {
            const timing canonical = measure([n] { return canonical_count(n); });
            print("canonical queen, halved, 1 thread", canonical);
            if (n == 14) {
                canonical_14 = canonical.seconds;
                base_14 = base.seconds;
            }
        }
        const timing fast_1 = measure([n] { return fast_count(n, 1); });
        print("fast queen, 8-fold, 1 thread", fast_1);
        const timing fast_all = measure([n] { return fast_count(n, 0); });
        print("fast queen, 8-fold, all cores", fast_all);
        if (n == 16) {
            base_16 = base.seconds;
            fast_1_16 = fast_1.seconds;
            fast_all_16 = fast_all.seconds;
            takaken_16 = takaken.seconds;
            faf_16 = faf.seconds;
            quadrant_16 = quadrant.seconds;
        }
        std::printf("\n");
    }

    std::vector<goal_row> goal_rows;
    std::printf("Fast queens against the quadrant join, in turn (N = %d..%d):\n", goal_from,
                goal_to);
    for (int n = goal_from; n <= goal_to; ++n) {
        goal_rows.push_back(measure_goal_row(n));
        failures += goal_rows.back().wrong_counts;
    }
    // On the largest board of the goals: a count of a second or more, so that the bar has
    // something to follow (the quadrant join of 16 queens takes 0.1 s on two threads).
    const int top = std::max(max_n, goal_to);
    const progress_accuracy progress = measure_progress(top);
    std::printf("  progress, N = %d: %.1f %% at half the wall time; time-left error at worst "
                "%.1f %% from 20 %% on; threads busy %.3f s (slowest) and %.3f s (fastest); "
                "time estimated before the count %.2f of the time taken\n\n",
                top, 100 * progress.at_half, 100 * progress.worst_eta_error, progress.slowest,
                progress.fastest, progress.estimated_over_taken);

    std::printf("Tracing support compiled in but off (canonical queens, N = 12):\n");
    const auto [plain, board_untraced] = measure_alternately(
        [] { return chain_without_tracing_support(12); }, [] { return queens::board{12}.count(); });
    std::printf("  chain built by hand, no tracing hook   %8.4f s\n", plain.seconds);
    std::printf("  board, tracing off                     %8.4f s\n\n", board_untraced.seconds);

    std::printf("Canonical queen against a verbatim transcription of Budd (N = 12):\n");
    const auto [verbatim_12, canonical_12] = measure_alternately(
        [] { return baseline::verbatim::count(12); }, [] { return queens::board{12}.count(); });
    std::printf("  verbatim %8.4f s, canonical %8.4f s\n\n", verbatim_12.seconds,
                canonical_12.seconds);

    const baseline::fixed_walk::walk_cost walk =
        baseline::fixed_walk::measure_walk_cost(!judge_goals);
    failures += walk.wrong_counts;

    std::printf("Peak memory (fast queens, all cores; one child process each):\n");
    std::vector<long> peaks;
    for (int n = 12; n <= std::min(max_n, 16); ++n) {
        const long kib = peak_rss_kib([n] { return fast_count(n, 0); });
        peaks.push_back(kib);
        std::printf("  N = %2d  peak RSS %6ld KiB\n", n, kib);
    }
    std::printf("\nGoals:\n");
    goal("canonical queen / verbatim Budd, N = 12 (time ratio)",
         canonical_12.seconds / verbatim_12.seconds, 1.0);
    goal("board with tracing off / chain without tracing support, N = 12",
         board_untraced.seconds / plain.seconds, 1.05);
    goal("queen's walk steps / walk written into next_square, N = 12", walk.queen, 1.05);
    goal("superqueen's walk steps / walk written into next_square, N = 14", walk.super, 1.05);
    goal("rook's walk steps / walk written into next_square, N = 9", walk.rook, 1.05);
    if (canonical_14 > 0) {
        goal("canonical queen, 1 thread, N = 14 / baseline", canonical_14 / base_14, 25.0);
    }
    for (const goal_row& r : goal_rows) {
        goal(("fast queen, 1 thread, N = " + std::to_string(r.n) + " / the quadrant join").c_str(),
             r.one_thread, 1.0);
    }
    for (const goal_row& r : goal_rows) {
        goal(("fast queen, 2 threads / 1 thread, N = " + std::to_string(r.n) + " (wall time)")
                 .c_str(),
             r.two_threads, 0.55);
    }
    for (const goal_row& r : goal_rows) {
        const std::string n = std::to_string(r.n);
        std::printf("  %-66s %7.3f  (information)\n",
                    ("constellation engine, 1 thread, N = " + n + " / NQueensFAF").c_str(), r.faf);
        std::printf("  %-66s %7.3f  (information)\n",
                    ("constellation engine, 1 thread, N = " + n + " / Takaken's kind").c_str(),
                    r.takaken);
    }
    goal("progress at half the wall time, distance from 50 % (points / 100)",
         std::abs(progress.at_half - 0.5), 0.15);
    goal("time-left estimate error from 20 % of the work on", progress.worst_eta_error, 0.25);
    if (progress.estimated_over_taken > 0) { // timed: 10^9.5 nodes or more (N = 18 and up)
        goal("time estimated before the count / taken, distance from 1",
             std::abs(progress.estimated_over_taken - 1), 0.5);
    }
    if (base_16 > 0 && takaken_16 > 0 && faf_16 > 0 && quadrant_16 > 0) {
        std::printf("  (N = 16 in the table: fast 1 thread %.2fx the quadrant join, %.2fx "
                    "NQueensFAF, %.2fx Somers, %.2fx Takaken; all cores %.2fx the quadrant join)\n",
                    fast_1_16 / quadrant_16, fast_1_16 / faf_16, fast_1_16 / base_16,
                    fast_1_16 / takaken_16, fast_all_16 / quadrant_16);
    }
    if (peaks.size() >= 2 && peaks.front() > 0) {
        goal("peak RSS at the largest N / peak RSS at N = 12 (flat memory)",
             static_cast<double>(peaks.back()) / static_cast<double>(peaks.front()), 1.10);
    }
    std::printf("\n%s\n", failures == 0 ? "all goals met" : "SOME GOALS MISSED");
    return failures == 0 ? 0 : 1;
}
