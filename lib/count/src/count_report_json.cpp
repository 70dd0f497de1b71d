// A count report as JSON, written and read through nlohmann-json: strict JSON (no leading zeros,
// UTF-8 only, nothing after the object), then strict about what a report holds.
#include "count_report_rules.hpp"

#include <queens/count_report.hpp>
#include <queens/text.hpp>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace queens {
namespace {

using detail::bad_report;

using json = nlohmann::json;
/// Keys written in the order a reader of the file expects them.
using ordered_json = nlohmann::ordered_json;

constexpr std::string_view keys[] = {"size",
                                     "piece",
                                     "pinned",
                                     "shard",
                                     "solutions",
                                     "fundamental",
                                     "tasks",
                                     "estimated_nodes_log10",
                                     "estimated_seconds_log10",
                                     "engine",
                                     "engine_reason",
                                     "seconds",
                                     "interrupted",
                                     "version"};
/// The keys a report may leave out.
constexpr std::string_view optional_keys[] = {"fundamental", "estimated_nodes_log10",
                                              "estimated_seconds_log10", "engine", "engine_reason"};

template <typename List>
bool holds(const List& list, std::string_view key) {
    return std::find(std::begin(list), std::end(list), key) != std::end(list);
}

/// `value` rounded to `decimals` places, as the report has always written it (a time to the
/// microsecond, an estimate to a thousandth), where rounding can change it.
double rounded(double value, double scale) {
    return std::abs(value) < 1e9 ? std::round(value * scale) / scale : value;
}

/// nlohmann's message without its "[json.exception.parse_error.101] parse error at line 1,
/// column 10: " (the byte is given apart), escaped: it quotes the text last read, which may be
/// anything.
std::string reason_of(const json::exception& e) {
    std::string_view what = e.what();
    for (const std::string_view prefix : {"] ", ": "}) {
        if (const auto end = what.find(prefix); end != std::string_view::npos) {
            what.remove_prefix(end + prefix.size());
        }
    }
    return escaped(what, 300);
}

/// Parses `text` as one JSON value, refusing what JSON refuses and, as it goes, what no report
/// holds: a key twice in one object, a key a report does not have, more pinned squares than
/// the largest board has columns, values nested deeper than a pinned square's. Stops at the
/// first of these, before building anything large.
json parse_strict(std::string_view text) {
    // The parser stops at a NUL byte as at the end of the text: whatever followed would go
    // unread. A byte-order mark is no JSON either (RFC 8259: UTF-8 without one).
    if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
        bad_report("a NUL byte at byte " + std::to_string(nul + 1) + ": a report is text");
    }
    if (text.starts_with("\xEF\xBB\xBF")) {
        bad_report("a byte-order mark before the object: a report is UTF-8 without one");
    }
    std::vector<std::vector<std::string>> open; // the keys seen in each object being read
    std::string top_key;                        // the report's key whose value is being read
    std::size_t items = 0;                      // in that value, when it is a list
    const json::parser_callback_t guard = [&](int depth, json::parse_event_t event, json& parsed) {
        using event_t = json::parse_event_t;
        const bool starts_value = event == event_t::value || event == event_t::array_start ||
                                  event == event_t::object_start;
        if (depth > 2 && (top_key != "pinned" || event != event_t::value)) {
            bad_report("a value nested deeper than a pinned square's row");
        }
        if (depth == 2 && starts_value && ++items > static_cast<std::size_t>(max_size)) {
            bad_report(top_key == "pinned"
                           ? "more pinned squares than the largest board has columns (" +
                                 std::to_string(max_size) + ")"
                           : "'" + escaped(top_key, 40) + "' holds more than a report holds");
        }
        if (event == event_t::object_start) {
            open.emplace_back();
        } else if (event == event_t::object_end) {
            open.pop_back();
        } else if (event == event_t::key) {
            const auto& key = parsed.get_ref<const std::string&>();
            if (depth == 1) {
                if (!holds(keys, key)) {
                    bad_report("unknown key '" + escaped(key, 40) + "'");
                }
                top_key = key;
                items = 0;
            }
            if (holds(open.back(), key)) {
                bad_report("key '" + escaped(key, 40) + "' given twice");
            }
            open.back().push_back(key);
        }
        return true;
    };
    try {
        return json::parse(text.begin(), text.end(), guard);
    } catch (const json::parse_error& e) {
        bad_report("not JSON at byte " + std::to_string(e.byte) + ": " + reason_of(e));
    } catch (const json::exception& e) { // a number past a double's range
        bad_report("not JSON: " + reason_of(e));
    }
}

const json& member(const json& object, std::string_view key) {
    return object.find(std::string(key)).value();
}

/// Refuses the value of `key`: "'KEY' WHAT". (Appended piece by piece: GCC 12 warns falsely
/// about "..." + std::string.)
[[noreturn]] void bad_value(std::string_view key, std::string_view what) {
    std::string why = "'";
    why += key;
    why += "' ";
    why += what;
    bad_report(why);
}

/// A whole number of type `Number` within `low` to `high`.
template <typename Number>
Number whole(const json& value, std::string_view key, Number low, Number high) {
    const auto within = [&](auto number) {
        return std::cmp_greater_equal(number, low) && std::cmp_less_equal(number, high);
    };
    // nlohmann reads a number without sign or fraction as unsigned, a negative one as signed.
    const bool fits = value.is_number_unsigned()  ? within(value.get<std::uint64_t>())
                      : value.is_number_integer() ? within(value.get<std::int64_t>())
                                                  : false;
    if (!fits) {
        bad_value(key, "is not a whole number from " + std::to_string(low) + " to " +
                           std::to_string(high));
    }
    return value.get<Number>();
}

