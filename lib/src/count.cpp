#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/fast_queen.hpp>
#include <queens/lines.hpp>
#include <queens/queen.hpp>

#include <algorithm>
#include <atomic>
#include <charconv>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace queens {

shard parse_shard(std::string_view text) {
    const auto fail = [&]() -> shard {
        throw std::invalid_argument("bad shard '" + std::string(text) +
                                    "': accepted i/k with whole numbers 1 <= i <= k, like 2/8");
    };
    const auto slash = text.find('/');
    if (slash == std::string_view::npos) {
        return fail();
    }
    shard part;
    const auto read = [](std::string_view digits, int& out) {
        const char* last = digits.data() + digits.size();
        const auto [end, error] = std::from_chars(digits.data(), last, out);
        return !digits.empty() && digits.front() != '-' && error == std::errc{} && end == last;
    };
    if (!read(text.substr(0, slash), part.index) || !read(text.substr(slash + 1), part.count) ||
        part.index < 1 || part.index > part.count) {
        return fail();
    }
    return part;
}

namespace detail {

/// One independent piece of the search: the first two queens pinned to rows `first` and
/// `second` (0: no second queen on a one-column board). Its solutions stand for `weight`
/// solutions of the whole board, the others being their mirror images.
struct count_task {
    int first = 0;
    int second = 0;
    std::uint64_t weight = 1;
};

/// Mirror halving: reflecting the board top to bottom maps a solution whose first queen is on
/// row r to one on row n + 1 - r. So only the first queen's upper half is searched and counted
/// twice; on an odd board, a first queen in the middle row is its own mirror image, and there
/// the second queen takes the upper half instead.
std::vector<count_task> halved_tasks(int n) {
    if (n == 1) {
        return {{1, 0, 1}};
    }
    std::vector<count_task> tasks;
    const auto add_pairs = [&](int first, int second_rows) {
        for (int second = 1; second <= second_rows; ++second) {
            const int apart = second > first ? second - first : first - second;
            if (apart > 1) { // neither the same row nor a diagonal neighbour
                tasks.push_back({first, second, 2});
            }
        }
    };
    for (int first = 1; first <= n / 2; ++first) {
        add_pairs(first, n);
    }
    if (n % 2 == 1) {
        add_pairs((n + 1) / 2, (n - 1) / 2);
    }
    return tasks;
}

/// True when `rows` is the smallest of its eight images, i.e. it stands for its fundamental
/// solution. Compares image by image without building them.
bool is_canonical(const std::vector<int>& rows) {
    const int n = static_cast<int>(rows.size());
    std::vector<int> inverse(rows.size()); // inverse[r - 1]: the column of the queen on row r
    for (int c = 1; c <= n; ++c) {
        inverse[static_cast<std::size_t>(rows[static_cast<std::size_t>(c - 1)] - 1)] = c;
    }
    const auto at = [&](const std::vector<int>& v, int i) {
        return v[static_cast<std::size_t>(i - 1)];
    };
    // Each image's row for column c, for the seven symmetries other than the identity (the
    // same mappings as `solution::transformed`).
    const auto image_row = [&](int s, int c) {
        switch (s) {
        case 0:
            return n + 1 - at(inverse, c); // rotate 90
        case 1:
            return n + 1 - at(rows, n + 1 - c); // rotate 180
        case 2:
            return at(inverse, n + 1 - c); // rotate 270
        case 3:
            return at(rows, n + 1 - c); // flip columns
        case 4:
            return n + 1 - at(rows, c); // flip rows
        case 5:
            return at(inverse, c); // transpose
        default:
            return n + 1 - at(inverse, n + 1 - c);
        }
    };
    for (int s = 0; s < 7; ++s) {
        for (int c = 1; c <= n; ++c) {
            const int mine = at(rows, c);
            const int theirs = image_row(s, c);
            if (theirs != mine) {
                if (theirs < mine) {
                    return false;
                }
                break;
            }
        }
    }
    return true;
}

piece_maker task_maker(const count_task& task, bool canonical) {
    return [task, canonical](int column, int size, piece& neighbour) -> std::unique_ptr<piece> {
        const int pinned = column == 1 ? task.first : column == 2 ? task.second : 0;
        if (canonical) {
            return pinned != 0
                       ? std::make_unique<queen>(column, size, neighbour, row_range{pinned, pinned})
                       : std::make_unique<queen>(column, size, neighbour);
        }
        placement_rules rules;
        if (pinned != 0) {
            rules.allowed = row_mask{1} << (pinned - 1);
        }
        return std::make_unique<fast_queen>(column, size, neighbour, rules);
    };
}

/// The 8-fold symmetric search (Takaken's method), as cooperating queens. Rows and columns are
/// 0-based here, as in the method's own description. Every class of solutions under the eight
/// symmetries of the square has a representative inside a search restricted by two bounds:
/// - corner tasks: the first queen on row 0 (a corner). The queen in column 1 stands on row
///   `bound1`, and the columns before `bound1` avoid row 1; every solution found is one class
///   of eight distinct images.
/// - inner tasks: the first queen on row `bound1` with `bound1 < bound2 = n - 1 - bound1`; the
///   columns before `bound1` avoid both edge rows, column `bound2` obeys the edge rule (see
///   `placement_rules::edges`) and the last column keeps `bound1` rows away from the edges.
///   A solution found is then checked against its rotations (`inner_weight`).
/// Each task also pins one more queen, so that there are many more tasks than threads.
struct symmetric_task {
    bool corner = false;
    int bound1 = 0;
    int pinned_column = 0; // the extra pin, for load balance
    int pinned_row = 0;
};

row_mask bit(int row) { return row_mask{1} << row; }

placement_rules symmetric_rules(const symmetric_task& task, int n, int y) {
    placement_rules rules;
    const int bound2 = n - 1 - task.bound1;
    if (task.corner) {
        if (y == 0) {
            rules.allowed = bit(0);
        } else if (y == 1) {
            rules.allowed = bit(task.bound1);
        } else if (y < task.bound1 && y < n - 1) {
            rules.allowed = ~bit(1);
        }
    } else if (y == 0) {
        rules.allowed = bit(task.bound1);
    } else if (y == n - 1) {
        rules.allowed = 0;
        for (int row = task.bound1; row <= n - 1 - task.bound1; ++row) {
            rules.allowed |= bit(row);
        }
    } else if (y < task.bound1) {
        rules.allowed = ~(bit(0) | bit(n - 1));
    } else if (y == bound2) {
        rules.edges = bit(0) | bit(n - 1);
    }
    if (y == task.pinned_column) {
        rules.allowed &= bit(task.pinned_row);
    }
    return rules;
}

std::vector<symmetric_task> symmetric_tasks(int n) {
    std::vector<symmetric_task> tasks;
    const auto attacks = [](int column_a, int row_a, int column_b, int row_b) {
        const int rows_apart = row_a > row_b ? row_a - row_b : row_b - row_a;
        return row_a == row_b || rows_apart == column_b - column_a;
    };
    for (int bound1 = 2; bound1 < n - 1; ++bound1) {
        for (int row = 0; row < n; ++row) {
            const symmetric_task task{true, bound1, 2, row};
            if ((symmetric_rules(task, n, 2).allowed & bit(row)) != 0 && !attacks(0, 0, 2, row) &&
                !attacks(1, bound1, 2, row)) {
                tasks.push_back(task);
            }
        }
    }
    for (int bound1 = 1; bound1 < n - 1 - bound1; ++bound1) {
        for (int row = 0; row < n; ++row) {
            const symmetric_task task{false, bound1, 1, row};
            if ((symmetric_rules(task, n, 1).allowed & bit(row)) != 0 &&
                !attacks(0, bound1, 1, row)) {
                tasks.push_back(task);
            }
        }
    }
    return tasks;
}

/// How many distinct solutions an inner task's solution stands for: 2 when a quarter turn
/// leaves it unchanged, 4 when a half turn does, 8 otherwise, and 0 when one of its rotations
/// comes first in the method's order (that rotation is found and counted instead).
/// `row[y]` is the 0-based row of column y.
std::uint64_t inner_weight(const std::vector<int>& row, int bound1) {
    const int n = static_cast<int>(row.size());
    const int bound2 = n - 1 - bound1;
    std::vector<int> column_of(row.size());
    for (int y = 0; y < n; ++y) {
        column_of[static_cast<std::size_t>(row[static_cast<std::size_t>(y)])] = y;
    }
    const auto r = [&](int y) { return row[static_cast<std::size_t>(y)]; };
    const auto c = [&](int x) { return column_of[static_cast<std::size_t>(x)]; };
    // Compares the solution with one of its images from column 1 on (column 0 agrees when the
    // guard holds): negative, zero or positive as the solution comes before, equals or follows.
    const auto compare = [&](auto image) {
        for (int y = 1; y < n; ++y) {
            if (r(y) != image(y)) {
                return r(y) < image(y) ? -1 : 1;
            }
        }
        return 0;
    };
    if (r(bound2) == 0) {
        const int order = compare([&](int y) { return n - 1 - c(y); }); // quarter turn
        if (order > 0) {
            return 0;
        }
        if (order == 0) {
            return 2;
        }
    }
    if (r(n - 1) == n - 1 - bound1) {
        const int order = compare([&](int y) { return n - 1 - r(n - 1 - y); }); // half turn
        if (order > 0) {
            return 0;
        }
        if (order == 0) {
            return 4;
        }
    }
    if (r(bound1) == n - 1 && compare([&](int y) { return c(n - 1 - y); }) > 0) {
        return 0; // three quarter turns
    }
    return 8;
}

} // namespace detail

