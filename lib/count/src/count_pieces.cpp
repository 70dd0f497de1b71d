#include "count_engines.hpp"
#include "count_pool.hpp"

#include <queens/board.hpp>
#include <queens/piece.hpp>
#include <queens/solution.hpp>
#include <queens/text.hpp>

#include <memory>
#include <stdexcept>
#include <vector>

namespace queens::detail {
namespace {

/// One task: the first columns' squares, and how many solutions each one found stands for.
struct prefix_task {
    std::vector<square> squares;
    std::uint64_t weight = 1;   // 2 when its mirror image is not searched
    std::uint64_t estimate = 0; // consistent placements a few columns further: its size
};

/// Walks the consistent placements of the first columns with the kind's pinned pieces, as
/// Budd's script places queens: each new piece, pinned to its square, is asked to
/// `find_solution` against those to her left (pinned pieces cannot move, so it says whether
/// the squares agree). Works for any kind, the attack rule staying the piece's own.
class prefix_walker {
public:
    prefix_walker(const count_options& options, bool halved)
        : options_{options}, n_{options.size}, halved_{halved} {}

    /// The rows column `c` may take: the pinned one, the upper half plus the middle for the
    /// first column of a mirror-halved search, or all.
    [[nodiscard]] std::vector<int> rows(int column) const {
        for (const square& sq : options_.pinned) {
            if (sq.column == column) {
                return {sq.row};
            }
        }
        const int last = halved_ && column == 1 ? (n_ + 1) / 2 : n_;
        std::vector<int> all;
        for (int r = 1; r <= last; ++r) {
            all.push_back(r);
        }
        return all;
    }

    /// Calls `visit(squares)` for every consistent placement of columns 1..`last_column`.
    template <typename Visit>
    void walk(int last_column, Visit&& visit) {
        const int column = static_cast<int>(at_.size()) + 1;
        if (column > last_column) {
            visit(at_);
            return;
        }
        piece& left = chain_.empty() ? static_cast<piece&>(sentinel_) : *chain_.back();
        for (const int row : rows(column)) {
            std::unique_ptr<piece> placed = options_.piece.pin(square{column, row}, n_, left);
            if (!placed || placed->column() != column) {
                throw std::invalid_argument("piece '" + escaped(options_.piece.name, 40) +
                                            "': its pinned form made no piece for column " +
                                            std::to_string(column) +
                                            "; accepted: a piece for the column asked");
            }
            if (!placed->find_solution()) {
                continue;
            }
            chain_.push_back(std::move(placed));
            at_.push_back({column, row});
            walk(last_column, visit);
            at_.pop_back();
            chain_.pop_back();
        }
    }

private:
    const count_options& options_;
    int n_;
    bool halved_;
    null_queen sentinel_;
    std::vector<std::unique_ptr<piece>> chain_;
    std::vector<square> at_;
};

/// Enough columns for many more tasks than threads, and a few more to weigh each task by,
/// both kept small enough to walk in a moment on any board.
std::vector<prefix_task> make_tasks(const count_options& options, bool halved) {
    prefix_walker walker{options, halved};
    const int n = options.size;
    int task_columns = 0;
    double placements = 1;
    while (task_columns < n && placements < 500) {
        placements *= static_cast<double>(walker.rows(++task_columns).size());
    }
    int estimate_columns = task_columns;
    while (estimate_columns < n && estimate_columns < task_columns + 2 &&
           placements * static_cast<double>(walker.rows(estimate_columns + 1).size()) < 2e6) {
        placements *= static_cast<double>(walker.rows(++estimate_columns).size());
    }
    std::vector<prefix_task> tasks;
    const auto middle = static_cast<std::ptrdiff_t>(task_columns);
    walker.walk(estimate_columns, [&](const std::vector<square>& squares) {
        if (tasks.empty() ||
            !std::equal(squares.begin(), squares.begin() + middle, tasks.back().squares.begin())) {
            prefix_task task;
            task.squares.assign(squares.begin(), squares.begin() + middle);
            // A first piece off the middle row stands for her mirror image too.
            task.weight = halved && 2 * squares.front().row != n + 1 ? 2 : 1;
            tasks.push_back(std::move(task));
        }
        ++tasks.back().estimate;
    });
    return tasks;
}

} // namespace

count_result count_pieces(const count_options& options) {
    const bool halved = options.piece.symmetric && options.pinned.empty();
    const std::vector<prefix_task> tasks = make_tasks(options, halved);
    std::vector<std::uint64_t> estimates;
    estimates.reserve(tasks.size());
    for (const prefix_task& task : tasks) {
        estimates.push_back(task.estimate);
    }
    return run_tasks(estimates, pieces_tree(options), options, [&](std::size_t i) {
        const prefix_task& task = tasks[i];
        std::vector<square> pinned = task.squares;
        for (const square& sq : options.pinned) {
            if (sq.column > static_cast<int>(task.squares.size())) {
                pinned.push_back(sq);
            }
        }
        board part{options.size, with_pinned(options.piece, std::move(pinned))};
        task_result found;
        if (!options.fundamental) {
            found.solutions = part.count() * task.weight;
            return found;
        }
        // The smallest image of each class has its first piece in the upper half (or the
        // middle), so it is among the solutions searched: count those.
        std::vector<int> rows(static_cast<std::size_t>(options.size));
        std::vector<bool> row_used(rows.size());
        while (part.next()) {
            part.last().write_rows(rows);
            std::fill(row_used.begin(), row_used.end(), false);
            for (const int r : rows) {
                if (row_used[static_cast<std::size_t>(r - 1)]) {
                    throw std::invalid_argument(
                        "piece '" + options.piece.name +
                        "' says it is symmetric, but two of its pieces share a row: fundamental "
                        "solutions need a piece that also attacks along its row");
                }
                row_used[static_cast<std::size_t>(r - 1)] = true;
            }
            found.solutions += task.weight;
            found.fundamental += is_canonical(rows) ? 1U : 0U;
        }
        return found;
    });
}

} // namespace queens::detail
