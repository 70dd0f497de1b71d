// The trace writer: names, filtering by the logger's level, and the dispatch to one format.
#include <queens/registry.hpp>
#include <queens/solution.hpp>
#include <queens/trace_format.hpp>

#include <fmt/format.h>

#include <bit>

namespace queens {

std::string participant_name(int id, int size, std::string_view singular) {
    if (id == 0) {
        return "the sentinel";
    }
    if (id == size + 1) {
        return "the board";
    }
    if (size <= max_chess_size) {
        return fmt::format("{} {} ({})", singular, id, static_cast<char>('a' + id - 1));
    }
    return fmt::format("{} {}", singular, id);
}

std::string square_name(int row, int column, int size) {
    if (size <= max_chess_size && column >= 1 && column <= size) {
        return fmt::format("{}{}", static_cast<char>('a' + column - 1), row);
    }
    return fmt::format("(row {}, column {})", row, column);
}

trace_options trace_options_for(const piece_kind& kind, trace_format format, int size) {
    trace_options options;
    options.format = format;
    options.size = size;
    options.piece = kind.name;
    options.singular = kind.singular;
    options.plural = kind.plural;
    return options;
}

namespace {

std::string rows_list(row_mask rows) {
    std::string text;
    for (; rows != 0; rows &= rows - 1) {
        text += fmt::format("{}{}", text.empty() ? "" : " ", std::countr_zero(rows) + 1);
    }
    return text;
}

} // namespace

trace_writer::trace_writer(std::shared_ptr<spdlog::logger> logger, trace_options options)
    : logger_{std::move(logger)}, options_{std::move(options)} {
    if (options_.format != trace_format::text) {
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

void trace_writer::write(spdlog::level::level_enum level, std::string_view line) {
    if (options_.format == trace_format::mermaid) {
        mermaid_chars_ += line.size() + 1;
    }
    if (raw_) {
        raw_->log(level, line);
    } else {
        logger_->log(level, line);
    }
}

void trace_writer::begin() {
    switch (options_.format) {
    case trace_format::text:
        text_begin();
        break;
    case trace_format::jsonl:
        jsonl_begin();
        break;
    case trace_format::mermaid:
        mermaid_begin();
        break;
    case trace_format::chrome:
        chrome_begin();
        break;
    }
}

void trace_writer::on_event(const trace_event& event) {
    if (stop_flag_ != nullptr && stop_flag_->load(std::memory_order_relaxed)) {
        throw trace_interrupted{};
    }
    counts_.on_event(event);
    if (event.what == message::solution) {
        ++solutions_;
    }
    // Filter first: a line the logger would drop is never formatted.
    if (!logger_->should_log(level_of(event.what))) {
        return;
    }
    switch (options_.format) {
    case trace_format::text:
        text(event);
        break;
    case trace_format::jsonl:
        jsonl(event);
        break;
    case trace_format::mermaid:
        mermaid(event);
        break;
    case trace_format::chrome:
        chrome(event);
        break;
    }
}

void trace_writer::finish(double seconds, bool interrupted) {
    switch (options_.format) {
    case trace_format::text:
        text_finish(seconds, interrupted);
        break;
    case trace_format::jsonl:
        jsonl_finish(seconds, interrupted);
        break;
    case trace_format::mermaid:
        mermaid_finish(interrupted);
        break;
    case trace_format::chrome:
        chrome_finish(interrupted);
        break;
    }
    (raw_ ? raw_ : logger_)->flush();
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

std::string trace_writer::question(const trace_event& event) const {
    switch (event.what) {
    case message::can_attack:
        return fmt::format("can you attack {}?",
                           square_name(event.row, event.column, options_.size));
    case message::find_solution:
        return "find a safe square";
    case message::advance:
        return "advance";
    case message::attacked_rows:
        return fmt::format("which rows of column {} do you attack?", event.column);
    case message::solution:
        break;
    }
    return {};
}

std::string trace_writer::answer(const trace_event& event) const {
    switch (event.what) {
    case message::can_attack:
        return event.result ? "yes" : "no";
    case message::find_solution:
    case message::advance:
        if (event.receiver == 0) {
            return event.result ? "yes (the sentinel is always a solution)"
                                : "no (the sentinel cannot advance)";
        }
        return event.result ? fmt::format("stands on {}",
                                          square_name(event.row, event.column, options_.size))
                            : "no safe square left";
    case message::attacked_rows:
        return event.rows == 0 ? "none" : fmt::format("rows {}", rows_list(event.rows));
    case message::solution:
        break;
    }
    return {};
}

} // namespace queens
