#include <queens/count_report.hpp>
#include <queens/text.hpp>
#include <queens/version.hpp>

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <initializer_list>
#include <stdexcept>
#include <string>

namespace queens {

std::string_view library_version() noexcept { return QUEENS_VERSION; }

namespace {

/// A JSON string: the trace formats' own escaping, between quotes.
std::string quoted(std::string_view text) { return '"' + json_escaped(text) + '"'; }

/// The parts joined (where GCC 12 would warn falsely about `"..." + std::string`).
std::string joined(std::initializer_list<std::string_view> parts) {
    std::string text;
    for (const std::string_view part : parts) {
        text += part;
    }
    return text;
}

[[noreturn]] void bad_report(std::string_view why) {
    throw std::invalid_argument("not a count report: " + std::string(why) +
                                "; accepted: one JSON object as `queens count --json` writes it");
}

/// JSON's one-letter escapes other than \" \\ \/ (\n is a newline, and so on).
constexpr std::string_view short_escapes = "ntrbf";

/// A strict reader of the one flat JSON object a report is.
class reader {
public:
    explicit reader(std::string_view text) : text_{text} {}

    void expect(char c) {
        skip_space();
        if (at_ >= text_.size() || text_[at_] != c) {
            bad_report(joined(
                {"expected '", std::string_view{&c, 1}, "' at offset ", std::to_string(at_)}));
        }
        ++at_;
    }
    bool take(char c) {
        skip_space();
        if (at_ < text_.size() && text_[at_] == c) {
            ++at_;
            return true;
        }
        return false;
    }
    void expect_end() {
        skip_space();
        if (at_ != text_.size()) {
            bad_report(
                joined({"unexpected text after the object at offset ", std::to_string(at_)}));
        }
    }

    std::string string() {
        expect('"');
        std::string out;
        while (at_ < text_.size() && text_[at_] != '"') {
            char c = text_[at_++];
            if (static_cast<unsigned char>(c) < 0x20) {
                bad_report("a control character inside a string");
            }
            if (c == '\\') {
                if (at_ >= text_.size()) {
                    break;
                }
                c = text_[at_++];
                if (c == 'u') {
                    unsigned code = 0;
                    const auto digits = text_.substr(at_, 4);
                    const auto [end, error] =
                        std::from_chars(digits.data(), digits.data() + digits.size(), code, 16);
                    if (digits.size() != 4 || error != std::errc{} || end != digits.data() + 4 ||
                        code >= 0x80) {
                        bad_report("an unsupported \\u escape (ASCII only)");
                    }
                    at_ += 4;
                    c = static_cast<char>(code);
                } else if (const auto k = short_escapes.find(c); k != std::string_view::npos) {
                    c = "\n\t\r\b\f"[k]; // what json_escaped writes, and \b, \f
                } else if (c != '"' && c != '\\' && c != '/') {
                    bad_report(
                        joined({"an unknown escape '\\", escaped(std::string_view{&c, 1}), "'"}));
                }
            }
            out += c;
        }
        expect('"');
        return out;
    }

    template <typename Number>
    Number number(std::string_view key) {
        skip_space();
        const char* first = text_.data() + at_;
        const char* last = text_.data() + text_.size();
        Number value{};
        const auto [end, error] = std::from_chars(first, last, value);
        if (error != std::errc{} || end == first) {
            bad_report(joined({"'", key, "' is not a number in range"}));
        }
        at_ += static_cast<std::size_t>(end - first);
        return value;
    }

    bool boolean(std::string_view key) {
        skip_space();
        for (const auto& [word, value] : {std::pair{"true", true}, std::pair{"false", false}}) {
            const std::string_view w{word};
            if (text_.substr(at_, w.size()) == w) {
                at_ += w.size();
                return value;
            }
        }
        bad_report(joined({"'", key, "' is not true or false"}));
    }

private:
    void skip_space() {
        while (at_ < text_.size() && (text_[at_] == ' ' || text_[at_] == '\t' ||
                                      text_[at_] == '\n' || text_[at_] == '\r')) {
            ++at_;
        }
    }

