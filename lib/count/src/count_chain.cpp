// The chain engine: the kind's own chain, as `board` runs it, cut into tasks that threads and
// shards share. It is the count of any piece whose walk the faster engines cannot vouch for
// (count_behaviour.hpp): nothing is pinned, halved or compiled, so its number is hers.
#include "count_behaviour.hpp"
#include "count_engines.hpp"
#include "count_estimate.hpp"
#include "count_pool.hpp"

#include <queens/board.hpp>
#include <queens/piece.hpp>
#include <queens/piece_decorator.hpp>
#include <queens/problem.hpp>
#include <queens/solution.hpp>
#include <queens/text.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace queens::detail {
namespace {

/// Stands on the link after a task's first columns: it passes every question on, but answers
/// `advance` with "no", so the columns to its right find the completions of the placement the
/// first columns hold, and stop there.
class fence final : public piece_decorator {
public:
    using piece_decorator::piece_decorator;
    [[nodiscard]] bool advance() override { return false; }
};

/// Part of her chain, built as `board` builds it: each newcomer, made by the puzzle's maker,
/// finds a position before the next arrives.
class chain_part {
public:
    chain_part(const piece_maker& make, int size) : make_{make}, size_{size} {}

    /// Adds the pieces of the next columns up to `last`, the first beside `left`. False when
    /// one finds no position (the placement to their left has no completion).
    bool add_up_to(int last, piece& left) {
        piece* neighbour = &left;
        for (int column = static_cast<int>(pieces_.size()) + 1; column <= last; ++column) {
            pieces_.push_back(
                made_for(column, make_(column, size_, *neighbour), "the piece maker"));
            neighbour = pieces_.back().get();
            if (!neighbour->find_solution()) {
                return false;
            }
        }
        return true;
    }
    [[nodiscard]] piece& last() const { return *pieces_.back(); }
    [[nodiscard]] int columns() const noexcept { return static_cast<int>(pieces_.size()); }
    /// Drops the columns right of `keep`.
    void cut(int keep) { pieces_.resize(static_cast<std::size_t>(keep)); }

private:
    const piece_maker& make_;
    int size_;
    std::vector<std::unique_ptr<piece>> pieces_;
};

/// One task: the `index`-th placement of the first columns, in her chain's own order, and
/// the rows it put them on (a replay must find the same).
struct chain_task {
    std::uint64_t index = 0;
    std::vector<int> rows;
    std::uint64_t estimate = 0;
};

/// Calls `visit(part)` for every placement of the first `columns` columns of her chain, in
/// the order her chain reaches them; `visit` returns false to stop.
template <typename Visit>
void placements(const piece_maker& make, int size, int columns, null_queen& sentinel,
                Visit&& visit) {
    chain_part part{make, size};
    if (!part.add_up_to(columns, sentinel)) {
        return;
    }
    do {
        if (!visit(part)) {
            return;
        }
    } while (part.last().advance());
}

/// The completions of the placement `part` holds, found by her pieces up to column `last`
/// beyond a fence; `each` is called with the last piece at each one, `limit` times at most.
template <typename Each>
void completions(chain_part& part, int last, Each&& each,
                 std::uint64_t limit = std::numeric_limits<std::uint64_t>::max()) {
    const int keep = part.columns();
    if (keep == last) { // no column left: the placement is a solution of its own
        each(part.last());
        return;
    }
    fence wall{part.last()};
    if (part.add_up_to(last, wall)) {
        do {
            each(part.last());
        } while (--limit > 0 && part.last().advance());
    }
    part.cut(keep);
}

std::vector<int> rows_of(const piece& last, int columns) {
    std::vector<int> rows(static_cast<std::size_t>(columns));
    last.write_rows(rows);
    return rows;
}

/// The tasks: enough first columns for many more tasks than threads, each weighed by her
/// chain's placements a column or two further. One task, her whole chain, when she cannot be
/// cut (`cut` false).
std::vector<chain_task> chain_tasks(const piece_maker& make, int size, bool cut) {
    if (!cut) {
        return {chain_task{0, {}, 1}};
    }
    null_queen sentinel;
    int columns = 1;
    for (std::uint64_t found = 0; columns < size; ++columns) {
        found = 0;
        placements(make, size, columns, sentinel, [&](chain_part&) { return ++found < 256; });
        if (found >= 256) {
            break;
        }
    }
    // Each weighed by at most `most` placements further on: on large boards a column or two
    // further holds millions, and the weights are walked before anything is counted.
    std::uint64_t found = 0;
    placements(make, size, columns, sentinel, [&](chain_part&) { return ++found > 0; });
    const std::uint64_t most =
        std::max<std::uint64_t>(16, 4'000'000 / std::max<std::uint64_t>(found, 1));
    const int deeper = std::min(size, columns + 2);
    std::vector<chain_task> tasks;
    std::uint64_t index = 0;
    placements(make, size, columns, sentinel, [&](chain_part& part) {
        chain_task task{index++, rows_of(part.last(), columns), 0};
        completions(
            part, deeper, [&](const piece&) { ++task.estimate; }, most);
        if (task.estimate > 0) { // no completion a column or two further: none at all
            tasks.push_back(std::move(task));
        }
        return true;
    });
    return tasks;
}

/// Calls `each` with the last piece at every solution of her whole chain, as `board` finds them.
template <typename Each>
void whole_chain(const piece_maker& make, int size, Each&& each) {
    board chain{size, make};
    while (chain.next()) {
        each(chain.last());
    }
}

} // namespace

bool chain_cuts(const count_options& options) {
    return out_of_rows_finding(options.piece, options.size).empty();
}

count_result count_chain(const count_options& options) {
    const problem puzzle{options.piece, options.size, options.pinned};
    const piece_maker make = puzzle.maker();
    const int n = puzzle.size();
    const std::vector<chain_task> tasks = chain_tasks(make, n, chain_cuts(options));
    std::vector<std::uint64_t> estimates;
    estimates.reserve(tasks.size());
    for (const chain_task& task : tasks) {
        estimates.push_back(task.estimate);
    }
    return run_tasks(estimates, pieces_tree(options), options, [&](std::size_t i) {
        const chain_task& task = tasks[i];
        const int columns = static_cast<int>(task.rows.size());
        task_result found;
        std::vector<int> rows(static_cast<std::size_t>(n));
        const auto found_one = [&](const piece& last) {
            ++found.solutions;
            if (options.fundamental) {
                last.write_rows(rows);
                found.fundamental += canonical_solution(rows, options.piece) ? 1U : 0U;
            }
        };
        if (columns == 0) {
            whole_chain(make, n, found_one);
            return found;
        }
        null_queen sentinel;
        std::uint64_t at = 0;
        placements(make, n, columns, sentinel, [&](chain_part& part) {
            if (at++ < task.index) {
                return true;
            }
            if (rows_of(part.last(), columns) != task.rows) {
                throw std::logic_error(
                    "the " + escaped(options.piece.plural, longest_kind_words) +
                    " did not walk the same way twice: a walk that keeps state cannot be cut "
                    "into tasks; board::count() counts them as they walk");
            }
            completions(part, n, found_one);
            return false;
        });
        return found;
    });
}

} // namespace queens::detail
