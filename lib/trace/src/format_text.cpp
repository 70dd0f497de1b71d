// The text trace: one line per question or answer, indented by the depth of the conversation.
#include "formats.hpp"

#include <queens/text.hpp>
#include <queens/trace_words.hpp>

#include <fmt/format.h>

#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace queens::detail {
namespace {

/// The indentation of a line at `depth`, `more` steps further right (a broken line's hang).
std::string indent(int depth, int more = 0) {
    // An event's depth is the caller's word (events may be fed by hand): kept to what a chain
    // of max_size pieces can reach, none below, and added to in 64 bits (INT_MAX + 2 is none).
    const auto steps = static_cast<std::size_t>(
        std::clamp<std::int64_t>(std::int64_t{depth} + more, 0, std::int64_t{2} * max_size + 2));
    // Parentheses, not braces: braces would make a string of two characters.
    // NOLINTNEXTLINE(modernize-return-braced-init-list)
    return std::string(2 * steps, ' ');
}

std::string counted(std::uint64_t n, std::string_view singular, std::string_view plural) {
    return fmt::format("{} {}", n, n == 1 ? singular : plural);
}

// Placing and backtracking differ; plain lines keep the terminal's own colour.
line_colour colour_of(message what) {
    switch (what) {
    case message::find_solution:
        return line_colour::green; // placing
    case message::advance:
        return line_colour::amber; // backtracking
    case message::solution:
        return line_colour::bold;
    case message::can_attack:
    case message::attacked_rows:
        break;
    }
    return line_colour::plain;
}

class text_format final : public trace_format {
public:
    void begin(trace_writer& out) override;
    void event(trace_writer& out, const trace_event& event) override;
    void finish(trace_writer& out, double seconds, bool interrupted) override;
    void failed(trace_writer& out) override { ask_held(out); }
    [[nodiscard]] bool bare_records() const noexcept override { return false; }

private:
    [[nodiscard]] std::string name(const trace_writer& out, int id) const {
        return participant_name(id, out.options().size, singular_);
    }
    /// One line of `words` at `depth`, broken between words to the options' width (if any).
    static void say(trace_writer& out, spdlog::level::level_enum level, int depth,
                    std::string_view words, line_colour colour);
    /// Writes the question held back, if any: the innermost call's, held until something shown
    /// happens inside it or its answer comes (so also for a trace that ends before its answer).
    void ask_held(trace_writer& out);

    // The kind's words are the extender's text: no control character reaches the terminal.
    std::string singular_;
    std::string plural_;
    // The calls shown but not yet answered, and whether each one's question is out.
    struct open_call {
        trace_event event;
        bool question_written = false;
    };
    std::vector<open_call> open_;
};

void text_format::begin(trace_writer& out) {
    const trace_options& options = out.options();
    singular_ = escaped(options.singular);
    plural_ = escaped(options.plural);
    std::string pinned;
    for (const square& where : options.pinned) {
        pinned += (pinned.empty() ? " (pinned: " : ", ") +
                  square_name(where.row, where.column, options.size);
    }
    if (!pinned.empty()) {
        pinned += ")";
    }
    say(out, spdlog::level::info, 0,
        fmt::format("The conversation of {} on a {}x{} board{}:",
                    counted(static_cast<std::uint64_t>(options.size), singular_, plural_),
                    options.size, options.size, pinned),
        line_colour::plain);
}

void text_format::event(trace_writer& out, const trace_event& event) {
    const int size = out.options().size;
    if (event.what == message::solution) {
        std::string rows;
        for (const int r : event.solution) {
            rows += fmt::format("{}{}", rows.empty() ? "" : " ", r);
        }
        say(out, spdlog::level::info, event.depth,
            fmt::format("solution {}: {}", out.solutions(), rows), colour_of(event.what));
        return;
    }
    if (event.when == phase::call) {
        ask_held(out); // the caller's question goes out: something shown happens inside it
        if (event.sender == size + 1) {
            // The board asks from outside any call: what is open was broken off (her code
            // threw, and the board searches again), and is answered by no one.
            open_.clear();
        }
        open_.push_back({event, false});
        return;
    }
    // A reply without its call (events fed by hand) is said on its own, as the answer below.
    if (!open_.empty()) {
        const open_call call = open_.back();
        open_.pop_back();
        if (!call.question_written) { // nothing shown inside: question and answer on one line
            const std::string q = question_words(call.event, size);
            const std::string_view joint = q.ends_with('?') ? " " : ", answer: ";
            say(out, level_of(event.what), event.depth,
                fmt::format("{} asks {}: {}{}{}", name(out, event.sender),
                            name(out, event.receiver), q, joint, answer_words(event, size)),
                colour_of(event.what));
            return;
        }
    }
    say(out, level_of(event.what), event.depth,
        fmt::format("{} answers {}: {}", name(out, event.receiver), name(out, event.sender),
                    answer_words(event, size)),
        colour_of(event.what));
}

void text_format::ask_held(trace_writer& out) {
    // Every call under the innermost had its question written when the next call came.
    if (open_.empty() || open_.back().question_written) {
        return;
    }
    const trace_event& asked = open_.back().event;
    say(out, level_of(asked.what), asked.depth,
        fmt::format("{} asks {}: {}", name(out, asked.sender), name(out, asked.receiver),
                    question_words(asked, out.options().size)),
        colour_of(asked.what));
    open_.back().question_written = true;
}

void text_format::say(trace_writer& out, spdlog::level::level_enum level, int depth,
                      std::string_view words, line_colour colour) {
    const std::string line = indent(depth) + std::string{words};
    const auto width = static_cast<std::size_t>(out.options().width);
    if (width == 0 || line.size() <= width) {
        out.line(level, line, colour);
        return;
    }
    // What follows a break stands two steps right of the line, under its words.
    const std::string lines = wrapped_line(line, width, indent(depth, 2).size());
    for (std::size_t begin = 0; begin <= lines.size();) {
        const std::size_t end = std::min(lines.find('\n', begin), lines.size());
        out.line(level, std::string_view{lines}.substr(begin, end - begin), colour);
        begin = end + 1;
    }
}

void text_format::finish(trace_writer& out, double seconds, bool interrupted) {
    ask_held(out); // a stop came before its answer: the last question asked is said
    // Two lines within 80 columns (a projected terminal): the outcome, then each message sent.
    const message_counter& counts = out.counts();
    say(out, spdlog::level::info, 0,
        fmt::format("Summary: {}, {} in {:.3f} ms{}",
                    counted(out.solutions(), "solution", "solutions"),
                    counted(counts.messages(), "message", "messages"), seconds * 1000,
                    interrupted ? ", interrupted" : ""),
        line_colour::plain);
    std::string sent;
    for (const message m :
         {message::can_attack, message::find_solution, message::advance, message::attacked_rows}) {
        if (counts.calls(m) > 0) {
            sent += fmt::format("{}{} {}", sent.empty() ? "" : ", ", to_string(m), counts.calls(m));
        }
    }
    say(out, spdlog::level::info, 1, sent.empty() ? "no message sent" : sent, line_colour::plain);
}

} // namespace

std::unique_ptr<trace_format> make_text_format() { return std::make_unique<text_format>(); }

} // namespace queens::detail
