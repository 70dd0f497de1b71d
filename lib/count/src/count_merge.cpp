// Adding up the reports of a count's shards, refusing any that are not parts of one count.
#include "count_estimate.hpp"
#include "count_report_rules.hpp"

#include <queens/count_report.hpp>
#include <queens/text.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

namespace queens {
namespace {

std::string pins(const count_report& r) {
    std::string text;
    for (const square& sq : r.pinned) {
        text += (text.empty() ? "[" : ",[") + std::to_string(sq.column) + "," +
                std::to_string(sq.row) + "]";
    }
    return "[" + text + "]";
}

/// `total += more`, refusing a sum past 64 bits (a hostile or corrupt shard).
void add(std::uint64_t& total, std::uint64_t more, const count_report& r, std::string_view what) {
    if (more > std::numeric_limits<std::uint64_t>::max() - total) {
        throw std::invalid_argument("cannot merge shard " + to_string(r.part) + ": the sum of " +
                                    std::string(what) +
                                    " passes 2^64 - 1; accepted: the shards of one count");
    }
    total += more;
}

/// "1/5, 2/5 and 6 more": at most a few of the missing shards, named.
std::string missing_shards(const std::set<int>& found, int k) {
    constexpr int named = 8;
    std::string text;
    int count = 0;
    for (int i = 1; i <= k && count < named; ++i) {
        if (found.count(i) == 0) {
            text += (text.empty() ? "" : ", ") + std::to_string(i) + "/" + std::to_string(k);
            ++count;
        }
    }
    const auto all_missing = static_cast<std::size_t>(k) - found.size();
    if (all_missing > static_cast<std::size_t>(count)) {
        text += " and " + std::to_string(all_missing - static_cast<std::size_t>(count)) + " more";
    }
    return text;
}

/// Throws `std::invalid_argument` naming both shards when `first` and `other` differ in `what`.
[[noreturn]] void refuse(const count_report& first, const count_report& other,
                         std::string_view what, const std::string& mine,
                         const std::string& theirs) {
    throw std::invalid_argument("cannot merge shard " + to_string(first.part) + " with shard " +
                                to_string(other.part) + ": " + std::string(what) + " differs (" +
                                mine + " and " + theirs + "); accepted: shards of one count");
}

/// Throws unless `r` is a whole report of a shard of the count whose first shard is `first`
/// (`total` holding its pins in column order).
void check_shard_of(const count_report& first, const count_report& total, const count_report& r) {
    if (r.size != first.size) {
        refuse(first, r, "the board size", std::to_string(first.size), std::to_string(r.size));
    }
    if (r.piece != first.piece) {
        refuse(first, r, "the piece", escaped(first.piece, longest_kind_name),
               escaped(r.piece, longest_kind_name));
    }
    if (in_column_order(r.pinned) != total.pinned) {
        refuse(first, r, "the pinned squares", pins(first), pins(r));
    }
    if (r.fundamental.has_value() != first.fundamental.has_value()) {
        refuse(first, r, "counting fundamental solutions", first.fundamental ? "yes" : "no",
               r.fundamental ? "yes" : "no");
    }
    if (r.version != library_version()) {
        throw std::invalid_argument("cannot merge shard " + to_string(r.part) +
                                    ": it was counted by version '" + escaped(r.version, 40) +
                                    "'; accepted: shards counted by version " +
                                    std::string(library_version()));
    }
    // Engines cut a count into tasks their own way: shards of one count name one engine, as
    // every count of this version writes it (the version asked above).
    if (r.engine.empty()) {
        throw std::invalid_argument("cannot merge shard " + to_string(r.part) +
                                    ": it names no engine; accepted: shards as count --json "
                                    "wrote them");
    }
    if (r.engine != first.engine) {
        refuse(first, r, "the engine", escaped(first.engine, 40), escaped(r.engine, 40));
    }
    // The reason is the engine's choice for the whole count, the same words in every shard: a
    // shard whose reason differs was written by something else (or edited).
    if (r.engine_reason != first.engine_reason) {
        refuse(first, r, "the engine's reason", "'" + escaped(first.engine_reason, 40) + "'",
               "'" + escaped(r.engine_reason, 40) + "'");
    }
    if (r.part.count != first.part.count) {
        refuse(first, r, "the number of shards", std::to_string(first.part.count),
               std::to_string(r.part.count));
    }
    if (r.interrupted) {
        throw std::invalid_argument("cannot merge shard " + to_string(r.part) +
                                    ": it was interrupted, its counts are partial; count "
                                    "it again");
    }
    // Then what any report must hold, as a file's would (its shard i/k and seconds included).
    try {
        detail::check_report(r);
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument("cannot merge shard " + to_string(r.part) + ": " + e.what());
    }
}

/// The shards' estimate (`which`), whatever order they come in: the sum of those of the shards
/// with a task (a shard of no task searched nothing), known when each of them has one (kept
/// within what a report may say, 10^(10^6), so that the total reads back); with no task
/// anywhere, what a count of none says, when every shard says it.
std::optional<double> estimate_of(std::span<const count_report> shards,
                                  std::optional<double> count_report::*which) {
    const auto known = [which](const count_report& r) { return (r.*which).has_value(); };
    if (std::all_of(shards.begin(), shards.end(),
                    [](const count_report& r) { return r.tasks == 0; })) {
        if (!std::all_of(shards.begin(), shards.end(), known)) {
            return std::nullopt;
        }
        const auto least = std::min_element(
            shards.begin(), shards.end(),
            [which](const count_report& a, const count_report& b) { return a.*which < b.*which; });
        return (*least).*which;
    }
    std::optional<double> sum = -std::numeric_limits<double>::infinity(); // 10^-inf: nothing
    for (const count_report& r : shards) {
        if (r.tasks > 0) {
            sum = sum && known(r)
                      ? std::optional{std::min(detail::add_log10(*sum, *(r.*which)), 1e6)}
                      : std::nullopt;
        }
    }
    return sum;
}

} // namespace

count_report merge(std::span<const count_report> shards) {
    if (shards.empty()) {
        throw std::invalid_argument("nothing to merge: accepted the reports of shards 1/k..k/k");
    }
    const count_report& first = shards.front();
    const int k = first.part.count;
    std::set<int> found;
    count_report total = first;
    total.pinned = in_column_order(first.pinned);
    total.part = {};
    total.solutions = 0;
    total.fundamental = first.fundamental ? std::optional<std::uint64_t>{0} : std::nullopt;
    total.tasks = 0;
    total.seconds = 0;
    for (const count_report& r : shards) {
        check_shard_of(first, total, r);
        if (!found.insert(r.part.index).second) {
            throw std::invalid_argument("shard " + to_string(r.part) +
                                        " is given twice: accepted each shard once");
        }
        add(total.solutions, r.solutions, r, "solutions");
        if (total.fundamental) {
            add(*total.fundamental, *r.fundamental, r, "fundamental solutions");
        }
        add(total.tasks, r.tasks, r, "tasks");
        total.seconds += r.seconds;
    }
    total.estimated_nodes_log10 = estimate_of(shards, &count_report::estimated_nodes_log10);
    total.estimated_seconds_log10 = estimate_of(shards, &count_report::estimated_seconds_log10);
    if (found.size() != static_cast<std::size_t>(k)) {
        throw std::invalid_argument("shards missing: " + missing_shards(found, k) +
                                    "; accepted: all of 1/" + std::to_string(k) + " to " +
                                    std::to_string(k) + "/" + std::to_string(k) + ", each once");
    }
    if (total.seconds > detail::max_report_seconds) {
        throw std::invalid_argument("cannot merge: the shards' seconds add up to more than " +
                                    detail::number_text(detail::max_report_seconds) +
                                    "; accepted: the shards of one count");
    }
    try {
        detail::check_report(total); // the whole count's solutions and fundamental ones agree
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string("cannot merge: ") + e.what());
    }
    return total;
}

} // namespace queens
