#include "count_estimate.hpp"

#include "count_engines.hpp"

#include <queens/board.hpp>
#include <queens/piece.hpp>
#include <queens/solution.hpp>
#include <queens/text.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace queens::detail {
namespace {

/// Questions a pieces estimate may ask (a question to column c costs c messages): about a
/// tenth of a second, whatever the board.
constexpr double question_budget = 3e7;
/// Walks per estimate of the pieces engine.
constexpr int pieces_walks = 16;
/// The board a speed is timed on is the largest whose tree has at most this many nodes.
constexpr double timing_nodes_log10 = 6.5;
/// ...and it is counted again until this much time has passed.
constexpr double timing_seconds = 0.02;

/// Nodes counted per second on one thread by `options`' engine and kind on this machine: a
/// smaller board counted, as often as it takes to be timed.
double nodes_per_second(const count_options& options) {
    count_options small;
    small.piece = options.piece;
    small.engine = options.engine;
    small.threads = 1;
    tree_estimate tree;
    for (int size = 1; size < options.size; ++size) {
        small.size = size;
        const tree_estimate larger = tree_of(small);
        if (larger.nodes_log10 > timing_nodes_log10 && size > 1) {
            small.size = size - 1;
            break;
        }
        tree = larger;
    }
    using clock = std::chrono::steady_clock;
    const auto start = clock::now();
    double seconds = 0;
    int rounds = 0;
    do {
        (void)count_with(small);
        ++rounds;
        seconds = std::chrono::duration<double>(clock::now() - start).count();
    } while (seconds < timing_seconds && rounds < 1000);
    return rounds * std::pow(10.0, tree.nodes_log10) / std::max(seconds, 1e-9);
}

} // namespace

double add_log10(double a, double b) noexcept {
    const double high = std::max(a, b);
    return high + std::log10(1 + std::pow(10.0, std::min(a, b) - high));
}

tree_estimate tree_of(const count_options& options) {
    switch (options.engine) {
    case count_engine::constellations:
        return constellations_tree(options.size);
    case count_engine::quadrants:
        // Never asked: the quadrant join times its own row sets (count_quadrants.cpp), as a
        // smaller board is no guide to it.
        throw std::logic_error("the quadrant join's speed is not timed on a smaller board");
    case count_engine::automatic:
    case count_engine::pieces:
    case count_engine::chain:
        break;
    }
    return pieces_tree(options);
}

count_estimate estimate_part(const tree_estimate& whole, double part, double all,
                             const count_options& options, std::size_t workers) {
    count_estimate estimate;
    estimate.nodes_log10 = std::max(0.0, whole.nodes_log10 + std::log10(part / std::max(all, 1.0)));
    estimate.at_least = whole.at_least;
    estimate.threads = static_cast<int>(std::max<std::size_t>(1, workers));
    if (estimate.nodes_log10 >= timed_from_nodes_log10) {
        const double speed =
            whole.nodes_per_second ? whole.nodes_per_second() : nodes_per_second(options);
        // More threads than cores take turns on them: the wall time is that of the cores.
        const auto cores = static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
        estimate.seconds_log10 =
            estimate.nodes_log10 - std::log10(speed * std::min(estimate.threads, cores));
    }
    return estimate;
}

tree_estimate pieces_tree(const count_options& options) {
    const int n = options.size;
    std::vector<int> pinned_row(static_cast<std::size_t>(n) + 1, 0);
    for (const square& sq : options.pinned) {
        pinned_row[static_cast<std::size_t>(sq.column)] = sq.row;
    }
    splitmix64 random; // the same walks on every run
    tree_estimate tree;
    double questions = 0;
    double walks_log10 = -std::numeric_limits<double>::infinity(); // the sum over the walks
    int walks = 0;
    std::vector<int> choices;
    while (walks < pieces_walks && (walks == 0 || questions < question_budget)) {
        ++walks;
        null_queen sentinel;
        std::vector<std::unique_ptr<piece>> chain;
        double branches_log10 = 0;
        for (int column = 1; column <= n; ++column) {
            piece& left = chain.empty() ? static_cast<piece&>(sentinel) : *chain.back();
            choices.clear();
            const int only = pinned_row[static_cast<std::size_t>(column)];
            for (int row = only != 0 ? only : 1; row <= (only != 0 ? only : n); ++row) {
                if (!left.can_attack(row, column)) {
                    choices.push_back(row);
                }
            }
            questions += static_cast<double>((only != 0 ? 1 : n) * column);
            if (choices.empty()) {
                break;
            }
            branches_log10 += std::log10(static_cast<double>(choices.size()));
            walks_log10 = add_log10(walks_log10, branches_log10);
            if (questions >= question_budget && column < n) {
                tree.at_least = true; // this walk goes no deeper
                break;
            }
            const int row = choices[static_cast<std::size_t>(random() % choices.size())];
            std::unique_ptr<piece> placed = options.piece.make_pinned(square{column, row}, n, left);
            if (!placed->find_solution()) {
                throw broken_contract("piece '" + escaped(options.piece.name, longest_kind_name) +
                                      "': its pinned form did not stand on " +
                                      to_string(square{column, row}));
            }
            chain.push_back(std::move(placed));
        }
    }
    tree.nodes_log10 = std::max(0.0, walks_log10 - std::log10(static_cast<double>(walks)));
    return tree;
}

} // namespace queens::detail
