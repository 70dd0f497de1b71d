// The constellation engine's chain: Budd's chain of queens compiled for one board size.
//
// Same design as every chain in this library: one object per column, each knowing only her
// left neighbour, a null queen at the end, and the messages `place`, `advance` passed from
// neighbour to neighbour; backtracking still emerges from the conversation. What changes is
// only what the compiler knows: the board size `N` and each queen's column are template
// arguments, so every neighbour's type is known and her messages are inlined into the asker's;
// each queen keeps the three attack masks she hands her right neighbour, computed once when she
// moves; and the last two queens do not try their rows one by one: with two rows left free,
// the last queen checks both ways of taking them at once (`endings`).
#pragma once

#include "constellation.hpp"

#include <bit>
#include <cstddef>
#include <span>
#include <type_traits>

// The chain's messages are inlined into the asker's, all the way down the chain. Sanitizer
// builds leave that to the compiler (`QUEENS_CHAIN_NOT_INLINED`, see the top CMakeLists.txt):
// the instrumented code of a fully inlined chain took minutes to compile.
#ifdef QUEENS_CHAIN_NOT_INLINED
#define QUEENS_CHAIN_INLINE
#else
#define QUEENS_CHAIN_INLINE gnu::always_inline
#endif

namespace queens {

/// The attacks a queen hands her right neighbour, already carried into the neighbour's column.
struct chain_lines {
    row_mask rows = 0;
    row_mask rising = 0;
    row_mask falling = 0;
};

/// The sentinel of a compiled chain (the Null Object): attacks nothing, never advances.
class compiled_null_queen {
public:
    [[nodiscard]] static constexpr bool place() noexcept { return true; }
    [[nodiscard]] static constexpr bool advance() noexcept { return false; }
    [[nodiscard]] constexpr const chain_lines& lines() const noexcept { return lines_; }
    static constexpr void write_rows(std::span<int> /*rows*/) noexcept {}

private:
    chain_lines lines_{};
};

template <int N, int C>
class compiled_chain;

/// The queen in 0-based column `C` of a board of `N`, whose left neighbour is `Neighbour`.
/// Only `compiled_chain` builds her: it lays her out right after her neighbour (see
/// `neighbour()`).
template <int N, int C, typename Neighbour>
class compiled_queen {
public:
    static_assert(N >= 1 && N <= max_compiled_size && C >= 0 && C < N);
    static constexpr row_mask board_rows = (row_mask{1} << N) - 1;

    /// Budd's script, one queen at a time from the left: "take your first safe row". Asked
    /// once per search, so it stays a call: inlined, each queen's placing repeated the whole
    /// chain's advancing inside it, and one file of chains took 100 s and 740 MB to compile.
    [[nodiscard, gnu::noinline]] bool place() noexcept { return neighbours_place() && settle(); }
    /// "Move on to your next safe row", asking my neighbour to move when I have none left.
    [[nodiscard, QUEENS_CHAIN_INLINE]] bool advance() noexcept { return settle(); }

    [[nodiscard]] const chain_lines& lines() const noexcept { return out_; }
    /// The rows still safe for me where my neighbours stand (the last queen's whole question).
    [[nodiscard]] row_mask safe_rows() const noexcept { return safe_; }
    /// Asks my neighbours to take their first safe rows, then learns their attacks.
    [[nodiscard, QUEENS_CHAIN_INLINE]] bool neighbours_place() noexcept {
        if (!neighbour().place()) {
            return false;
        }
        learn();
        return true;
    }
    /// Asks my neighbours to move on, then learns their new attacks: false when they cannot.
    [[nodiscard, QUEENS_CHAIN_INLINE]] bool neighbours_advance() noexcept {
        if (!neighbour().advance()) {
            return false;
        }
        learn();
        return true;
    }
    /// Budd's `get_state`, 1-based rows: mine at `rows[C]`, then my neighbour's.
    void write_rows(std::span<int> rows) const noexcept {
        rows[C] = std::countr_zero(at_) + 1;
        neighbour().write_rows(rows);
    }
    /// Stands on the row of the one-bit mask `at`, as the last queen does to write a solution.
    void stand(row_mask at) noexcept { at_ = at; }
    /// My neighbours' attacks on my column, as of their last move.
    [[QUEENS_CHAIN_INLINE]] void learn() noexcept {
        const chain_lines& left = neighbour().lines();
        safe_ = allowed_ & ~(left.rows | left.rising | left.falling);
        if (edges_ != 0) {
            safe_ = obey_edge_rule(safe_, left.rows, edges_);
        }
    }

