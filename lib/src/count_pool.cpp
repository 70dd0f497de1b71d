#include "count_pool.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <random>
#include <thread>
#include <vector>

namespace queens::detail {
namespace {

using clock_type = std::chrono::steady_clock;

/// Every task index in a shuffled order that every process and platform agrees on: Fisher-Yates
/// driven by `std::mt19937_64`, whose output the standard fixes (unlike `std::shuffle`'s).
std::vector<std::size_t> shuffled(std::size_t count) {
    std::vector<std::size_t> order(count);
    for (std::size_t i = 0; i < count; ++i) {
        order[i] = i;
    }
    std::mt19937_64 random{20260907};
    for (std::size_t i = count; i > 1; --i) {
        const std::size_t j = static_cast<std::size_t>(random() % i);
        std::swap(order[i - 1], order[j]);
    }
    return order;
}

} // namespace

count_result run_tasks(std::span<const std::uint64_t> estimates, const count_options& options,
                       const std::function<task_result(std::size_t)>& run) {
    // In a shuffled order, the work done follows the tasks done without bias, and shards that
    // take every k-th task get a fair mix of heavy and light ones.
    std::vector<std::size_t> tasks;
    std::uint64_t total_work = 0;
    const auto shards = static_cast<std::size_t>(options.part.count);
    const std::vector<std::size_t> order = shuffled(estimates.size());
    for (std::size_t i = static_cast<std::size_t>(options.part.index - 1); i < order.size();
         i += shards) {
        tasks.push_back(order[i]);
        total_work += std::max<std::uint64_t>(1, estimates[order[i]]);
    }

    std::atomic<std::size_t> next{0};
    std::atomic<std::uint64_t> done{0};
    std::atomic<std::uint64_t> work_done{0};
    std::atomic<std::uint64_t> solutions{0};
    std::atomic<std::uint64_t> fundamental{0};
    std::mutex mutex;
    std::condition_variable finished;
    std::exception_ptr failure;

    const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    const std::size_t wanted =
        options.threads == 0 ? cores : static_cast<std::size_t>(options.threads);
    const std::size_t workers = std::max<std::size_t>(1, std::min(wanted, tasks.size()));
    std::vector<double> busy(workers, 0.0);

    const auto work = [&](std::size_t worker) {
        const auto start = clock_type::now();
        try {
            for (std::size_t i = next++; i < tasks.size(); i = next++) {
                const task_result found = run(tasks[i]);
                solutions += found.solutions;
                fundamental += found.fundamental;
                work_done += std::max<std::uint64_t>(1, estimates[tasks[i]]);
                ++done;
                finished.notify_all();
            }
        } catch (...) {
            const std::lock_guard lock{mutex};
            failure = std::current_exception();
            next = tasks.size();
            finished.notify_all();
        }
        busy[worker] = std::chrono::duration<double>(clock_type::now() - start).count();
    };

    {
        std::vector<std::jthread> pool;
        for (std::size_t t = 0; t < workers; ++t) {
            pool.emplace_back(work, t);
        }
        // This thread only reports progress; the workers count.
        std::unique_lock lock{mutex};
        while (done < tasks.size() && !failure) {
            finished.wait_for(lock, std::chrono::milliseconds(100));
            if (options.progress && !failure) {
                lock.unlock();
                options.progress(work_done, total_work);
                lock.lock();
            }
        }
    }
    if (failure) {
        std::rethrow_exception(failure);
    }
    if (options.progress) {
        options.progress(total_work, total_work);
    }
    count_result result;
    result.solutions = solutions;
    result.fundamental = fundamental;
    result.tasks = tasks.size();
    result.thread_seconds = std::move(busy);
    return result;
}

} // namespace queens::detail