/// A number, whole or not (its range is held by `detail::check_report`, as any report's).
double real(const json& value, std::string_view key) {
    if (!value.is_number()) {
        bad_value(key, "is not a number");
    }
    return value.get<double>();
}

std::string text(const json& value, std::string_view key) {
    if (!value.is_string()) {
        bad_value(key, "is not a string");
    }
    return value.get<std::string>();
}

std::vector<square> pinned_squares(const json& value) {
    if (!value.is_array()) {
        bad_report("'pinned' is not a list of [column,row] pairs");
    }
    std::vector<square> pinned;
    for (const json& pair : value) {
        if (!pair.is_array() || pair.size() != 2) {
            bad_report("'pinned' holds something other than a [column,row] pair");
        }
        pinned.push_back({whole<int>(pair[0], "pinned column", 1, max_size),
                          whole<int>(pair[1], "pinned row", 1, max_size)});
    }
    return pinned;
}

void read_engine(const json& object, count_report& report) {
    if (object.contains("engine")) {
        report.engine = text(member(object, "engine"), "engine");
    }
    if (object.contains("engine_reason")) {
        report.engine_reason = text(member(object, "engine_reason"), "engine_reason");
    }
}

count_report report_from(const json& object) {
    constexpr auto most = std::numeric_limits<std::uint64_t>::max();
    count_report report;
    report.size = whole<int>(member(object, "size"), "size", 1, max_size);
    report.piece = text(member(object, "piece"), "piece");
    report.pinned = pinned_squares(member(object, "pinned"));
    try {
        report.part = parse_shard(text(member(object, "shard"), "shard"));
    } catch (const std::invalid_argument& e) {
        bad_report(e.what());
    }
    report.solutions = whole<std::uint64_t>(member(object, "solutions"), "solutions", 0, most);
    if (object.contains("fundamental")) {
        report.fundamental =
            whole<std::uint64_t>(member(object, "fundamental"), "fundamental", 0, most);
    }
    report.tasks = whole<std::uint64_t>(member(object, "tasks"), "tasks", 0, most);
    if (object.contains("estimated_nodes_log10")) {
        report.estimated_nodes_log10 =
            real(member(object, "estimated_nodes_log10"), "estimated_nodes_log10");
    }
    if (object.contains("estimated_seconds_log10")) {
        report.estimated_seconds_log10 =
            real(member(object, "estimated_seconds_log10"), "estimated_seconds_log10");
    }
    read_engine(object, report);
    report.seconds = real(member(object, "seconds"), "seconds");
    if (!member(object, "interrupted").is_boolean()) {
        bad_report("'interrupted' is not true or false");
    }
    report.interrupted = member(object, "interrupted").get<bool>();
    report.version = text(member(object, "version"), "version");
    return report;
}

} // namespace

std::string to_json(const count_report& report) {
    try {
        detail::check_report(report); // nothing written that would not read back
    } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(std::string("cannot write the count report: ") + e.what());
    }
    ordered_json out;
    out["size"] = report.size;
    out["piece"] = report.piece;
    out["pinned"] = ordered_json::array();
    for (const square& sq : report.pinned) {
        out["pinned"].push_back({sq.column, sq.row});
    }
    out["shard"] = to_string(report.part);
    out["solutions"] = report.solutions;
    if (report.fundamental) {
        out["fundamental"] = *report.fundamental;
    }
    out["tasks"] = report.tasks;
    if (report.estimated_nodes_log10) {
        out["estimated_nodes_log10"] = rounded(*report.estimated_nodes_log10, 1e3);
    }
    if (report.estimated_seconds_log10) {
        out["estimated_seconds_log10"] = rounded(*report.estimated_seconds_log10, 1e3);
    }
    if (!report.engine.empty()) {
        out["engine"] = report.engine;
        out["engine_reason"] = report.engine_reason;
    }
    out["seconds"] = rounded(report.seconds, 1e6);
    out["interrupted"] = report.interrupted;
    out["version"] = report.version;
    std::string written;
    try {
        // ASCII only: text from a shard (a kind's name, C1 controls in UTF-8) reaches a terminal
        // as \u escapes, never as bytes it would obey.
        written = out.dump(-1, ' ', true, ordered_json::error_handler_t::strict);
    } catch (const json::exception&) {
        throw std::invalid_argument("cannot write the count report: a text in it is not UTF-8 (" +
                                    escaped(report.piece + " " + report.version, 80) + ")");
    }
    // DEL is valid inside a JSON string; escaped all the same, as the trace formats escape it.
    for (auto at = written.find('\x7f'); at != std::string::npos; at = written.find('\x7f', at)) {
        written.replace(at, 1, "\\u007f");
    }
    return written;
}

count_report parse_count_report(std::string_view text) {
    const json object = parse_strict(text);
    if (!object.is_object()) {
        bad_report("not a JSON object");
    }
    for (const std::string_view key : keys) {
        if (!holds(optional_keys, key) && !object.contains(std::string(key))) {
            bad_report("key '" + std::string(key) + "' is missing");
        }
    }
    count_report report = report_from(object);
    try {
        detail::check_report(report);
    } catch (const std::invalid_argument& e) {
        bad_report(e.what());
    }
    report.pinned = in_column_order(std::move(report.pinned));
    return report;
}

} // namespace queens
