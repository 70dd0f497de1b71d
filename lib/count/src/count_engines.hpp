// The three ways the library counts, and how it chooses. Private to the library (not
// installed); `count()` (count.cpp) checks the options and asks `choose_engine`.
#pragma once

#include <queens/count.hpp>

#include <cstdint>
#include <span>
#include <string>

namespace queens::detail {

/// Any kind of piece, pinned squares and all: the kind's own pieces on a `board`, the search
/// cut into tasks by pinning the first pieces (the kind's `pin`), halved by mirroring when the
/// kind is symmetric and nothing is pinned; a symmetric kind's pins turned to their image
/// that stands furthest left (the same count, the pins before the pieces they rule out).
[[nodiscard]] count_result count_pieces(const count_options& asked);
/// Whether `count_pieces` halves the search by mirroring: a symmetric kind, nothing pinned.
[[nodiscard]] bool halved(const count_options& options);
/// The columns `count_pieces` pins, to cut its tasks and weigh them.
[[nodiscard]] int pinned_task_columns(const count_options& options);

/// Queens without pinned squares: the constellation engine (`constellation.hpp`).
[[nodiscard]] count_result count_constellations(const count_options& options);

/// Queens without pinned squares, no fundamental count: the quadrant join
/// (count_quadrants.cpp).
[[nodiscard]] count_result count_quadrants(const count_options& options);

/// Any kind of piece: her own chain as `board` runs it, cut into tasks (count_chain.cpp), or in
/// one task when her walk, out of rows, does not ask her neighbour once (`chain_cuts`).
[[nodiscard]] count_result count_chain(const count_options& options);
/// Whether her chain can be cut into tasks: out of rows, she asks her neighbour to advance once
/// and starts again (count_behaviour.hpp).
[[nodiscard]] bool chain_cuts(const count_options& options);

/// The engine `options.engine` names (never `automatic`), counting.
[[nodiscard]] count_result count_with(const count_options& options);

/// The engine that counts `options` and why: asked, or (`automatic`) the fastest of
/// constellations, pieces and chain that the kind's pieces, asked on this board, show will find
/// the number `board::count()` finds (count_behaviour.hpp).
struct engine_choice {
    count_engine engine = count_engine::chain;
    std::string reason;
};
/// Whose memory an engine's choice weighs: this process's, for a count; none, for a report
/// counted elsewhere (a shard counted on a larger machine is merged on a smaller one).
enum class memory_of : std::uint8_t { this_process, no_machine };
/// An engine asked for (not `automatic`) is the one chosen, or this throws
/// `std::invalid_argument` naming why it cannot find her number.
[[nodiscard]] engine_choice choose_engine(const count_options& options,
                                          memory_of memory = memory_of::this_process);

/// `options`, her kind's `symmetric` kept only where her pieces on this board attack alike
/// under the board's symmetries (`symmetry_finding`): no count halves her search, turns her
/// pins or weighs her solutions by a symmetry her pieces do not have. `differs` says what
/// differs ("" when kept). A count of fundamental solutions then throws `broken_contract`.
[[nodiscard]] count_options symmetry_asked(const count_options& options, std::string& differs);

/// What a count of `options` will do, decided before any work, in one place for `count()`,
/// `check(options)` and `check(report)`: the puzzle (checked as `check` documents, throwing the
/// same), the options as counted (`symmetry_asked`), and the engine with why (`choose_engine`,
/// weighing `memory`; its reason says where her symmetry was not used).
struct count_plan {
    problem puzzle;
    count_options counted;
    engine_choice choice;
};
[[nodiscard]] count_plan planned(const count_options& options,
                                 memory_of memory = memory_of::this_process);

/// Whether a solution (`rows[c - 1]`, the row of column c) is the canonical one of its class.
/// Throws `std::invalid_argument` when two pieces share a row: such a kind cannot say it is
/// symmetric.
[[nodiscard]] bool canonical_solution(std::span<const int> rows, const piece_kind& kind);

} // namespace queens::detail