namespace {

struct task_result {
    std::uint64_t solutions = 0;
    std::uint64_t fundamental = 0;
};

/// Runs `tasks` (this shard's share) on `threads` threads, reporting progress from the calling
/// thread, and adds up what `run` says of each task.
template <typename Task, typename Run>
count_result run_tasks(const std::vector<Task>& all_tasks, const count_options& options, Run run) {
    // Shards take every k-th task, so each gets a fair mix of heavy and light ones.
    std::vector<Task> tasks;
    const auto shards = static_cast<std::size_t>(options.part.count);
    const auto mine = static_cast<std::size_t>(options.part.index - 1);
    for (std::size_t i = mine; i < all_tasks.size(); i += shards) {
        tasks.push_back(all_tasks[i]);
    }

    std::atomic<std::size_t> next{0};
    std::atomic<std::uint64_t> done{0};
    std::atomic<std::uint64_t> solutions{0};
    std::atomic<std::uint64_t> fundamental{0};
    std::mutex mutex;
    std::condition_variable finished;
    std::exception_ptr failure;

    const auto work = [&] {
        try {
            for (std::size_t i = next++; i < tasks.size(); i = next++) {
                const task_result found = run(tasks[i]);
                solutions += found.solutions;
                fundamental += found.fundamental;
                ++done;
                finished.notify_all();
            }
        } catch (...) {
            const std::lock_guard lock{mutex};
            failure = std::current_exception();
            next = tasks.size();
            finished.notify_all();
        }
    };

    const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    const std::size_t wanted =
        options.threads == 0 ? cores : static_cast<std::size_t>(options.threads);
    const std::size_t workers = std::max<std::size_t>(1, std::min(wanted, tasks.size()));
    {
        std::vector<std::jthread> pool;
        for (std::size_t t = 0; t < workers; ++t) {
            pool.emplace_back(work);
        }
        // This thread only reports progress; the workers count.
        std::unique_lock lock{mutex};
        while (done < tasks.size() && !failure) {
            finished.wait_for(lock, std::chrono::milliseconds(100));
            if (options.progress && !failure) {
                lock.unlock();
                options.progress(done, tasks.size());
                lock.lock();
            }
        }
    }
    if (failure) {
        std::rethrow_exception(failure);
    }
    if (options.progress) {
        options.progress(tasks.size(), tasks.size());
    }
    count_result result;
    result.solutions = solutions;
    result.fundamental = fundamental;
    result.tasks = tasks.size();
    return result;
}

/// The textbook queens, with mirror halving: each task's solutions counted with their weight,
/// and (when asked) the fundamental ones picked out by comparing each with its images.
count_result count_canonical(const count_options& options) {
    return run_tasks(detail::halved_tasks(options.size), options,
                     [&](const detail::count_task& task) {
                         board part{options.size, detail::task_maker(task, true)};
                         task_result found;
                         if (!options.fundamental) {
                             found.solutions = part.count() * task.weight;
                             return found;
                         }
                         for (auto s = part.first_solution(); s; s = part.next_solution()) {
                             found.solutions += task.weight;
                             if (detail::is_canonical(s->rows())) {
                                 ++found.fundamental;
                             }
                         }
                         return found;
                     });
}

/// Fast queens with the 8-fold symmetric search: counts and fundamental counts together.
count_result count_fast(const count_options& options) {
    const int n = options.size;
    if (n == 1) { // the search's bounds need a board of at least four columns to say anything
        count_result lone;
        lone.solutions = lone.fundamental = lone.tasks = options.part.index == 1 ? 1 : 0;
        return lone;
    }
    return run_tasks(detail::symmetric_tasks(n), options, [n](const detail::symmetric_task& task) {
        board part{n, [&task](int column, int size, piece& neighbour) -> std::unique_ptr<piece> {
                       return std::make_unique<fast_queen>(
                           column, size, neighbour,
                           detail::symmetric_rules(task, size, column - 1));
                   }};
        task_result found;
        if (task.corner) {
            found.fundamental = part.count();
            found.solutions = 8 * found.fundamental;
            return found;
        }
        std::vector<int> rows(static_cast<std::size_t>(n));
        while (part.next()) {
            part.last().write_rows(rows);
            for (int& row : rows) {
                --row; // 0-based, as the method counts
            }
            const std::uint64_t weight = detail::inner_weight(rows, task.bound1);
            found.solutions += weight;
            found.fundamental += weight != 0 ? 1 : 0;
        }
        return found;
    });
}

} // namespace

count_result count(const count_options& options) {
    check_size(options.size);
    if (options.size > max_mask_size) {
        throw std::invalid_argument("board size " + std::to_string(options.size) +
                                    " is out of range for counting: accepted 1 to " +
                                    std::to_string(max_mask_size));
    }
    if (options.threads < 0 || options.threads > 1024) {
        throw std::invalid_argument("thread count " + std::to_string(options.threads) +
                                    " is out of range: accepted 1 to 1024, or 0 for every core");
    }
    if (options.part.count < 1 || options.part.index < 1 ||
        options.part.index > options.part.count) {
        throw std::invalid_argument("bad shard " + std::to_string(options.part.index) + "/" +
                                    std::to_string(options.part.count) +
                                    ": accepted i/k with 1 <= i <= k");
    }
    return options.queens == count_options::queen_kind::canonical ? count_canonical(options)
                                                                  : count_fast(options);
}

} // namespace queens
