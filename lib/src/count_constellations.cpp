#include "count_engines.hpp"
#include "count_pool.hpp"
#include "count_tasks.hpp"

#include <queens/constellation.hpp>

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

/// How big a constellation's search is: its consistent placements of the first `depth`
/// columns (a few more than the pinned ones), by a plain bitmask walk.
std::uint64_t placements(const constellation& where, int column, int depth, row_mask rows,
                         row_mask rising, row_mask falling) {
    if (column == depth) {
        return 1;
    }
    const int n = where.size;
    const row_mask board = n == 64 ? ~row_mask{0} : (row_mask{1} << n) - 1;
    std::uint64_t found = 0;
    for (row_mask free =
             where.allowed[static_cast<std::size_t>(column)] & board & ~(rows | rising | falling);
         free != 0; free &= free - 1) {
        const row_mask at = free & (~free + 1);
        found += placements(where, column + 1, depth, rows | at, ((rising | at) << 1) & board,
                            (falling | at) >> 1);
    }
    return found;
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
    const int depth = n < 10 ? n : 7; // a few columns past the pinned ones
    for (const symmetric_task& task : tasks) {
        if (n > 1) {
            constellations.push_back(constellation_of(task, n));
            estimates.push_back(placements(constellations.back(), 0, depth, 0, 0, 0));
        }
    }
    return run_tasks(estimates, options, [&](std::size_t i) {
        const constellation_count found =
            tasks[i].corner
                ? count_completions(constellations[i], n == 1 ? 1 : 8)
                : count_completions(constellations[i], 0, &inner_solution_weight, &tasks[i].bound1);
        return task_result{found.solutions, found.fundamental};
    });
}

} // namespace queens::detail
