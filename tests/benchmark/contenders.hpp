// The library's contenders in the benchmark (queens_benchmark.cpp), each a count of N queens,
// and the size of the backtracking tree they are measured against.
#pragma once

#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

namespace queens::bench {

/// Every partial placement of non-attacking queens in the first columns: the backtracking
/// tree's size.
inline std::uint64_t tree_nodes(int n) {
    std::uint64_t nodes = 0;
    const std::uint64_t all = (std::uint64_t{1} << n) - 1;
    const std::function<void(std::uint64_t, std::uint64_t, std::uint64_t)> visit =
        [&](std::uint64_t rows, std::uint64_t up, std::uint64_t down) {
            ++nodes;
            for (std::uint64_t open = all & ~(rows | up | down); open != 0; open &= open - 1) {
                const std::uint64_t bit = open & (~open + 1);
                visit(rows | bit, (up | bit) << 1, (down | bit) >> 1);
            }
        };
    visit(0, 0, 0);
    return nodes;
}

inline std::uint64_t fast_count(int n, int threads) {
    queens::count_options options;
    options.size = n;
    options.threads = threads;
    return queens::count(options).solutions;
}

inline std::uint64_t canonical_count(int n) {
    static const queens::piece_registry standard = queens::standard_pieces();
    queens::count_options options;
    options.size = n;
    options.threads = 1;
    options.piece = standard.find("queen");
    options.engine = queens::count_engine::pieces; // her own objects, not the compiled queens
    return queens::count(options).solutions;
}

/// Budd's script with the library's own queens and no board, so no tracing hook at all.
inline std::uint64_t chain_without_tracing_support(int n) {
    std::vector<std::unique_ptr<queens::piece>> chain;
    chain.push_back(std::make_unique<queens::null_queen>());
    for (int column = 1; column <= n; ++column) {
        chain.push_back(std::make_unique<queens::queen>(column, n, *chain.back()));
        if (!chain.back()->find_solution()) {
            return 0;
        }
    }
    std::uint64_t found = 1;
    while (chain.back()->advance()) {
        ++found;
    }
    return found;
}

} // namespace queens::bench
