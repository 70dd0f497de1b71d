#include "count_engines.hpp"
#include "count_estimate.hpp"
#include "count_pool.hpp"
#include "count_tasks.hpp"

#include "constellation.hpp"
#include "count_borders.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstddef>
#include <vector>

namespace queens::detail {
namespace {

/// One task of the symmetric search as a constellation: the first queen and one more pinned,
/// the others kept to the parts of their columns the search's bounds allow.
constellation constellation_of(const symmetric_task& task, int n) {
    constellation where;
    where.size = n;
    for (int y = 0; y < n; ++y) {
        const placement_rules rules = symmetric_rules(task, n, y);
        where.allowed[static_cast<std::size_t>(y)] = rules.allowed;
        if (rules.edges != 0) {
            where.edge_column = y;
            where.edges = rules.edges;
        }
    }
    return where;
}

/// The rows column `column` may take, given the attacks of the queens to her left: the
/// engine's rules (`compiled_queen::learn`, column by column), for the estimates.
row_mask free_rows(const constellation& where, int column, row_mask rows, row_mask rising,
                   row_mask falling) {
    const row_mask board = (row_mask{1} << where.size) - 1;
    row_mask free =
        where.allowed[static_cast<std::size_t>(column)] & board & ~(rows | rising | falling);
    return column == where.edge_column ? obey_edge_rule(free, rows, where.edges) : free;
}

/// How big a constellation's search is: the nodes of its tree, by Knuth's estimator (the
/// average, over random walks from the root, of the sum of the products of the branchings met),
/// which follows the engine's rules down to the last column. Deterministic: a fixed seed.
std::uint64_t tree_size(const constellation& where, int walks) {
    splitmix64 random; // the same walks on every run
    const row_mask board = (row_mask{1} << where.size) - 1;
    double total = 0;
    for (int walk = 0; walk < walks; ++walk) {
        double branches = 1;
        row_mask rows = 0;
        row_mask rising = 0;
        row_mask falling = 0;
        for (int column = 0; column < where.size; ++column) {
            row_mask free = free_rows(where, column, rows, rising, falling);
            const int choices = std::popcount(free);
            if (choices == 0) {
                break;
            }
            branches *= choices;
            total += branches;
            for (auto skip = random() % static_cast<std::uint64_t>(choices); skip > 0; --skip) {
                free &= free - 1;
            }
            const row_mask at = free & (~free + 1);
            rows |= at;
            rising = ((rising | at) << 1) & board;
            falling = (falling | at) >> 1;
        }
    }
    return static_cast<std::uint64_t>(total / walks) + 1;
}

/// Random walks per task: boards under 16 are counted in a quarter of a second, before any bar
/// is drawn: a few walks do, and 128 would cost them 5 %.
int walks_per_task(int n) { return n < 16 ? 16 : 128; }

std::uint64_t inner_solution_weight(std::span<const int> rows, const void* context) {
    return inner_weight(rows, *static_cast<const int*>(context));
}

std::uint64_t border_solution_weight(std::span<const int> rows, const void* context) {
    return border_weight(rows, *static_cast<const int*>(context));
}

/// The constellations of a count and how they are grouped into tasks: task t counts
/// constellations `first[t]` to `first[t + 1] - 1`. The border placements are kept, not their
/// constellations (a few hundred bytes each: thousands would make memory grow with N).
struct constellation_tasks {
    std::vector<border> borders;
    std::vector<int> folds;                    // border_symmetry of each
    std::vector<symmetric_task> takaken;       // the small boards' tasks, or none
    std::vector<constellation> constellations; // of takaken
    std::vector<std::size_t> first;
    std::vector<std::uint64_t> estimates;
};

/// About this many tasks: many more than threads, few enough for the estimates to stay cheap.
constexpr std::size_t wanted_tasks = 200;

constellation_tasks tasks_of(int n) {
    constellation_tasks made;
    if (n >= border_min_size) {
        made.borders = border_placements(n);
        for (const border& b : made.borders) {
            made.folds.push_back(border_symmetry(n, b));
        }
        const std::size_t count = made.borders.size();
        const std::size_t per_task = (count + wanted_tasks - 1) / wanted_tasks;
        const int walks = std::max(2, walks_per_task(n) / static_cast<int>(per_task));
        for (std::size_t begin = 0; begin < count; begin += per_task) {
            made.first.push_back(begin);
            std::uint64_t estimate = 0;
            for (std::size_t c = begin; c < std::min(count, begin + per_task); ++c) {
                estimate += tree_size(border_constellation(n, made.borders[c]), walks);
            }
            made.estimates.push_back(estimate);
        }
        made.first.push_back(count);
        return made;
    }
    made.takaken = symmetric_tasks(n);
    if (n == 1) { // the bounds need a board of four columns to say anything: one plain task
        constellation lone;
        lone.allowed[0] = 1;
        made.takaken.push_back({true, 0, 0, 0});
        made.constellations.push_back(lone);
    }
    for (const symmetric_task& task : made.takaken) {
        if (n > 1) {
            made.constellations.push_back(constellation_of(task, n));
        }
    }
    for (std::size_t t = 0; t < made.constellations.size(); ++t) {
        made.first.push_back(t);
        made.estimates.push_back(n == 1 ? 1 : tree_size(made.constellations[t], walks_per_task(n)));
    }
    made.first.push_back(made.constellations.size());
    return made;
}

} // namespace

count_result count_constellations(const count_options& options) {
    const int n = options.size;
    const constellation_tasks made = tasks_of(n);
    double nodes = 0;
    for (const std::uint64_t estimate : made.estimates) {
        nodes += static_cast<double>(estimate);
    }
    return run_tasks(made.estimates, {std::log10(nodes), false, {}}, options, [&](std::size_t t) {
        task_result result;
        for (std::size_t c = made.first[t]; c < made.first[t + 1]; ++c) {
            constellation_count found;
            if (!made.borders.empty()) {
                const constellation where = border_constellation(n, made.borders[c]);
                const int& fold = made.folds[c];
                found = fold == 8 ? count_completions(where, 8)
                                  : count_completions(where, 0, &border_solution_weight, &fold);
            } else if (made.takaken[c].corner) {
                found = count_completions(made.constellations[c], n == 1 ? 1 : 8);
            } else {
                found = count_completions(made.constellations[c], 0, &inner_solution_weight,
                                          &made.takaken[c].bound1);
            }
            result.solutions += found.solutions;
            result.fundamental += found.fundamental;
        }
        return result;
    });
}

tree_estimate constellations_tree(int size) {
    double nodes = 0;
    for (const std::uint64_t estimate : tasks_of(size).estimates) {
        nodes += static_cast<double>(estimate);
    }
    return {std::log10(nodes), false, {}};
}

} // namespace queens::detail
