#include <queens/count_report.hpp>
#include <queens/text.hpp>
#include <queens/version.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <charconv>
#include <stdexcept>
#include <string>

namespace queens {

std::string_view library_version() noexcept { return QUEENS_VERSION; }

namespace {

/// A JSON string: the trace formats' own escaping, between quotes.
std::string quoted(std::string_view text) { return '"' + json_escaped(text) + '"'; }

std::string shard_text(shard part) { return fmt::format("{}/{}", part.index, part.count); }

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
            bad_report(fmt::format("expected '{}' at offset {}", c, at_));
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
            bad_report(fmt::format("unexpected text after the object at offset {}", at_));
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
                    bad_report(fmt::format("an unknown escape '\\{}'", c));
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
            bad_report(fmt::format("'{}' is not a number in range", key));
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
        bad_report(fmt::format("'{}' is not true or false", key));
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

constexpr std::string_view keys[] = {"size",        "piece", "pinned",  "shard",       "solutions",
                                     "fundamental", "tasks", "seconds", "interrupted", "version"};

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
    } else if (key == "seconds") {
        report.seconds = in.number<double>(key);
    } else if (key == "interrupted") {
        report.interrupted = in.boolean(key);
    } else {
        report.version = in.string();
    }
}

} // namespace

std::string to_json(const count_report& report) {
    std::string pinned;
    for (const square& sq : report.pinned) {
        pinned += fmt::format("{}[{},{}]", pinned.empty() ? "" : ",", sq.column, sq.row);
    }
    return fmt::format(R"({{"size":{},"piece":{},"pinned":[{}],"shard":"{}","solutions":{}{},)"
                       R"("tasks":{},"seconds":{:.6f},"interrupted":{},"version":{}}})",
                       report.size, quoted(report.piece), pinned, shard_text(report.part),
                       report.solutions,
                       report.fundamental ? fmt::format(R"(,"fundamental":{})", *report.fundamental)
                                          : std::string{},
                       report.tasks, report.seconds, report.interrupted, quoted(report.version));
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
                bad_report("unknown key '" + key + "'");
            }
            if (std::find(seen.begin(), seen.end(), key) != seen.end()) {
                bad_report("key '" + key + "' given twice");
            }
            seen.push_back(key);
            in.expect(':');
            read_value(in, key, report);
        } while (in.take(','));
        in.expect('}');
    }
    in.expect_end();
    for (const std::string_view key : keys) {
        if (key != "fundamental" && std::find(seen.begin(), seen.end(), key) == seen.end()) {
            bad_report("key '" + std::string(key) + "' is missing");
        }
    }
    if (report.size < 1 || report.size > max_size) {
        bad_report(fmt::format("size {} is out of range 1..{}", report.size, max_size));
    }
    for (const square& sq : report.pinned) {
        if (sq.column < 1 || sq.column > report.size || sq.row < 1 || sq.row > report.size) {
            bad_report(fmt::format("pinned square [{},{}] is off the board", sq.column, sq.row));
        }
    }
    if (report.seconds < 0) {
        bad_report("'seconds' is negative");
    }
    return report;
}

} // namespace queens
