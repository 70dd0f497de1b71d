// The text trace: one line per question or answer, indented by the depth of the conversation.
#include <queens/text.hpp>
#include <queens/trace_format.hpp>

#include <fmt/format.h>

namespace queens {

namespace {

std::string indent(int depth) {
    // Parentheses, not braces: braces would make a string of two characters.
    // NOLINTNEXTLINE(modernize-return-braced-init-list)
    return std::string(2 * static_cast<std::size_t>(depth), ' ');
}

std::string counted(std::uint64_t n, std::string_view singular, std::string_view plural) {
    return fmt::format("{} {}", n, n == 1 ? singular : plural);
}

// Colours that read on light and dark backgrounds: plain lines keep the terminal's own
// foreground; placing and backtracking differ.
std::string_view colour_of(message what) {
    switch (what) {
    case message::find_solution:
        return "\x1b[32m"; // green: placing
    case message::advance:
        return "\x1b[33m"; // yellow: backtracking
    case message::solution:
        return "\x1b[1m"; // bold
    case message::can_attack:
    case message::attacked_rows:
        break;
    }
    return {};
}

} // namespace

std::string trace_writer::text_line(message what, std::string_view line) const {
    const std::string_view colour = options_.color ? colour_of(what) : std::string_view{};
    if (colour.empty()) {
        return std::string{line};
    }
    return fmt::format("{}{}\x1b[0m", colour, line);
}

void trace_writer::text_begin() {
    // A name is the user's text: no control character reaches the terminal.
    options_.singular = escaped(options_.singular);
    options_.plural = escaped(options_.plural);
    std::string pinned;
    for (const square& where : options_.pinned) {
        pinned += (pinned.empty() ? " (pinned: " : ", ") +
                  square_name(where.row, where.column, options_.size);
    }
    if (!pinned.empty()) {
        pinned += ")";
    }
    write(spdlog::level::info, fmt::format("The conversation of {} on a {}x{} board{}:",
                                           counted(static_cast<std::uint64_t>(options_.size),
                                                   options_.singular, options_.plural),
                                           options_.size, options_.size, pinned));
}

void trace_writer::text(const trace_event& event) {
    if (event.what == message::solution) {
        std::string rows;
        for (const int r : event.solution) {
            rows += fmt::format("{}{}", rows.empty() ? "" : " ", r);
        }
        write(spdlog::level::info,
              text_line(event.what,
                        fmt::format("{}solution {}: {}", indent(event.depth), solutions_, rows)));
        return;
    }
    if (event.when == phase::call) {
        // The caller's question goes out now that something shown happens inside it.
        if (!open_.empty() && !open_.back().question_written) {
            const trace_event& parent = open_.back().event;
            write(level_of(parent.what),
                  text_line(parent.what, fmt::format("{}{} asks {}: {}", indent(parent.depth),
                                                     name(parent.sender), name(parent.receiver),
                                                     question(parent))));
            open_.back().question_written = true;
        }
        open_.push_back({event, false});
        return;
    }
    const open_call call = open_.back();
    open_.pop_back();
    if (!call.question_written) { // nothing shown inside: question and answer on one line
        const std::string q = question(call.event);
        const std::string_view joint = q.ends_with('?') ? " " : ", answer: ";
        write(level_of(event.what),
              text_line(event.what,
                        fmt::format("{}{} asks {}: {}{}{}", indent(event.depth), name(event.sender),
                                    name(event.receiver), q, joint, answer(event))));
        return;
    }
    write(level_of(event.what),
          text_line(event.what,
                    fmt::format("{}{} answers {}: {}", indent(event.depth), name(event.receiver),
                                name(event.sender), answer(event))));
}

void trace_writer::text_finish(double seconds, bool interrupted) {
    const auto calls = [this](message m) { return counts_.calls(m); };
    write(spdlog::level::info,
          fmt::format("Summary: {} (can_attack {}, find_solution {}, advance {}, "
                      "attacked_rows {}), {}, {:.3f} ms{}",
                      counted(counts_.messages(), "message", "messages"),
                      calls(message::can_attack), calls(message::find_solution),
                      calls(message::advance), calls(message::attacked_rows),
                      counted(solutions_, "solution", "solutions"), seconds * 1000,
                      interrupted ? ", interrupted" : ""));
}

} // namespace queens
