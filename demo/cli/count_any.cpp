#include "count_any.hpp"

#include <queens/board.hpp>

#include <algorithm>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

namespace queens::cli {

count_result count_any(const piece_kind& kind, int size, const std::vector<square>& pinned,
                       int threads, shard part,
                       const std::function<void(std::uint64_t, std::uint64_t)>& progress) {
    // One task per row of column 1, or the one row a square pins there.
    std::vector<int> first_rows;
    const auto in_first =
        std::find_if(pinned.begin(), pinned.end(), [](const square& sq) { return sq.column == 1; });
    for (int row = 1; row <= size; ++row) {
        if (in_first == pinned.end() || in_first->row == row) {
            first_rows.push_back(row);
        }
    }
    std::vector<piece_maker> tasks;
    for (std::size_t i = 0; i < first_rows.size(); ++i) {
        if (static_cast<int>(i % static_cast<std::size_t>(part.count)) == part.index - 1) {
            std::vector<square> squares = pinned;
            if (in_first == pinned.end()) {
                squares.push_back(square{1, first_rows[i]});
            }
            tasks.push_back(with_pinned(kind, std::move(squares))); // throws for bad squares
        }
    }
    const unsigned cores = std::max(1U, std::thread::hardware_concurrency());
    const auto workers = static_cast<std::size_t>(
        std::clamp<std::size_t>(threads == 0 ? cores : static_cast<unsigned>(threads), 1,
                                std::max<std::size_t>(1, tasks.size())));

    std::atomic<std::size_t> next{0};
    std::atomic<std::uint64_t> solutions{0};
    std::atomic<std::uint64_t> done{0};
    std::mutex report; // progress and the first failure
    std::exception_ptr failure;
    auto work = [&] {
        for (std::size_t i = next++; i < tasks.size(); i = next++) {
            try {
                board b{size, tasks[i]};
                solutions += b.count();
            } catch (...) {
                const std::lock_guard lock{report};
                if (!failure) {
                    failure = std::current_exception();
                }
                next = tasks.size();
                return;
            }
            const std::uint64_t finished = ++done;
            if (progress) {
                const std::lock_guard lock{report};
                progress(finished, tasks.size());
            }
        }
    };
    std::vector<std::jthread> pool;
    for (std::size_t i = 1; i < workers; ++i) {
        pool.emplace_back(work);
    }
    work();
    pool.clear(); // joins
    if (failure) {
        std::rethrow_exception(failure);
    }
    count_result result;
    result.solutions = solutions;
    result.tasks = tasks.size();
    return result;
}

} // namespace queens::cli
