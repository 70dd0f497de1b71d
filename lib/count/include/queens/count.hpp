// Counting: every kind of piece, the symmetries of the board where the piece has them, all
// cores, and shards.
#pragma once

#include <queens/detail/export.hpp>
#include <queens/problem.hpp>
#include <queens/registry.hpp>
#include <queens/solution.hpp>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace queens {

/// Part `index` of `count` disjoint parts of a search (1-based: 1/4 .. 4/4).
struct shard {
    int index = 1;
    int count = 1;

    /// The one rule of a shard, wherever one comes from: 1 <= index <= count.
    [[nodiscard]] constexpr bool valid() const noexcept { return index >= 1 && index <= count; }
};
/// Parses `i/k`. Throws `std::invalid_argument` naming what is accepted (1 <= i <= k).
[[nodiscard]] QUEENS_API shard parse_shard(std::string_view text);
/// `i/k`.
[[nodiscard]] QUEENS_API std::string to_string(shard part);

/// The standard kind counting uses unless told otherwise: `standard_pieces().find("fast")`.
[[nodiscard]] QUEENS_API const piece_kind& fast_kind();

/// What a count tells `count_options::progress` now and then.
struct count_progress {
    std::uint64_t tasks_done = 0; ///< tasks finished in this part
    std::uint64_t tasks = 0;      ///< tasks in this part
    /// The part of the count's wall time gone by, 0 to 1, by the forecast below; it never goes
    /// back. 0 until the first task has finished.
    double fraction = 0;
    /// The seconds the count should still take: each task is weighed by the estimated size of
    /// its subtree, the speed is measured on the tasks finished, and the tasks still waiting are
    /// dealt to the threads as they free up (so the last ones, run on fewer threads, are
    /// foreseen). Negative until the first task has finished.
    double seconds_left = -1;
    /// Before the tasks, while an engine makes them ready, what it is doing, in words ("building
    /// the quarter table of 5.4 x 10^8 placements, 4.9 GiB"), and how far along, 0 to 1; `tasks`
    /// is 0 then. Empty once the tasks are planned. The quadrant join builds its quarter table
    /// and weighs its row sets first: 20 s at N = 22 on one thread, minutes at 24.
    std::string stage;
    double stage_fraction = 0;
};

/// How big a count is, estimated before it starts (`count_options::estimated`).
struct count_estimate {
    /// The nodes of this part's search, by Knuth's estimator (random walks down the search
    /// tree by the engine's own rules, the same estimates that weigh the progress), as log10:
    /// the trees of large boards are far past what a double holds (1,000 queens: 10^1000 and
    /// more).
    double nodes_log10 = 0;
    /// The walks stopped short of the leaves to keep the estimate quick (the pieces engine on
    /// a large board): the tree has at least that many nodes, and the count takes at least
    /// that long.
    bool at_least = false;
    /// log10 of the wall seconds the part should take on the threads it runs on, at the speed
    /// this engine and kind reach on a smaller board on this machine (timed before the count,
    /// in a few hundredths of a second). Only for parts of `timed_from_nodes_log10` or more:
    /// smaller ones end within a day at any speed a piece reaches (10^5 nodes a second; the
    /// textbook queen reaches 10^7, the compiled queens 10^8), and the timing is left out of
    /// the counts that take seconds.
    std::optional<double> seconds_log10;
    /// The threads the part runs on.
    int threads = 1;
};

/// Counts of fewer nodes than 10^9.5 are not timed before they start (`count_estimate`).
inline constexpr double timed_from_nodes_log10 = 9.5;

/// How a count is made. Each engine but `chain` takes a shortcut past the kind's own chain;
/// `automatic` takes one only where asking the kind's pieces shows it finds the number
/// `board{size, maker}.count()` finds (see `count`).
enum class count_engine : std::uint8_t {
    /// Asked, not told: the fastest engine that finds her number (see `count`).
    automatic,
    /// The compiled queens of the constellation engine: pieces that walk as queens and attack
    /// as queens, no pinned squares, boards of up to 24.
    constellations,
    /// The kind's own pieces on a board, the search cut into tasks by pinning the first
    /// columns (the kind's pinned form), halved by mirroring for a symmetric kind.
    pieces,
    /// The kind's own chain as `board` runs it, cut into tasks where it stands: her number
    /// whatever her pieces do, as long as they do it the same way every time.
    chain,
    /// The quadrant join: pieces that walk as queens and attack as queens, no pinned squares, no
    /// fundamental count, boards of 4 to 24 that fit in memory. Each quarter's placements are
    /// found once by a chain of the quarter's queens; the halves they make are matched by
    /// their diagonals, one set of east rows at a time.
    quadrants,
};

