// The trace writer: filtering by the logger's level, and the registry of formats.
#include "formats.hpp"

#include <queens/board.hpp>
#include <queens/detail/hers.hpp>
#include <queens/detail/utf8.hpp>
#include <queens/problem.hpp>
#include <queens/registry.hpp>
#include <queens/text.hpp>
#include <queens/trace_format.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

namespace queens {

trace_options trace_options_for(const piece_kind& kind, std::string format, int size) {
    trace_options options;
    options.format = std::move(format);
    options.size = size;
    options.piece = kind.name;
    options.singular = kind.singular;
    options.plural = kind.plural;
    options.glyph = kind.glyph;
    return options;
}

trace_options trace_options_for(const problem& puzzle, std::string format) {
    trace_options options = trace_options_for(puzzle.kind(), std::move(format), puzzle.size());
    options.pinned.assign(puzzle.pinned().begin(), puzzle.pinned().end());
    return options;
}

spdlog::level::level_enum level_of(message m) noexcept {
    switch (m) {
    case message::solution:
        return spdlog::level::info;
    case message::find_solution:
    case message::advance:
        return spdlog::level::debug;
    case message::can_attack:
    case message::attacked_rows:
        return spdlog::level::trace;
    }
    return spdlog::level::trace;
}

namespace {

bool valid_name(std::string_view name) {
    return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '-' || c == '_';
    });
}

} // namespace

void trace_format_registry::add(trace_format_kind kind) {
    const std::string name = escaped(kind.name, 40);
    if (!valid_name(kind.name)) {
        throw std::invalid_argument("a format's name must be letters, digits, '-' or '_', not '" +
                                    name + "'");
    }
    if (contains(kind.name)) {
        throw std::invalid_argument("a format called '" + name + "' is already registered");
    }
    if (kind.summary.empty() || !kind.make) {
        throw std::invalid_argument("format '" + name + "' needs a summary and a maker");
    }
    kinds_.push_back(std::move(kind));
}

bool trace_format_registry::contains(std::string_view name) const noexcept {
    return std::any_of(kinds_.begin(), kinds_.end(),
                       [name](const trace_format_kind& kind) { return kind.name == name; });
}

std::unique_ptr<trace_format> trace_format_kind::create() const {
    std::unique_ptr<trace_format> made;
    try {
        made = make();
    } catch (...) { // hers, not a refusal of what was asked
        detail::rethrow_as_hers(
            [this] { return "format '" + escaped(name, 40) + "': its maker refused"; });
    }
    if (made == nullptr) {
        throw broken_contract("format '" + escaped(name, 40) + "': its maker made no format");
    }
    return made;
}

trace_format_kind trace_format_registry::find(std::string_view name) const&& {
    return std::as_const(*this).find(name); // copied before the registry goes
}

const trace_format_kind& trace_format_registry::find(std::string_view name) const& {
    std::string accepted;
    for (const trace_format_kind& kind : kinds_) {
        if (kind.name == name) {
            return kind;
        }
        accepted += (accepted.empty() ? "" : ", ") + kind.name;
    }
    throw std::invalid_argument("unknown format '" + escaped(name, 40) + "': accepted " + accepted);
}

trace_format_registry standard_trace_formats() {
    trace_format_registry formats;
    formats.add({"text", "the conversation in words, indented by depth", detail::make_text_format});
    formats.add(
        {"jsonl", "one JSON object per event (docs/trace-format.md)", detail::make_jsonl_format});
    formats.add(
        {"mermaid", "a Mermaid sequence diagram (GitHub draws it)", detail::make_mermaid_format});
    formats.add({"chrome", "Trace Event JSON, for Perfetto's UI and speedscope",
                 detail::make_chrome_format});
    return formats;
}