    std::string_view text_;
    std::size_t at_ = 0;
};

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

/// A log10 read from a report, finite and within `low` to `high`.
double read_log10(reader& in, std::string_view key, double low, double high) {
    const auto value = in.number<double>(key);
    if (!std::isfinite(value) || value < low || value > high) {
        bad_report(joined({"'", key, "' is not a finite log10 from ", std::to_string(low), " to ",
                           std::to_string(high)}));
    }
    return value;
}

void read_value(reader& in, std::string_view key, count_report& report) {
    if (key == "size") {
        report.size = in.number<int>(key);
    } else if (key == "piece") {
        report.piece = in.string();
    } else if (key == "pinned") {
        in.expect('[');
        if (!in.take(']')) {
            do {
                in.expect('[');
                square sq;
                sq.column = in.number<int>("pinned column");
                in.expect(',');
                sq.row = in.number<int>("pinned row");
                in.expect(']');
                report.pinned.push_back(sq);
                if (report.pinned.size() > static_cast<std::size_t>(max_size)) {
                    bad_report("more pinned squares than the largest board has columns (" +
                               std::to_string(max_size) + ")");
                }
            } while (in.take(','));
            in.expect(']');
        }
    } else if (key == "shard") {
        try {
            report.part = parse_shard(in.string());
        } catch (const std::invalid_argument& e) {
            bad_report(e.what());
        }
    } else if (key == "solutions") {
        report.solutions = in.number<std::uint64_t>(key);
    } else if (key == "fundamental") {
        report.fundamental = in.number<std::uint64_t>(key);
    } else if (key == "tasks") {
        report.tasks = in.number<std::uint64_t>(key);
    } else if (key == "estimated_nodes_log10") {
        report.estimated_nodes_log10 = read_log10(in, key, 0, 1e6);
    } else if (key == "estimated_seconds_log10") {
        report.estimated_seconds_log10 = read_log10(in, key, -30, 1e6);
    } else if (key == "engine") {
        report.engine = in.string();
        if (report.engine != "constellations" && report.engine != "pieces" &&
            report.engine != "chain") {
            bad_report("'engine' is '" + escaped(report.engine, 40) +
                       "'; accepted: constellations, pieces or chain");
        }
    } else if (key == "engine_reason") {
        report.engine_reason = in.string();
        if (report.engine_reason.size() > 1000) {
            bad_report("'engine_reason' is longer than 1000 bytes");
        }
    } else if (key == "seconds") {
        report.seconds = in.number<double>(key);
        if (!std::isfinite(report.seconds) || report.seconds < 0) {
            bad_report("'seconds' is not a finite number of seconds, 0 or more");
        }
    } else if (key == "interrupted") {
        report.interrupted = in.boolean(key);
    } else {
        report.version = in.string();
    }
}

/// What `count` checks of any puzzle, whatever its kind: the size, the pinned squares, and
/// fundamental solutions only without pins. (A kind's own limits are checked by `check`.)
void check_puzzle(const count_report& report) {
    check_size(report.size);
    check_pinned(report.pinned, report.size);
    if (report.fundamental && !report.pinned.empty()) {
        throw std::invalid_argument(
            "fundamental solutions are counted without pinned squares only");
    }
}

} // namespace

std::string to_json(const count_report& report) {
    std::array<char, 64> seconds{};
    const auto written = std::to_chars(seconds.data(), seconds.data() + seconds.size(),
                                       report.seconds, std::chars_format::fixed, 6);
    // Appended piece by piece (GCC 12 warns falsely about a long chain of std::string +).
    std::string json = R"({"size":)";
    json += std::to_string(report.size);
    json += R"(,"piece":)";
    json += quoted(report.piece);
    json += R"(,"pinned":[)";
    for (std::size_t i = 0; i < report.pinned.size(); ++i) {
        json += i == 0 ? "[" : ",[";
        json += std::to_string(report.pinned[i].column);
        json += ',';
        json += std::to_string(report.pinned[i].row);
        json += ']';
    }
    json += R"(],"shard":")";
    json += to_string(report.part);
    json += R"(","solutions":)";
    json += std::to_string(report.solutions);
    if (report.fundamental) {
        json += R"(,"fundamental":)";
        json += std::to_string(*report.fundamental);
    }
    json += R"(,"tasks":)";
    json += std::to_string(report.tasks);
    const auto append_log10 = [&json](std::string_view key, std::optional<double> value) {
        if (!value) {
            return;
        }
        std::array<char, 64> text{};
        const auto end = std::to_chars(text.data(), text.data() + text.size(), *value,
                                       std::chars_format::fixed, 3);
        json += R"(,")";
        json += key;
        json += R"(":)";
        json.append(text.data(), end.ptr);
    };
    append_log10("estimated_nodes_log10", report.estimated_nodes_log10);
    append_log10("estimated_seconds_log10", report.estimated_seconds_log10);
    if (!report.engine.empty()) {
        json += R"(,"engine":)";
        json += quoted(report.engine);
        json += R"(,"engine_reason":)";
        json += quoted(report.engine_reason);
    }
    json += R"(,"seconds":)";
    json.append(seconds.data(), written.ptr);
    json += R"(,"interrupted":)";
    json += report.interrupted ? "true" : "false";
    json += R"(,"version":)";
    json += quoted(report.version);
    json += '}';
    return json;
}

count_report report_of(const count_options& options, const count_result& result, double seconds) {
    count_report report;
    report.size = options.size;
    report.piece = options.piece.name;
    report.pinned = options.pinned;
    std::sort(report.pinned.begin(), report.pinned.end(),
              [](square a, square b) { return a.column < b.column; });
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
    check_puzzle(report);
    if (!pieces.contains(report.piece)) {
        return;
    }
    count_options options;
    options.size = report.size;
    options.piece = pieces.find(report.piece);
    options.pinned = report.pinned;
    options.part = report.part;
    options.fundamental = report.fundamental.has_value();
    check(options);
}

count_report parse_count_report(std::string_view json) {
    reader in{json};
    count_report report;
    report.version.clear();
    std::vector<std::string> seen;
    in.expect('{');
    if (!in.take('}')) {
        do {
            const std::string key = in.string();
            if (std::find(std::begin(keys), std::end(keys), key) == std::end(keys)) {
                bad_report(joined({"unknown key '", escaped(key, 40), "'"}));
            }
            if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
                bad_report(joined({"key '", key, "' given twice"}));
            }
            seen.push_back(key);
            in.expect(':');
            read_value(in, key, report);
        } while (in.take(','));
        in.expect('}');
    }
    in.expect_end();
    for (const std::string_view key : keys) {
        if (std::find(std::begin(optional_keys), std::end(optional_keys), key) ==
                std::end(optional_keys) &&
            std::find(seen.begin(), seen.end(), key) == seen.end()) {
            bad_report("key '" + std::string(key) + "' is missing");
        }
    }
    if (report.version.empty()) {
        bad_report("'version' is empty");
    }
    try {
        check_puzzle(report);
    } catch (const std::invalid_argument& e) {
        bad_report(e.what());
    }
    // Pins in column order: shards whose pins were given in another order are one count.
    std::sort(report.pinned.begin(), report.pinned.end(),
              [](square a, square b) { return a.column < b.column; });
    return report;
}

} // namespace queens
