// What every count report must hold, however it was made: read from a file
// (count_report_json.cpp), written (to_json) or added up from shards (merge).
#pragma once

#include <queens/count_report.hpp>

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace queens::detail {

/// The longest time a report may say a count took (about 31,700 years): a bound a real count
/// never reaches, so sums of shards stay finite and every time a report holds is printable.
inline constexpr double max_report_seconds = 1e12;

/// The ranges of a report's estimates (log10 of nodes and of seconds) and the longest reason
/// for its engine.
inline constexpr double min_nodes_log10 = 0;
inline constexpr double max_nodes_log10 = 1e6;
inline constexpr double min_seconds_log10 = -30;
inline constexpr double max_seconds_log10 = 1e6;
inline constexpr std::size_t max_reason_bytes = 1000;

/// The engine a report names ("constellations", "pieces", "chain", "quadrants"); none for
/// any other name.
[[nodiscard]] std::optional<count_engine> engine_named(std::string_view name);

/// Throws `std::invalid_argument`: "not a count report: WHY; accepted: ...".
[[noreturn]] void bad_report(std::string_view why);

/// `value` as a short decimal ("1e+12", "-30"), for messages.
[[nodiscard]] std::string number_text(double value);

/// What every report holds, however it was made (read, written, checked or added up): what
/// `count` checks of any puzzle, whatever its kind (the size, the pinned squares, no
/// fundamental count with pins); counts that can be together (no more fundamental solutions
/// than solutions and, for a whole count, solutions at most eight times as many as fundamental
/// ones, none of either or some of both); a shard i/k with 1 <= i <= k; a time from 0 to
/// `max_report_seconds` and estimates within their ranges, all finite; an engine that is
/// none or one of count's four, its reason at most `max_reason_bytes`; a version. Throws
/// `std::invalid_argument` naming the first that is not.
void check_report(const count_report& report);

} // namespace queens::detail
