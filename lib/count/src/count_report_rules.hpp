// What every count report must hold, however it was made: read from a file
// (count_report_json.cpp), written (to_json) or added up from shards (merge).
#pragma once

#include <queens/count_report.hpp>

#include <string>
#include <string_view>
#include <vector>

namespace queens::detail {

/// The longest time a report may say a count took (about 31,700 years): a bound a real count
/// never reaches, so sums of shards stay finite and every time a report holds is printable.
inline constexpr double max_report_seconds = 1e12;

/// `pinned` in column order, as every report holds its pins: shards whose pins were given in
/// another order are one count.
[[nodiscard]] std::vector<square> in_column_order(std::vector<square> pinned);

/// Throws `std::invalid_argument`: "not a count report: WHY; accepted: ...".
[[noreturn]] void bad_report(std::string_view why);

/// `value` as a short decimal ("1e+12", "-30"), for messages.
[[nodiscard]] std::string number_text(double value);

/// What `count` checks of any puzzle, whatever its kind (the size, the pinned squares, no
/// fundamental count with pins), and counts that can be together: no more fundamental
/// solutions than solutions and, for a whole count, solutions at most eight times as many as
/// fundamental ones, none of either or some of both. Throws `std::invalid_argument`.
void check_report(const count_report& report);

/// What a report must hold to be written as JSON that reads back: finite times from 0 to
/// `max_report_seconds`, finite estimates. Throws `std::invalid_argument`.
void check_writable(const count_report& report);

} // namespace queens::detail
