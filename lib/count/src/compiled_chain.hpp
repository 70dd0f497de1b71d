// The constellation engine's chain: Budd's chain of queens, compiled for its number of free queens.
//
// Same design as every chain in this library: one object per column, each knowing only her
// neighbour, a null queen at the end, and the messages `place`, `advance` passed from neighbour
// to neighbour; backtracking still emerges from the conversation. What changes is what the
// compiler knows and the order the queens are asked in:
// - The queens a constellation pins where nobody can attack them stand first in the chain,
//   right after the sentinel: they never move, so they are asked to stand once and to move once
//   (they cannot). Their attacks are already out of every other column's rows (folded), so
//   they hand on only the rows they take.
// - The free queens follow, in the order of their columns. The number of free queens and each
//   one's place in the chain are template arguments, so every neighbour's type is known and her
//   `advance` is inlined into the asker's: the conversation compiles to nested loops. A free
//   queen knows how many columns her neighbour stands to her left (`gap_`: 1, unless pinned
//   queens stand between them) and carries the diagonals she is handed on by as many columns.
// - Each queen keeps the attacks she hands on, computed once when she moves.
#pragma once

#include "constellation.hpp"

#include <array>
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

/// The attacks a queen hands on, as they stand in her own column: the rows the queens up to her
/// take, and the diagonals through her column that they attack.
struct chain_lines {
    row_mask rows = 0;
    row_mask rising = 0;
    row_mask falling = 0;
};

/// What stands before the first free queen: the pinned queens, then the sentinel. Asked once per
/// search, so it answers through virtual messages.
class chain_start {
public:
    chain_start() = default;
    chain_start(const chain_start&) = delete;
    chain_start& operator=(const chain_start&) = delete;
    chain_start(chain_start&&) = delete;
    chain_start& operator=(chain_start&&) = delete;
    virtual ~chain_start() = default;

    [[nodiscard]] virtual bool place() noexcept = 0;
    [[nodiscard]] virtual bool advance() noexcept = 0;
    [[nodiscard]] virtual const chain_lines& lines() const noexcept = 0;
    virtual void write_rows(std::span<int> rows) const noexcept = 0;
};

/// The sentinel of a compiled chain (the Null Object): attacks nothing, never advances.
class compiled_null_queen final : public chain_start {
public:
    [[nodiscard]] bool place() noexcept override { return true; }
    [[nodiscard]] bool advance() noexcept override { return false; }
    [[nodiscard]] const chain_lines& lines() const noexcept override { return lines_; }
    void write_rows(std::span<int> /*rows*/) const noexcept override {}

private:
    chain_lines lines_{};
};

/// A queen the constellation pins where nobody can attack her (`stands_apart`): she stands on
/// her one row, and has no other to move to.
class compiled_pinned_queen final : public chain_start {
public:
    compiled_pinned_queen(chain_start& neighbour, int column, row_mask at) noexcept
        : neighbour_{&neighbour}, column_{column}, at_{at} {}

    [[nodiscard]] bool place() noexcept override { return neighbour_->place() && stand(); }
    /// "Move on to your next row": I have none, so I ask my neighbour to move.
    [[nodiscard]] bool advance() noexcept override { return neighbour_->advance() && stand(); }
    [[nodiscard]] const chain_lines& lines() const noexcept override { return out_; }
    void write_rows(std::span<int> rows) const noexcept override {
        rows[static_cast<std::size_t>(column_)] = std::countr_zero(at_) + 1;
        neighbour_->write_rows(rows);
    }

private:
    /// Stands on my row. My attacks are out of every other column's rows already: I hand on my
    /// row, and no diagonals.
    bool stand() noexcept {
        out_.rows = neighbour_->lines().rows | at_;
        return true;
    }

    chain_start* neighbour_; // never null: the pinned queens end in a compiled_null_queen
    int column_;
    row_mask at_;
    chain_lines out_{};
};

/// Where each free queen of a constellation stands: her column, and how many columns to her left
/// her neighbour's is (0 for the first, whose neighbours hand on no diagonals).
struct chain_places {
    std::array<int, max_mask_size> column{};
    std::array<int, max_mask_size> gap{};
};

template <int Free, int S>
class compiled_chain;

/// The free queen in place `S` of a chain of `Free`, whose neighbour is `Neighbour`. Only
/// `compiled_chain` builds her: it lays her out right after her neighbour (see `neighbour()`).
template <int Free, int S, typename Neighbour>
class compiled_queen {
public:
    static_assert(Free >= 1 && Free <= max_free_queens && S >= 0 && S < Free);

    /// Budd's script, one queen at a time from the first: "take your first safe row". Asked
    /// once per search, so it stays a call: inlined, each queen's placing repeated the whole
    /// chain's advancing inside it.
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
    /// Budd's `get_state`, 1-based rows: mine at `rows[column]`, then my neighbours'.
    void write_rows(std::span<int> rows) const noexcept {
        rows[static_cast<std::size_t>(column_)] = std::countr_zero(at_) + 1;
        neighbour().write_rows(rows);
    }
    /// Stands on the row of the one-bit mask `at`, as the last queen does to write a solution.
    void stand(row_mask at) noexcept { at_ = at; }
    /// My neighbours' attacks on my column, as of their last move.
    [[QUEENS_CHAIN_INLINE]] void learn() noexcept {
        const chain_lines& left = neighbour().lines();
        safe_ = allowed_ & ~(left.rows | (left.rising << gap_) | (left.falling >> gap_));
        if (edges_ != 0) {
            safe_ = obey_edge_rule(safe_, left.rows, edges_);
        }
    }

