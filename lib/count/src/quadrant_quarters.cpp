#include "quadrant_quarters.hpp"

#include "count_estimate.hpp"

#include <algorithm>
#include <bit>
#include <cmath>
#include <memory>
#include <vector>

namespace queens::detail {

bool quarter_queen::next_stop() noexcept {
    for (;;) {
        // What my neighbours hold, asked once per move of theirs: the rows of my column that
        // they attack, and the rows of the quarter above my last stop.
        const quarter_lines& left = neighbour_->lines();
        const std::uint32_t quarter = (std::uint32_t{1} << size_) - 1;
        const std::uint32_t attacked =
            left.rows | (left.sum >> column_) | (left.diff >> (size_ - 1 - column_));
        const std::uint32_t above = row_ < 0 ? quarter : (quarter << (row_ + 1)) & quarter;
        const std::uint32_t safe = above & ~attacked;
        if (row_ < size_ && safe != 0) {
            row_ = std::countr_zero(safe);
            const std::uint32_t row = std::uint32_t{1} << row_;
            out_ = {left.rows | row, left.columns | (std::uint32_t{1} << column_),
                    left.sum | (row << column_), left.diff | (row << (size_ - 1 - column_))};
            return true;
        }
        if (row_ < size_) { // aside, after the quarter's last row: this column holds no queen
            row_ = size_;
            out_ = left;
            return true;
        }
        // Out of stops: my neighbour moves, and I walk my column again.
        if (!neighbour_->advance()) {
            return false;
        }
        row_ = -1;
    }
}

namespace {

/// The chain of a quarter of `h`: its queens, the last first in `queens.back()`.
struct quarter_chain {
    explicit quarter_chain(int h) {
        quarter_piece* left = &sentinel;
        for (int column = 0; column < h; ++column) {
            queens.push_back(std::make_unique<quarter_queen>(column, h, *left));
            left = queens.back().get();
        }
    }
    /// Budd's loop: the last queen placed, then asked to advance for each next placement.
    template <class Take>
    void for_each(Take&& take) {
        quarter_piece& last = queens.empty() ? static_cast<quarter_piece&>(sentinel)
                                             : static_cast<quarter_piece&>(*queens.back());
        for (bool found = last.place(); found; found = last.advance()) {
            take(last.lines());
        }
    }
    quarter_sentinel sentinel;
    std::vector<std::unique_ptr<quarter_queen>> queens;
};

} // namespace

quarter_table::quarter_table(int h, double estimated, const std::function<void(double)>& done)
    : h_{h}, first_((std::size_t{1} << (2 * h)) + 1, 0) {
    quarter_chain chain{h};
    const auto group = [h](const quarter_lines& at) {
        return (std::size_t{at.rows} << h) | at.columns;
    };
    // Told every 2^16 placements: each walk is half the work, the first by the estimate.
    std::uint64_t walked = 0;
    double expected = 2 * std::max(1.0, estimated);
    double most = 0.5; // never past the walk under way: the fraction never goes back
    const auto step = [&] {
        if (done && (++walked & 0xFFFFU) == 0) {
            done(std::min(most, static_cast<double>(walked) / expected));
        }
    };
    // The chain walks twice: once to count each group, once to write it where it starts, so
    // that no list per group is kept.
    chain.for_each([&](const quarter_lines& at) {
        ++first_[group(at)];
        step();
    });
    expected = 2 * std::max<double>(1, static_cast<double>(walked));
    most = 1;
    std::uint32_t total = 0;
    for (std::uint32_t& start : first_) {
        const std::uint32_t size = start;
        start = total;
        total += size;
    }
    entries_.resize(total);
    chain.for_each([&](const quarter_lines& at) {
        entries_[first_[group(at)]++] = {at.sum, at.diff};
        step();
    });
    // Each group's cursor ended at the next group's start.
    std::copy_backward(first_.begin(), first_.end() - 1, first_.end());
    first_[0] = 0;
}

double quarter_table::bytes(int h, double entries) noexcept {
    return std::ldexp(sizeof(std::uint32_t), 2 * h) + entries * sizeof(quarter_entry);
}

double quarter_table::estimated_entries(int h) {
    // Knuth's estimator over the chain's stops: each column's queen has her safe rows and
    // aside; the mean over the walks of the product of the stops is the number of leaves.
    splitmix64 random; // the same walks on every run
    constexpr int walks = 4096;
    double total = 0;
    for (int walk = 0; walk < walks; ++walk) {
        double leaves = 1;
        std::uint32_t rows = 0;
        std::uint32_t sum = 0;
        std::uint32_t diff = 0;
        for (int column = 0; column < h; ++column) {
            std::vector<int> stops{-1}; // aside
            for (int row = 0; row < h; ++row) {
                if ((rows >> row & 1U) == 0 && (sum >> (row + column) & 1U) == 0 &&
                    (diff >> (row - column + h - 1) & 1U) == 0) {
                    stops.push_back(row);
                }
            }
            leaves *= static_cast<double>(stops.size());
            const int row = stops[static_cast<std::size_t>(random() % stops.size())];
            if (row >= 0) {
                rows |= 1U << row;
                sum |= 1U << (row + column);
                diff |= 1U << (row - column + h - 1);
            }
        }
        total += leaves;
    }
    return total / walks;
}

} // namespace queens::detail
