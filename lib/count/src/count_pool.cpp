#include "count_pool.hpp"

#include "count_forecast.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <numeric>
#include <random>
#include <stdexcept>
#include <string>
#include <system_error>
#include <thread>
#include <utility>
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

void stage_report::begin(std::string words) {
    words_ = std::move(words);
    if (options_->progress) {
        send(0);
    }
}

void stage_report::send(double fraction) {
    count_progress now;
    now.stage = words_;
    now.stage_fraction = std::clamp(fraction, 0.0, 1.0);
    next_ = clock_type::now() + std::chrono::milliseconds(100);
    options_->progress(now);
}

count_result run_tasks(std::span<const std::uint64_t> estimates, const tree_estimate& whole,
                       const count_options& options,
                       const std::function<task_result(std::size_t)>& run) {
    // Shards take every k-th task of one shuffled order, so each gets a fair mix of heavy and
    // light tasks; and a part runs them in that order, so the speed the forecast measures on
    // the tasks finished holds for the others whatever their size. (Largest first, tried,
    // finishes the threads together but measures the speed on the largest tasks only: a
    // superqueen count's forecast was then a third short until the end.)
    std::vector<std::size_t> tasks;
    const auto shards = static_cast<std::size_t>(options.part.count);
    const std::vector<std::size_t> order = shuffled(estimates.size());
    for (std::size_t i = static_cast<std::size_t>(options.part.index - 1); i < order.size();
         i += shards) {
        tasks.push_back(order[i]);
    }
    std::vector<std::uint64_t> work;
    work.reserve(tasks.size());
    for (const std::size_t task : tasks) {
        work.push_back(std::max<std::uint64_t>(1, estimates[task]));
    }

    const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    const std::size_t wanted =
        options.threads == 0 ? cores : static_cast<std::size_t>(options.threads);
    const std::size_t workers = std::max<std::size_t>(1, std::min(wanted, tasks.size()));
    double all = 0;
    for (const std::uint64_t estimate : estimates) {
        all += static_cast<double>(std::max<std::uint64_t>(1, estimate));
    }
    const double part = std::accumulate(work.begin(), work.end(), 0.0);
    const count_estimate estimate = estimate_part(whole, part, all, options, workers);
    if (options.estimated) {
        options.estimated(estimate);
    }

    std::mutex mutex; // guards everything below but the counts
    std::condition_variable finished;
    std::exception_ptr failure;
    finish_forecast forecast{work, workers, clock_type::now()}; // and the tally of tasks
    std::vector<double> busy(workers, 0.0);
    std::atomic<std::uint64_t> solutions{0};
    std::atomic<std::uint64_t> fundamental{0};

    const auto work_on = [&](std::size_t worker) {
        const auto start = clock_type::now();
        std::unique_lock lock{mutex};
        while (!forecast.all_started() && !failure) {
            const std::size_t task = tasks[forecast.started(worker, clock_type::now())];
            lock.unlock();
            try {
                const task_result found = run(task);
                solutions += found.solutions;
                fundamental += found.fundamental;
                lock.lock();
                forecast.finished(worker, clock_type::now());
            } catch (...) {
                lock.lock();
                failure = std::current_exception();
            }
            if (forecast.all_done() || failure) { // the reporter wakes by itself otherwise
                finished.notify_all();
            }
        }
        busy[worker] = std::chrono::duration<double>(clock_type::now() - start).count();
    };

    {
        std::vector<std::jthread> pool;
        const auto stop_workers = [&](std::exception_ptr why) {
            const std::scoped_lock stop{mutex};
            if (!failure) {
                failure = std::move(why); // no worker takes another task
            }
        };
        for (std::size_t t = 0; t < workers; ++t) {
            try {
                pool.emplace_back(work_on, t);
            } catch (const std::system_error& e) {
                // The threads started so far stop after their task; the message says why.
                stop_workers(std::make_exception_ptr(
                    std::runtime_error("cannot start counting thread " + std::to_string(t + 1) +
                                       " of " + std::to_string(workers) + " (" + e.what() +
                                       "): ask for fewer threads, or raise the limit on memory or "
                                       "processes (ulimit -v, ulimit -u)")));
                break;
            }
        }
        // This thread only reports progress; the workers count.
        std::unique_lock lock{mutex};
        while (!forecast.all_done() && !failure) {
            finished.wait_for(lock, std::chrono::milliseconds(100));
            if (options.progress && !failure) {
                const count_progress now = forecast.at(clock_type::now());
                lock.unlock();
                try {
                    options.progress(now);
                } catch (...) {
                    // The caller's callback failed: the count ends now, not after every task.
                    stop_workers(std::current_exception());
                }
                lock.lock();
            }
        }
    }
    if (failure) {
        std::rethrow_exception(failure);
    }
    if (options.progress) {
        options.progress(forecast.at(clock_type::now()));
    }
    count_result result;
    result.solutions = solutions;
    result.fundamental = fundamental;
    result.tasks = tasks.size();
    result.thread_seconds = std::move(busy);
    result.estimate = estimate;
    return result;
}

} // namespace queens::detail
