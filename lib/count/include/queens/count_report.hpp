// What a count found, as a record that can be written, read back and merged: the unit of work
// of a count split into shards over many processes or machines.
//
//   queens count -n 18 --shard 3/8 --json -o part3.json   # on eight machines, i = 1..8
//   queens merge part*.json                               # the total, as one count prints it
#pragma once

#include <queens/count.hpp>
#include <queens/detail/export.hpp>
#include <queens/solution.hpp>

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace queens {

/// The version of this library, written into every report: shards counted by different
/// versions are not merged.
[[nodiscard]] QUEENS_API std::string_view library_version() noexcept;

/// One count's result and everything needed to tell whether two results can be added up.
struct count_report {
    int size = 0;               ///< the board
    std::string piece;          ///< the kind of piece, by its registry name ("fast", "queen")
    std::vector<square> pinned; ///< pieces pinned to squares (read back in column order)
    shard part{};               ///< which shard this is (1/1: the whole count)
    std::uint64_t solutions = 0;
    /// Solutions up to rotation and reflection, when they were counted.
    std::optional<std::uint64_t> fundamental;
    std::uint64_t tasks = 0; ///< the independent tasks this shard ran
    /// The count's size as estimated before it started (`count_estimate`): log10 of its
    /// nodes and, when timed, of its seconds (for a merge: the shards' sums, when all have one).
    std::optional<double> estimated_nodes_log10;
    std::optional<double> estimated_seconds_log10;
    /// The engine that counted (`to_string(count_engine)`: "constellations", "pieces",
    /// "chain" or "quadrants"; empty in a report that does not say, which `merge` refuses) and
    /// why it was chosen (`count_result::reason`). Shards of one count are counted by one
    /// engine.
    std::string engine;
    std::string engine_reason;
    double seconds = 0;       ///< wall time of the count (for a merge: the shards' sum)
    bool interrupted = false; ///< stopped before the end: the counts are partial
    std::string version{library_version()}; ///< the program that counted
};

/// The report of a count made with `options` that gave `result` in `seconds` of wall time: what
/// `queens count --json` writes, ready for `to_json` or `merge`.
[[nodiscard]] QUEENS_API count_report report_of(const count_options& options,
                                                const count_result& result, double seconds = 0);

/// The report as one line of JSON, ASCII only, keys in a fixed order, for example
/// `{"size":8,"piece":"fast","pinned":[],"shard":"1/1","solutions":92,"fundamental":12,
/// "tasks":25,"estimated_nodes_log10":3.112,"engine":"constellations","engine_reason":"...",
/// "seconds":0.000412,"interrupted":false,"version":"1.0.0"}` (`fundamental`, the estimates
/// and the engine only when known; a pinned square is `[column,row]`, 1-based; times to the
/// microsecond, estimates to a thousandth). Throws `std::invalid_argument` rather than write
/// what would not read back: a report `parse_count_report` would refuse (a time or an estimate
/// out of its range or not finite, a shard that is no i/k, an unknown engine, no version, a
/// puzzle count would not take, ...) or a text that is not UTF-8.
[[nodiscard]] QUEENS_API std::string to_json(const count_report& report);

/// Reads what `to_json` writes, strictly: one JSON object (RFC 8259: no leading zeros, UTF-8
/// only, nothing after it), every key but `fundamental`, the estimates and the engine required
/// (an engine one of the four names, its reason at most 1000 bytes), no other key, no key
/// twice, every number in range (whole numbers where counts are, `seconds` 0 to 10^12, the
/// estimates' log10 nodes 0 to 10^6 and seconds -30 to 10^6), a version, counts that can be
/// together (fundamental solutions at most as many as solutions; for a whole count, each
/// standing for 1 to 8 solutions; no more solutions than the board's N^N placements of one
/// piece a column), a piece a registry can name (`is_kind_name`), and a puzzle `count` would
/// take whatever the kind: a size
/// of 1 to `max_size`, pinned squares on the board and one per column (put in column order),
/// no fundamental count with pins. Throws `std::invalid_argument` naming the first problem
/// found (the key, or the byte where the text stops being JSON) and what is accepted; text
/// quoted from the report is escaped.
[[nodiscard]] QUEENS_API count_report parse_count_report(std::string_view text);

/// Holds a report, however it was made, to `parse_count_report`'s rules; then, when `pieces`
/// knows its kind, throws what `count` would throw for its puzzle (the kind's largest board,
/// fundamental solutions for a kind without symmetry, an engine named that does not count her
/// there), and refuses solutions where her pinned pieces attack each other. Throws
/// `std::invalid_argument`.
QUEENS_API void check(const count_report& report, const piece_registry& pieces);

/// Adds up the shards of one count: the result reads as the unsharded count would (shard 1/1,
/// `seconds` the sum of the shards' times). Throws `std::invalid_argument` with a message
/// naming the shards at fault when there are none, when shards of k are missing or repeated,
/// when one was interrupted, when they differ in size, piece, pinned squares (in any order),
/// whether fundamental solutions were counted, engine, or program version, when a version is
/// not this library's, when one names no engine, or when a sum would not fit in 64 bits. A
/// shard of no task adds nothing to the estimates. Text from the reports is escaped.
[[nodiscard]] QUEENS_API count_report merge(std::span<const count_report> shards);

} // namespace queens