namespace {

std::shared_ptr<spdlog::logger> not_null(std::shared_ptr<spdlog::logger> logger) {
    if (!logger) {
        throw std::invalid_argument("a trace writer needs a logger, not a null pointer");
    }
    return logger;
}

/// The writer's options, checked before a format sees them: every format names the board's
/// participants and squares from them.
trace_options checked(trace_options options) {
    check_size(options.size);
    check_pinned(options.pinned, options.size);
    if (options.width != 0 &&
        (options.width < min_trace_width || options.width > max_trace_width)) {
        throw std::invalid_argument(fmt::format("trace width {}: accepted 0 (no limit) or {} to {}",
                                                options.width, min_trace_width, max_trace_width));
    }
    return options;
}

} // namespace

trace_writer::trace_writer(std::shared_ptr<spdlog::logger> logger, trace_options options,
                           const trace_format_registry& formats)
    : logger_{not_null(std::move(logger))}, options_{checked(std::move(options))},
      format_{formats.find(options_.format).create()} {
    if (format_->bare_records()) {
        // A copy of the caller's logger (its sinks and its error handler, so a failed write is
        // reported the caller's way) whose lines are the records alone.
        raw_ = logger_->clone(logger_->name());
        raw_->set_pattern("%v");
        raw_->set_level(spdlog::level::trace);
    }
}

std::string trace_writer::name(int id) const {
    return participant_name(id, options_.size, options_.singular);
}

void trace_writer::line(spdlog::level::level_enum level, std::string_view text) {
    line(level, text, line_colour::plain);
}

void trace_writer::line(spdlog::level::level_enum level, std::string_view text,
                        line_colour colour) {
    if (level < spdlog::level::trace || level > spdlog::level::critical) {
        // A logger's pattern names the level (%l) from a table of these: no other is a level.
        throw std::invalid_argument("trace_writer::line: level " +
                                    std::to_string(static_cast<int>(level)) +
                                    ": accepted spdlog's trace to critical");
    }
    // Select Graphic Rendition: the only codes a line may hold, and only the writer's.
    constexpr std::array<std::string_view, 4> codes{"", "\x1b[38;5;28m", "\x1b[38;5;130m",
                                                    "\x1b[1m"};
    const auto at = static_cast<std::size_t>(colour);
    // A record written bare (JSON, a diagram) is never coloured: the codes would be in its data.
    const std::string_view code = options_.color && !raw_ && at < codes.size() ? codes.at(at) : "";
    std::string escaped_text;
    if (!detail::all_shown(text)) { // nearly every line is: written as it is, no copy
        escaped_text = without_controls(text);
        text = escaped_text;
    }
    std::string coloured;
    if (!code.empty()) {
        coloured = fmt::format("{}{}\x1b[0m", code, text);
        text = coloured;
    }
    written_ += text.size() + 1;
    (raw_ ? raw_ : logger_)->log(level, text);
}

void trace_writer::begin() {
    if (begun_) {
        return;
    }
    begun_ = true; // before: an opening a format refused (Mermaid's) is not written again
    format_->begin(*this);
}

void trace_writer::on_event(const trace_event& event) {
    if (stop_flag_ != nullptr && stop_flag_->load(std::memory_order_relaxed)) {
        throw trace_interrupted{};
    }
    begin(); // a format reads its own opening's state (the text trace's words, say)
    counts_.on_event(event);
    if (event.what == message::solution) {
        ++solutions_;
    }
    // Filter first: a line the logger would drop is never formatted.
    if (!logger_->should_log(level_of(event.what))) {
        return;
    }
    format_->event(*this, event);
}

void trace_writer::finish(double seconds, bool interrupted) {
    if (!std::isfinite(seconds) || seconds < 0 || seconds > max_trace_seconds) {
        // Every format writes it (JSON has no inf), the text trace in milliseconds.
        throw std::invalid_argument(fmt::format(
            "trace_writer::finish: {} seconds: accepted 0 to {}", seconds, max_trace_seconds));
    }
    begin();
    format_->finish(*this, seconds, interrupted);
    (raw_ ? raw_ : logger_)->flush();
}

void trace_writer::failed() {
    begin();
    format_->failed(*this);
    (raw_ ? raw_ : logger_)->flush();
}

} // namespace queens
