#include "count_engines.hpp"
#include "count_pool.hpp"
#include "count_tasks.hpp"

#include "constellation.hpp"

#include <bit>
#include <cmath>
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
/// engine's rules (`compiled_queen::learn`), for the estimates.
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
std::uint64_t tree_size(const constellation& where) {
    // Boards under 16 are counted in a quarter of a second, before any bar is drawn: a few
    // walks do, and 128 would cost them 5 %.
    const int walks = where.size < 16 ? 16 : 128;
    std::uint64_t state = 0x9e3779b97f4a7c15U;
    const auto random = [&state] { // splitmix64
        std::uint64_t z = (state += 0x9e3779b97f4a7c15U);
        z = (z ^ (z >> 30U)) * 0xbf58476d1ce4e5b9U;
        z = (z ^ (z >> 27U)) * 0x94d049bb133111ebU;
        return z ^ (z >> 31U);
    };
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

std::uint64_t inner_solution_weight(std::span<const int> rows, const void* context) {
    return inner_weight(rows, *static_cast<const int*>(context));
}

} // namespace

count_result count_constellations(const count_options& options) {
    const int n = options.size;
    std::vector<symmetric_task> tasks = symmetric_tasks(n);
    std::vector<constellation> constellations;
    std::vector<std::uint64_t> estimates;
    if (n == 1) { // the bounds need a board of four columns to say anything: one plain task
        constellation lone;
        lone.allowed[0] = 1;
        tasks.push_back({true, 0, 0, 0});
        constellations.push_back(lone);
        estimates.push_back(1);
    }
    for (const symmetric_task& task : tasks) {
        if (n > 1) {
            constellations.push_back(constellation_of(task, n));
            estimates.push_back(tree_size(constellations.back()));
        }
    }
    double nodes = 0;
    for (const std::uint64_t estimate : estimates) {
        nodes += static_cast<double>(estimate);
    }
    return run_tasks(estimates, {std::log10(nodes), false}, options, [&](std::size_t i) {
        const constellation_count found =
            tasks[i].corner
                ? count_completions(constellations[i], n == 1 ? 1 : 8)
                : count_completions(constellations[i], 0, &inner_solution_weight, &tasks[i].bound1);
        return task_result{found.solutions, found.fundamental};
    });
}

tree_estimate constellations_tree(int size) {
    double nodes = 1; // a board of one: its one node
    if (size > 1) {
        nodes = 0;
        for (const symmetric_task& task : symmetric_tasks(size)) {
            nodes += static_cast<double>(tree_size(constellation_of(task, size)));
        }
    }
    return {std::log10(nodes), false};
}

} // namespace queens::detail
