#include <queens/trace_format.hpp>

#include <fmt/compile.h>
#include <fmt/format.h>

#include <bit>

namespace queens {

std::string participant_name(int id, int size) {
    if (id == 0) {
        return "the sentinel";
    }
    if (id == size + 1) {
        return "the board";
    }
    if (size <= max_chess_size) {
        return fmt::format("queen {} ({})", id, static_cast<char>('a' + id - 1));
    }
    return fmt::format("queen {}", id);
}

std::string square_name(int row, int column, int size) {
    if (size <= max_chess_size && column >= 1 && column <= size) {
        return fmt::format("{}{}", static_cast<char>('a' + column - 1), row);
    }
    return fmt::format("(row {}, column {})", row, column);
}

namespace {

void append(fmt::memory_buffer& buffer, std::string_view text) {
    buffer.append(text.data(), text.data() + text.size());
}

std::string rows_list(row_mask rows) {
    std::string text;
    for (; rows != 0; rows &= rows - 1) {
        text += fmt::format("{}{}", text.empty() ? "" : " ", std::countr_zero(rows) + 1);
    }
    return text;
}

spdlog::level::level_enum level_of(message m) {
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

} // namespace

trace_writer::trace_writer(std::shared_ptr<spdlog::logger> logger, trace_format format,
                           trace_level level, int size, std::string_view piece_name)
    : logger_{std::move(logger)}, format_{format}, level_{level}, size_{size}, piece_name_{
                                                                                   piece_name} {}

bool trace_writer::shown(const trace_event& event) const noexcept {
    switch (level_) {
    case trace_level::info:
        return event.what == message::solution;
    case trace_level::debug:
        return event.what != message::can_attack && event.what != message::attacked_rows;
    case trace_level::trace:
        return true;
    }
    return true;
}

void trace_writer::write(spdlog::level::level_enum level, std::string_view line) {
    logger_->log(level, line);
}

void trace_writer::begin() {
    switch (format_) {
    case trace_format::text:
        write(spdlog::level::info, fmt::format("The conversation of {} {}s on a {}x{} board:",
                                               size_, piece_name_, size_, size_));
        break;
    case trace_format::jsonl: {
        constexpr std::string_view levels[] = {"info", "debug", "trace"};
        write(spdlog::level::info,
              fmt::format(R"({{"seq":0,"phase":"start","size":{},"piece":"{}","level":"{}"}})",
                          size_, piece_name_, levels[static_cast<int>(level_)]));
        break;
    }
    case trace_format::mermaid:
        write(spdlog::level::info, "sequenceDiagram");
        for (int id = size_ + 1; id >= 0; --id) {
            write(spdlog::level::info,
                  fmt::format("    participant P{} as {}", id, participant_name(id, size_)));
        }
        break;
    case trace_format::chrome:
        write(spdlog::level::info, R"({"displayTimeUnit":"ns","traceEvents":[)");
        for (int id = 0; id <= size_ + 1; ++id) {
            write(
                spdlog::level::info,
                fmt::format(
                    R"({}{{"name":"thread_name","ph":"M","pid":1,"tid":{},"args":{{"name":"{}"}}}})",
                    first_record_ ? "" : ",", id, participant_name(id, size_)));
            first_record_ = false;
        }
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
    if (!shown(event)) {
        return;
    }
    switch (format_) {
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

std::string trace_writer::question(const trace_event& event) const {
    switch (event.what) {
    case message::can_attack:
        return fmt::format("can you attack {}?", square_name(event.row, event.column, size_));
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
        return event.result
                   ? fmt::format("stands on {}", square_name(event.row, event.column, size_))
                   : "no safe square left";
    case message::attacked_rows:
        return event.rows == 0 ? "none" : fmt::format("rows {}", rows_list(event.rows));
    case message::solution:
        break;
    }
    return {};
}

void trace_writer::text(const trace_event& event) {
    const auto indent = [](int depth) {
        return std::string(2 * static_cast<std::size_t>(depth), ' ');
    };
    if (event.what == message::solution) {
        std::string rows;
        for (const int r : event.solution) {
            rows += fmt::format("{}{}", rows.empty() ? "" : " ", r);
        }
        write(spdlog::level::info,
              fmt::format("{}solution {}: {}", indent(event.depth), solutions_, rows));
        return;
    }
    if (event.when == phase::call) {
        // The caller's question goes out now that something happens inside it.
        if (!open_.empty() && !open_.back().question_written) {
            const trace_event& parent = open_.back().event;
            write(level_of(parent.what),
                  fmt::format("{}{} asks {}: {}", indent(parent.depth),
                              participant_name(parent.sender, size_),
                              participant_name(parent.receiver, size_), question(parent)));
            open_.back().question_written = true;
        }
        open_.push_back({event, false});
        return;
    }
    const open_call call = open_.back();
    open_.pop_back();
    if (!call.question_written) { // nothing happened inside: question and answer on one line
        write(level_of(event.what), fmt::format("{}{} asks {}: {} {}", indent(event.depth),
                                                participant_name(event.sender, size_),
                                                participant_name(event.receiver, size_),
                                                question(call.event), answer(event)));
        return;
    }
    write(level_of(event.what), fmt::format("{}{} answers {}: {}", indent(event.depth),
                                            participant_name(event.receiver, size_),
                                            participant_name(event.sender, size_), answer(event)));
}

void trace_writer::jsonl(const trace_event& event) {
    // The hot path of a full trace: formats compiled ahead (FMT_COMPILE) into a reused buffer.
    line_.clear();
    auto out = std::back_inserter(line_);
    if (event.what == message::solution) {
        fmt::format_to(
            out,
            FMT_COMPILE(
                R"({{"seq":{},"depth":{},"phase":"solution","message":"solution","rows":[)"),
            event.sequence, event.depth);
        bool first = true;
        for (const int r : event.solution) {
            if (!first) {
                line_.push_back(',');
            }
            fmt::format_to(out, FMT_COMPILE("{}"), r);
            first = false;
        }
        append(line_, "]}");
    } else {
        fmt::format_to(
            out,
            FMT_COMPILE(
                R"({{"seq":{},"depth":{},"phase":"{}","message":"{}","sender":{},"receiver":{},"row":{},"column":{})"),
            event.sequence, event.depth,
            event.when == phase::call ? std::string_view{"call"} : std::string_view{"reply"},
            to_string(event.what), event.sender, event.receiver, event.row, event.column);
        if (event.when == phase::reply) {
            append(line_, event.result ? R"(,"result":true)" : R"(,"result":false)");
            if (event.what == message::attacked_rows) {
                append(line_, R"(,"rows":[)");
                bool first = true;
                for (row_mask rows = event.rows; rows != 0; rows &= rows - 1) {
                    if (!first) {
                        line_.push_back(',');
                    }
                    fmt::format_to(out, FMT_COMPILE("{}"), std::countr_zero(rows) + 1);
                    first = false;
                }
                line_.push_back(']');
            }
        }
        line_.push_back('}');
    }
    write(spdlog::level::info, std::string_view{line_.data(), line_.size()});
}

void trace_writer::mermaid(const trace_event& event) {
    if (event.what == message::solution) {
        std::string rows;
        for (const int r : event.solution) {
            rows += fmt::format("{}{}", rows.empty() ? "" : " ", r);
        }
        write(spdlog::level::info,
              fmt::format("    Note over P{},P1: solution {}: {}", size_ + 1, solutions_, rows));
        return;
    }
    if (event.when == phase::call) {
        write(spdlog::level::info,
              fmt::format("    P{}->>P{}: {}", event.sender, event.receiver, question(event)));
    } else {
        write(spdlog::level::info,
              fmt::format("    P{}-->>P{}: {}", event.receiver, event.sender, answer(event)));
    }
}

void trace_writer::chrome(const trace_event& event) {
    // One lane (tid) per participant; the sequence number stands in for time, so the picture
    // shows the order of the conversation rather than the speed of the machine.
    line_.clear();
    auto out = std::back_inserter(line_);
    if (event.what == message::solution) {
        fmt::format_to(out,
                       R"(,{{"name":"solution {}","ph":"i","s":"g","pid":1,"tid":{},"ts":{}}})",
                       solutions_, size_ + 1, event.sequence);
    } else if (event.when == phase::call) {
        fmt::format_to(
            out,
            R"(,{{"name":"{}","cat":"{}","ph":"B","pid":1,"tid":{},"ts":{},"args":{{"from":"{}","question":"{}"}}}})",
            to_string(event.what), to_string(event.what), event.receiver, event.sequence,
            participant_name(event.sender, size_), question(event));
    } else {
        fmt::format_to(out, R"(,{{"ph":"E","pid":1,"tid":{},"ts":{},"args":{{"answer":"{}"}}}})",
                       event.receiver, event.sequence, answer(event));
    }
    write(spdlog::level::info, std::string_view{line_.data(), line_.size()});
}

void trace_writer::finish(double seconds, bool interrupted) {
    const auto calls = [this](message m) { return counts_.calls(m); };
    switch (format_) {
    case trace_format::text:
        write(spdlog::level::info,
              fmt::format("Summary: {} messages (can_attack {}, find_solution {}, advance {}, "
                          "attacked_rows {}), {} solution{}, {:.3f} ms{}",
                          counts_.messages(), calls(message::can_attack),
                          calls(message::find_solution), calls(message::advance),
                          calls(message::attacked_rows), solutions_, solutions_ == 1 ? "" : "s",
                          seconds * 1000, interrupted ? ", interrupted" : ""));
        break;
    case trace_format::jsonl:
        write(
            spdlog::level::info,
            fmt::format(
                R"({{"phase":"summary","messages":{{"can_attack":{},"find_solution":{},"advance":{},"attacked_rows":{}}},"solutions":{},"seconds":{:.6f},"interrupted":{}}})",
                calls(message::can_attack), calls(message::find_solution), calls(message::advance),
                calls(message::attacked_rows), solutions_, seconds, interrupted));
        break;
    case trace_format::mermaid:
        write(spdlog::level::info,
              fmt::format("    %% {} messages, {} solutions{}", counts_.messages(), solutions_,
                          interrupted ? ", interrupted" : ""));
        break;
    case trace_format::chrome:
        write(spdlog::level::info,
              fmt::format(R"(],"otherData":{{"messages":{},"solutions":{},"interrupted":{}}}}})",
                          counts_.messages(), solutions_, interrupted));
        break;
    }
    logger_->flush();
}

} // namespace queens
