#include "count_engines.hpp"
#include "count_pool.hpp"
#include "count_report_rules.hpp"

#include <queens/board.hpp>
#include <queens/piece.hpp>
#include <queens/solution.hpp>
#include <queens/text.hpp>

#include <algorithm>
#include <memory>
#include <stdexcept>
#include <utility>
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
            std::unique_ptr<piece> placed =
                options_.piece.make_pinned(square{column, row}, n_, left);
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

/// The columns the tasks pin: enough for many more tasks than threads.
int task_columns(const prefix_walker& walker, int n) {
    int columns = 0;
    double placements = 1;
    while (columns < n && placements < 500) {
        placements *= static_cast<double>(walker.rows(++columns).size());
    }
    return columns;
}

/// The tasks, each weighed by a few columns more, kept small enough to walk in a moment on any
/// board.
std::vector<prefix_task> make_tasks(const count_options& options, bool halved) {
    prefix_walker walker{options, halved};
    const int n = options.size;
    const int pinned = task_columns(walker, n);
    double placements = 1;
    for (int column = 1; column <= pinned; ++column) {
        placements *= static_cast<double>(walker.rows(column).size());
    }
    int estimate_columns = pinned;
    while (estimate_columns < n && estimate_columns < pinned + 2 &&
           placements * static_cast<double>(walker.rows(estimate_columns + 1).size()) < 2e6) {
        placements *= static_cast<double>(walker.rows(++estimate_columns).size());
    }
    std::vector<prefix_task> tasks;
    const auto middle = static_cast<std::ptrdiff_t>(pinned);
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

/// For a symmetric kind, the options with the pinned squares' image under the board's
/// symmetries that stands furthest left (the rightmost pin first, then all of them): the same
/// count, since her solutions are closed under the symmetries, with the pins before the pieces
/// they rule out. A piece asks only to her left, so a pin on the last column refuses a
/// placement only once every column before her is searched: 16 queens with p1 took 98 s on two
/// threads, with a1 5 s, for the same 436,228.
count_options pins_leftmost(const count_options& options) {
    if (!options.piece.symmetric || options.pinned.empty()) {
        return options;
    }
    const auto standing = [](const std::vector<square>& pins) {
        int rightmost = 0;
        int sum = 0;
        for (const square& sq : pins) {
            rightmost = std::max(rightmost, sq.column);
            sum += sq.column;
        }
        return std::pair{rightmost, sum};
    };
    count_options leftmost = options;
    for (const symmetry s : all_symmetries) {
        std::vector<square> turned;
        for (const square& sq : options.pinned) {
            turned.push_back(image(s, sq, options.size));
        }
        if (standing(turned) < standing(leftmost.pinned)) {
            leftmost.pinned = std::move(turned);
        }
    }
    leftmost.pinned = in_column_order(std::move(leftmost.pinned));
    return leftmost;
}

} // namespace

bool halved(const count_options& options) {
    return options.piece.symmetric && options.pinned.empty();
}

int pinned_task_columns(const count_options& options) {
    // The tasks' columns, and the two more that weigh them.
    return std::min(options.size,
                    task_columns(prefix_walker{options, halved(options)}, options.size) + 2);
}

bool canonical_solution(std::span<const int> rows, const piece_kind& kind) {
    std::vector<bool> row_used(rows.size());
    for (const int r : rows) {
        if (r < 1 || r > static_cast<int>(rows.size()) ||
            row_used[static_cast<std::size_t>(r - 1)]) {
            throw broken_contract(
                "piece '" + escaped(kind.name, longest_kind_name) +
                "' says it is symmetric, but two of its pieces share a row: fundamental "
                "solutions need a piece that also attacks along its row");
        }
        row_used[static_cast<std::size_t>(r - 1)] = true;
    }
    return is_canonical(rows);
}

count_result count_pieces(const count_options& asked) {
    const count_options options = pins_leftmost(asked);
    const bool halved = detail::halved(options);
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
        while (part.next()) {
            part.last().write_rows(rows);
            found.solutions += task.weight;
            found.fundamental += canonical_solution(rows, options.piece) ? 1U : 0U;
        }
        return found;
    });
}

} // namespace queens::detail
