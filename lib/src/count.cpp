#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/fast_queen.hpp>
#include <queens/lines.hpp>
#include <queens/queen.hpp>
#include <queens/solution.hpp>

#include "count_pool.hpp"
#include "count_tasks.hpp"

#include <charconv>
#include <stdexcept>
#include <string>
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

namespace {

using detail::task_result;

/// The textbook queens of one mirror-halved task: the first two pinned.
piece_maker halved_maker(const detail::count_task& task) {
    return [task](int column, int size, piece& neighbour) -> std::unique_ptr<piece> {
        const int pinned = column == 1 ? task.first : column == 2 ? task.second : 0;
        return pinned != 0
                   ? std::make_unique<queen>(column, size, neighbour, row_range{pinned, pinned})
                   : std::make_unique<queen>(column, size, neighbour);
    };
}

/// The textbook queens, with mirror halving: each task's solutions counted with their weight,
/// and (when asked) the fundamental ones picked out by comparing each with its images.
count_result count_canonical(const count_options& options) {
    const auto tasks = detail::halved_tasks(options.size);
    return detail::run_tasks(tasks.size(), options, [&](std::size_t i) {
        const detail::count_task& task = tasks[i];
        board part{options.size, halved_maker(task)};
        task_result found;
        if (!options.fundamental) {
            found.solutions = part.count() * task.weight;
            return found;
        }
        for (auto s = part.first_solution(); s; s = part.next_solution()) {
            found.solutions += task.weight;
            if (is_canonical(s->rows())) {
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
    const auto tasks = detail::symmetric_tasks(n);
    return detail::run_tasks(tasks.size(), options, [n, &tasks](std::size_t i) {
        const detail::symmetric_task& task = tasks[i];
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