    /// The last queen's question once only she and her neighbour are left to place: which of
    /// my rows end a solution, where the others stand now? Two rows are left free, `low` and
    /// `high`: one of us takes each, so there are at most two endings, and I check both
    /// without either of us moving: my neighbour says which of the two she may take, and what
    /// the queens to her left attack in my column; her own attack on my row, from the other
    /// free row, is a diagonal one exactly when the two rows are next to each other.
    /// Only for a last queen without the edge rule (hers would look at my neighbour's row).
    [[nodiscard, QUEENS_CHAIN_INLINE]] row_mask endings() const noexcept requires(C >= 1) {
        const Neighbour& her = neighbour();
        const row_mask free = her.open_rows();
        const row_mask low = free & (~free + 1);
        const row_mask high = free ^ low;
        const row_mask safe = allowed_ & ~her.diagonals_past_me();
        // Selects, not branches: which ending works is what the search cannot guess.
        const bool apart = (low << 1) != high;
        const bool low_high = apart & ((her.safe_rows() & low) != 0) & ((safe & high) != 0);
        const bool high_low = apart & ((her.safe_rows() & high) != 0) & ((safe & low) != 0);
        return (low_high ? high : 0) | (high_low ? low : 0);
    }
    /// Stands on `mine`, one of my `endings()`, my neighbour on the other free row: to write
    /// that solution.
    void end_on(row_mask mine) noexcept requires(C >= 1) {
        neighbour().stand(neighbour().open_rows() ^ mine);
        stand(mine);
    }
    /// The rows none of the queens to my left stands on.
    [[nodiscard, QUEENS_CHAIN_INLINE]] row_mask open_rows() const noexcept {
        return board_rows & ~neighbour().lines().rows;
    }
    /// The diagonals the queens to my left attack one column past mine (not counting me).
    [[nodiscard, QUEENS_CHAIN_INLINE]] row_mask diagonals_past_me() const noexcept {
        const chain_lines& left = neighbour().lines();
        return ((left.rising << 1) & board_rows) | (left.falling >> 1);
    }

    /// My left neighbour. I keep a pointer to her, as every queen does; `compiled_chain` also
    /// lays her out in memory right before me, and telling the compiler so lets it find every
    /// queen of the chain at a fixed place instead of following pointer after pointer each
    /// time the search backtracks through several columns. The library's optimised GCC build
    /// says so (`QUEENS_CHAIN_LAYOUT_HINT`, see lib/CMakeLists.txt); sanitizer builds do not.
    [[nodiscard, QUEENS_CHAIN_INLINE]] Neighbour& neighbour() const noexcept {
#ifdef QUEENS_CHAIN_LAYOUT_HINT
        const auto* const me = reinterpret_cast<const unsigned char*>(this);
        if (reinterpret_cast<const unsigned char*>(neighbour_) != me - sizeof(Neighbour)) {
            __builtin_unreachable();
        }
#endif
        return *neighbour_;
    }

private:
    template <int, int>
    friend class compiled_chain;

    compiled_queen(Neighbour& neighbour, const constellation& where) noexcept
        : neighbour_{&neighbour}, allowed_{where.allowed[C] & board_rows},
          edges_{where.edge_column == C ? where.edges : 0} {}

    [[nodiscard, QUEENS_CHAIN_INLINE]] bool settle() noexcept {
        while (safe_ == 0) {
            if (!neighbours_advance()) {
                return false;
            }
        }
        at_ = safe_ & (~safe_ + 1);
        safe_ ^= at_;
        const chain_lines& left = neighbour().lines();
        out_.rows = left.rows | at_;
        out_.rising = ((left.rising | at_) << 1) & board_rows;
        out_.falling = (left.falling | at_) >> 1;
        return true;
    }

    Neighbour* neighbour_; // never null: the chain ends in a compiled_null_queen
    row_mask allowed_;
    row_mask edges_;
    row_mask safe_ = 0;
    row_mask at_ = 0;
    chain_lines out_{};
};

/// The whole chain of a board of `N`, built left to right: `last()` is the queen in the last
/// column, whose neighbours are all the others.
template <int N, int C = N - 1>
class compiled_chain {
    using left_chain = compiled_chain<N, C - 1>;

public:
    using queen_type = compiled_queen<N, C, typename left_chain::queen_type>;

    explicit compiled_chain(const constellation& where) noexcept
        : left_{where}, queen_{left_.last(), where} {
        // The layout `compiled_queen::neighbour()` counts on: my queen right after the chain
        // to her left, which ends with her neighbour.
        static_assert(std::is_standard_layout_v<compiled_chain>);
        static_assert(offsetof(compiled_chain, queen_) == sizeof(left_chain));
        static_assert(sizeof(compiled_chain) == sizeof(left_chain) + sizeof(queen_type));
    }
    compiled_chain(const compiled_chain&) = delete;
    compiled_chain& operator=(const compiled_chain&) = delete;
    compiled_chain(compiled_chain&&) = delete;
    compiled_chain& operator=(compiled_chain&&) = delete;
    ~compiled_chain() = default;

    [[nodiscard]] queen_type& last() noexcept { return queen_; }

private:
    left_chain left_;
    queen_type queen_;
};

template <int N>
class compiled_chain<N, -1> {
public:
    using queen_type = compiled_null_queen;
    explicit compiled_chain(const constellation& /*where*/) noexcept {
        static_assert(sizeof(compiled_chain) == sizeof(compiled_null_queen));
    }
    [[nodiscard]] queen_type& last() noexcept { return sentinel_; }

private:
    compiled_null_queen sentinel_;
};

} // namespace queens

#undef QUEENS_CHAIN_INLINE