    /// My neighbour. I keep a pointer to her, as every queen does; `compiled_chain` also lays a
    /// free neighbour out in memory right before me, and telling the compiler so lets it find
    /// every queen of the chain at a fixed place instead of following pointer after pointer each
    /// time the search backtracks through several columns. The library's optimised GCC build
    /// says so (`QUEENS_CHAIN_LAYOUT_HINT`, see lib/CMakeLists.txt); sanitizer builds do not.
    [[nodiscard, QUEENS_CHAIN_INLINE]] Neighbour& neighbour() const noexcept {
#ifdef QUEENS_CHAIN_LAYOUT_HINT
        if constexpr (S > 0) {
            const auto* const me = reinterpret_cast<const unsigned char*>(this);
            if (reinterpret_cast<const unsigned char*>(neighbour_) != me - sizeof(Neighbour)) {
                __builtin_unreachable();
            }
        }
#endif
        return *neighbour_;
    }

private:
    template <int, int>
    friend class compiled_chain;

    compiled_queen(Neighbour& neighbour, const constellation& where,
                   const chain_places& places) noexcept
        : neighbour_{&neighbour}, column_{places.column[S]}, gap_{places.gap[S]},
          allowed_{where.allowed[static_cast<std::size_t>(column_)]}, edges_{where.edge_column ==
                                                                                     column_
                                                                                 ? where.edges
                                                                                 : 0},
          ahead_{looks_ahead ? where.allowed[static_cast<std::size_t>(places.column[S + 2])] : 0},
          ahead_gap_{looks_ahead ? places.gap[S + 1] + places.gap[S + 2] : 0} {}

    [[nodiscard, QUEENS_CHAIN_INLINE]] bool settle() noexcept {
        for (;;) {
            while (safe_ == 0) {
                if (!neighbours_advance()) {
                    return false;
                }
            }
            at_ = safe_ & (~safe_ + 1);
            safe_ ^= at_;
            const chain_lines& left = neighbour().lines();
            out_.rows = left.rows | at_;
            out_.rising = (left.rising << gap_) | at_;
            out_.falling = (left.falling >> gap_) | at_;
            if constexpr (looks_ahead) {
                if (leaves_nothing_ahead()) {
                    continue;
                }
            }
            return true;
        }
    }

    /// The queens of the last block look ahead, as NQueensFAF's last block does: each refuses a
    /// row that leaves the free queen two on with no safe row (whatever the queen between them
    /// does). Measured, N = 16, one thread: looking from the sixth queen before the last on takes
    /// 0.983 of the time without (7 pairs); from the fourth 1.02, the fifth 1.01, the seventh
    /// 0.99, the ninth 1.005: nearer the first queen, what it saves no longer pays for itself.
    static constexpr bool looks_ahead = S >= Free - 6 && S + 2 < Free;

    /// Whether where I now stand leaves the queen two on with no safe row.
    [[nodiscard, QUEENS_CHAIN_INLINE]] bool leaves_nothing_ahead() const noexcept {
        const row_mask attacked =
            out_.rows | (out_.rising << ahead_gap_) | (out_.falling >> ahead_gap_);
        return (ahead_ & ~attacked) == 0;
    }

    Neighbour* neighbour_; // never null: the chain ends in a compiled_null_queen
    int column_;
    int gap_;
    row_mask allowed_;
    row_mask edges_;
    row_mask safe_ = 0;
    row_mask at_ = 0;
    chain_lines out_{};
    row_mask ahead_; // the rows the queen two on may take, if I look ahead
    int ahead_gap_;  // and how many columns on she stands
};

/// The free queens of a chain of `Free`, built first to last: `last()` is the last free queen,
/// whose neighbours are all the others, then `start`.
template <int Free, int S = Free - 1>
class compiled_chain {
    using left_chain = compiled_chain<Free, S - 1>;

public:
    using queen_type = compiled_queen<Free, S, typename left_chain::queen_type>;

    compiled_chain(chain_start& start, const constellation& where,
                   const chain_places& places) noexcept
        : left_{start, where, places}, queen_{left_.last(), where, places} {
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

/// Before the first free queen: what the chain starts with (the pinned queens, the sentinel),
/// held elsewhere and asked through `chain_start`.
template <int Free>
class compiled_chain<Free, -1> {
public:
    using queen_type = chain_start;
    compiled_chain(chain_start& start, const constellation& /*where*/,
                   const chain_places& /*places*/) noexcept
        : start_{&start} {}

    [[nodiscard]] queen_type& last() noexcept { return *start_; }

private:
    chain_start* start_; // never null
};

} // namespace queens

#undef QUEENS_CHAIN_INLINE
