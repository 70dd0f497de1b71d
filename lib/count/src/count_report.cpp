// Count reports: what every report must hold, and a report made from a count's result. (As
// JSON: count_report_json.cpp; merged: count_merge.cpp.)
#include "count_engines.hpp"
#include "count_report_rules.hpp"

#include <queens/count_report.hpp>
#include <queens/problem.hpp>
#include <queens/registry.hpp>
#include <queens/text.hpp>
#include <queens/version.hpp>

#include <array>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace queens {

std::string_view library_version() noexcept { return QUEENS_VERSION; }

namespace detail {

void bad_report(std::string_view why) {
    throw std::invalid_argument("not a count report: " + std::string(why) +
                                "; accepted: one JSON object as `queens count --json` writes it");
}

std::string number_text(double value) {
    std::array<char, 32> text{};
    const auto [end, error] = std::to_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc{} ? std::string(text.data(), end) : std::string("?");
}

std::optional<count_engine> engine_named(std::string_view name) {
    for (const count_engine engine : {count_engine::constellations, count_engine::pieces,
                                      count_engine::chain, count_engine::quadrants}) {
        if (to_string(engine) == name) {
            return engine;
        }
    }
    return std::nullopt;
}

namespace {

/// Refuses `key` unless `value` is a finite number from `low` to `high`.
void check_range(std::string_view key, double value, double low, double high) {
    if (!(value >= low && value <= high)) { // NaN fails both
        throw std::invalid_argument("'" + std::string(key) + "' is not a number from " +
                                    number_text(low) + " to " + number_text(high));
    }
}

/// The values a report holds beside its puzzle and counts.
void check_values(const count_report& report) {
    if (!report.part.valid()) {
        throw std::invalid_argument("'shard' is not i/k with 1 <= i <= k");
    }
    check_range("seconds", report.seconds, 0, max_report_seconds);
    if (report.estimated_nodes_log10) {
        check_range("estimated_nodes_log10", *report.estimated_nodes_log10, min_nodes_log10,
                    max_nodes_log10);
    }
    if (report.estimated_seconds_log10) {
        check_range("estimated_seconds_log10", *report.estimated_seconds_log10, min_seconds_log10,
                    max_seconds_log10);
    }
    if (!report.engine.empty() && !engine_named(report.engine)) {
        throw std::invalid_argument("'engine' is '" + escaped(report.engine, 40) +
                                    "'; accepted: constellations, pieces, chain or quadrants");
    }
    if (report.engine_reason.size() > max_reason_bytes) {
        throw std::invalid_argument("'engine_reason' is longer than " +
                                    std::to_string(max_reason_bytes) + " bytes");
    }
    if (report.version.empty()) {
        throw std::invalid_argument("'version' is empty");
    }
    if (!is_kind_name(report.piece)) {
        throw std::invalid_argument("'piece' is '" + escaped(report.piece, longest_kind_name) +
                                    "', which names no kind: accepted 1 to 40 letters, digits, "
                                    "'-' and '_'");
    }
}

/// Refuses solutions found without a task, or more than a board has placements: one piece in
/// each column, on any of its rows, N^N of them (past 2^64 from N = 16, where any count can be).
void check_solutions(const count_report& report) {
    std::uint64_t placements = 1;
    for (int column = 0; column < report.size; ++column) {
        if (placements >
            std::numeric_limits<std::uint64_t>::max() / static_cast<std::uint64_t>(report.size)) {
            return;
        }
        placements *= static_cast<std::uint64_t>(report.size);
    }
    if (report.tasks == 0 && report.solutions != 0) { // a shard that searched nothing
        throw std::invalid_argument(std::to_string(report.solutions) +
                                    " solutions cannot be found by a shard of no task");
    }
    if (report.solutions > placements) {
        throw std::invalid_argument(std::to_string(report.solutions) + " solutions cannot be: a " +
                                    "board of " + std::to_string(report.size) + " has " +
                                    std::to_string(placements) +
                                    " placements of one piece in each column");
    }
}

} // namespace

void check_report(const count_report& report) {
    check_size(report.size);
    check_pinned(report.pinned, report.size);
    check_values(report);
    check_solutions(report);
    if (!report.fundamental) {
        return;
    }
    if (!report.pinned.empty()) {
        throw std::invalid_argument(
            "fundamental solutions are counted without pinned squares only");
    }
    const std::uint64_t all = report.solutions;
    const std::uint64_t classes = *report.fundamental;
    // A shard may hold a class's first solution and not its images; a whole count holds all.
    const bool whole = report.part.count == 1 && !report.interrupted;
    const bool possible =
        classes <= all &&
        (!whole || ((classes == 0) == (all == 0) && all / 8 + (all % 8 == 0 ? 0 : 1) <= classes));
    if (!possible) {
        throw std::invalid_argument(
            std::to_string(all) + " solutions and " + std::to_string(classes) +
            " fundamental ones cannot be: each fundamental solution stands for 1 to 8 solutions");
    }
}

} // namespace detail

count_report report_of(const count_options& options, const count_result& result, double seconds) {
    count_report report;
    report.size = options.size;
    report.piece = options.piece.name;
    // In column order, as every report holds its pins: shards whose pins were given in another
    // order are one count.
    report.pinned = in_column_order(options.pinned);
    report.part = options.part;
    report.solutions = result.solutions;
    if (options.fundamental) {
        report.fundamental = result.fundamental;
    }
    report.tasks = result.tasks;
    report.estimated_nodes_log10 = result.estimate.nodes_log10;
    report.estimated_seconds_log10 = result.estimate.seconds_log10;
    report.engine = to_string(result.engine);
    report.engine_reason = result.reason;
    report.seconds = seconds;
    return report;
}

void check(const count_report& report, const piece_registry& pieces) {
    detail::check_report(report);
    if (!pieces.contains(report.piece)) {
        return;
    }
    count_options options;
    options.size = report.size;
    options.piece = pieces.find(report.piece);
    options.pinned = report.pinned;
    options.part = report.part;
    options.fundamental = report.fundamental.has_value();
    if (!report.engine.empty()) { // the engine said counts her puzzle when asked for (else throws)
        options.engine = *detail::engine_named(report.engine);
    }
    // As a count of it would be planned (a fundamental count she cannot have throws), on
    // whatever machine counted it.
    const problem puzzle = detail::planned(options, detail::memory_of::no_machine).puzzle;
    if (report.solutions > 0 && report.engine != "chain" && puzzle.clash()) {
        // Appended piece by piece: GCC 12 warns falsely about "..." + std::string.
        std::string why = std::to_string(report.solutions);
        why += " solutions cannot be: ";
        why += report.piece;
        why += " pieces pinned on ";
        for (std::size_t i = 0; i < report.pinned.size(); ++i) {
            why += i == 0 ? "" : ",";
            why += to_string(report.pinned[i]);
        }
        why += " attack each other (";
        why += to_string(*puzzle.clash());
        why += "), so no solution holds them all";
        throw std::invalid_argument(why);
    }
}

} // namespace queens
