// Count reports: what every report must hold, and a report made from a count's result. (As
// JSON: count_report_json.cpp; merged: count_merge.cpp.)
#include "count_engines.hpp"
#include "count_report_rules.hpp"

#include <queens/count_report.hpp>
#include <queens/problem.hpp>
#include <queens/registry.hpp>
#include <queens/version.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <memory>
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

std::vector<square> in_column_order(std::vector<square> pinned) {
    std::sort(pinned.begin(), pinned.end(), [](square a, square b) { return a.column < b.column; });
    return pinned;
}

std::string number_text(double value) {
    std::array<char, 32> text{};
    const auto [end, error] = std::to_chars(text.data(), text.data() + text.size(), value);
    return error == std::errc{} ? std::string(text.data(), end) : std::string("?");
}

void check_report(const count_report& report) {
    check_size(report.size);
    check_pinned(report.pinned, report.size);
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

void check_writable(const count_report& report) {
    const auto finite = [](std::optional<double> value) { return !value || std::isfinite(*value); };
    if (!(report.seconds >= 0 && report.seconds <= max_report_seconds) ||
        !finite(report.estimated_nodes_log10) || !finite(report.estimated_seconds_log10)) {
        throw std::invalid_argument("cannot write the count report: its seconds are not a "
                                    "finite number from 0 to " +
                                    number_text(max_report_seconds) +
                                    ", or an estimate is not finite");
    }
}

} // namespace detail

count_report report_of(const count_options& options, const count_result& result, double seconds) {
    count_report report;
    report.size = options.size;
    report.piece = options.piece.name;
    report.pinned = detail::in_column_order(options.pinned);
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
    const problem puzzle = detail::checked(options);
    if (report.solutions > 0 && puzzle.clash()) {
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
