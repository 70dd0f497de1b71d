#include "count_pool.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <vector>

namespace queens::detail {

count_result run_tasks(std::size_t task_count, const count_options& options,
                       const std::function<task_result(std::size_t)>& run) {
    // Shards take every k-th task, so each gets a fair mix of heavy and light ones.
    std::vector<std::size_t> tasks;
    const auto shards = static_cast<std::size_t>(options.part.count);
    for (std::size_t i = static_cast<std::size_t>(options.part.index - 1); i < task_count;
         i += shards) {
        tasks.push_back(i);
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

} // namespace queens::detail