/// "automatic", "constellations", "pieces", "chain" or "quadrants" ("unknown" for a value
/// that names no engine).
[[nodiscard]] QUEENS_API std::string_view to_string(count_engine engine) noexcept;

struct count_options {
    int size = 8;
    /// The kind of piece on every column, from a registry (`standard_pieces()` or one with the
    /// caller's own kinds).
    piece_kind piece = fast_kind();
    /// Squares where a piece of the same kind stands fixed (at most one per column).
    std::vector<square> pinned;
    int threads = 0;          ///< 0: every core of the machine
    shard part{};             ///< count only this part; the parts' results add up to the total
    bool fundamental = false; ///< also count solutions up to rotation and reflection
    count_engine engine = count_engine::automatic;
    /// Called now and then from the calling thread (about every 0.1 s while an engine prepares
    /// and while tasks run), last with every task done.
    std::function<void(const count_progress&)> progress;
    /// Called once from the calling thread, before any task starts, with the count's estimated
    /// size: what a program says before a count that would take days. Every refusal of the
    /// options (`check`) comes before it: a program may take it as the start of the work.
    std::function<void(const count_estimate&)> estimated;
};

/// The options that count `puzzle` (checked once, where it was made): its size, kind and
/// pinned squares, everything else as by default.
[[nodiscard]] QUEENS_API count_options count_options_for(const problem& puzzle);

struct count_result {
    std::uint64_t solutions = 0;
    /// The engine that counted, never `automatic`, and why it was chosen, in words.
    count_engine engine = count_engine::chain;
    std::string reason;
    /// Solutions up to rotation and reflection: counted by the constellation engine always, by
    /// other symmetric kinds when `count_options::fundamental` is set, never by the quadrant
    /// join (`automatic` takes another engine when they are asked for).
    std::uint64_t fundamental = 0;
    std::uint64_t tasks = 0; ///< independent tasks in this part
    /// Seconds each worker thread spent on tasks: the slowest and fastest show the balance.
    std::vector<double> thread_seconds;
    /// What `count_options::estimated` was told.
    count_estimate estimate;
};

/// Counts the solutions of a board of `options.piece`, never storing one: the number
/// `board{size, maker}.count()` finds for the puzzle (`problem::make_board`).
/// - The puzzle is checked as a `problem` (problem.hpp) is.
/// - Which engine: the kind is not trusted to say what its pieces do; they are asked, on this
///   board, beside a neighbour who answers by a script (no type is ever tested):
///   - every free piece walks her column as Budd's queen does: with any one row left free she
///     stands on it, never twice, and starts again when her neighbour has moved;
///   - standing on each square she attacks exactly a queen's squares to her right, and her
///     chain finds the queens' numbers on the boards of 1 to 8;
///   - her pinned form stands on its square only and attacks as she does there.
///   All three, with no pinned squares on a board of up to 24: on the boards of 14 to 22, no
///   fundamental count asked and the memory there, the quadrant join (measured faster there;
///   a board whose join would not fit in memory is refused when it is asked for, with the
///   figure); otherwise the compiled queens of the constellation engine (NQueensFAF's
///   constellations, each solution weighed by its images). The walk
///   and the pinned form: the pieces engine (the first columns pinned, halved by mirroring for
///   a `symmetric` kind whose pieces, asked on this board, attack alike under its eight
///   symmetries: the registry checked her only on the boards of 1 to 8). Otherwise the
///   chain engine: her own chain, cut into tasks where it stands.
/// The search is cut into tasks, shared among the threads and the shards.
/// Throws `std::invalid_argument` for a size out of the kind's range,
/// a thread count or shard out of range, pinned squares off the board or in one column,
/// `fundamental` for a kind without symmetry or with pinned squares, and an engine asked for
/// that cannot find her number (saying why); `broken_contract` (an `std::invalid_argument`)
/// for a maker that makes no piece or one for another column, for `fundamental` of a kind
/// that says she is symmetric and is not on this board, for a walk that does not end (no
/// engine would: asked for the chain engine too), and for an `std::invalid_argument` her code
/// throws while her pieces are asked (a question asked of every piece, refused) or while the
/// chain or pieces engine runs her chain. What `progress` and `estimated` throw passes as
/// they threw it.
[[nodiscard]] QUEENS_API count_result count(const count_options& options);

/// Throws what `count(options)` would throw for its options, without counting anything: the
/// puzzle (as `problem` checks it), `fundamental`, the threads, the shard and the engine (one
/// that names none, or one asked for that cannot count her there, saying why), and what her
/// pieces, asked, show she breaks (`broken_contract`).
QUEENS_API void check(const count_options& options);

} // namespace queens
