#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/fast_queen.hpp>
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
            return pinned != 0 ? std::make_unique<queen>(column, pinned, pinned, neighbour)
                               : std::make_unique<queen>(column, size, neighbour);
        }
        const row_mask allowed = pinned != 0 ? row_mask{1} << (pinned - 1) : ~row_mask{0};
        return std::make_unique<fast_queen>(column, size, neighbour, allowed);
    };
}

} // namespace detail

count_result count(const count_options& options) {
    check_size(options.size);
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
    // Shards take every k-th task, so each gets a fair mix of heavy and light ones.
    std::vector<detail::count_task> tasks;
    const auto all_tasks = detail::halved_tasks(options.size);
    for (std::size_t i = 0; i < all_tasks.size(); ++i) {
        if (i % static_cast<std::size_t>(options.part.count) ==
            static_cast<std::size_t>(options.part.index - 1)) {
            tasks.push_back(all_tasks[i]);
        }
    }

    const bool canonical = options.queens == count_options::queen_kind::canonical;
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
                board part{options.size, detail::task_maker(tasks[i], canonical)};
                if (options.fundamental) {
                    std::uint64_t found = 0;
                    std::uint64_t classes = 0;
                    for (auto s = part.first_solution(); s; s = part.next_solution()) {
                        ++found;
                        if (detail::is_canonical(s->rows())) {
                            ++classes;
                        }
                    }
                    solutions += found * tasks[i].weight;
                    fundamental += classes;
                } else {
                    solutions += part.count() * tasks[i].weight;
                }
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
        // This thread only reports progress; the workers do the counting.
        std::unique_lock lock{mutex};
        while (done < tasks.size() && !failure) {
            finished.wait_for(lock, std::chrono::milliseconds(100));
            if (options.progress) {
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

} // namespace queens
