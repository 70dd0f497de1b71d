// The Mermaid sequence diagram, kept inside the size Mermaid agrees to draw.
#include <queens/trace_format.hpp>

#include <fmt/format.h>

#include <cctype>

namespace queens {

std::string mermaid_escaped(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) != 0 || c == ' ' || c == '(' || c == ')' || c == '?' || c == '.' ||
            c == ',' || c == '_' || c == '-' || u >= 0x80) {
            out += c;
        } else {
            out += fmt::format("#{};", static_cast<int>(u)); // Mermaid's entity codes
        }
    }
    return out;
}

namespace {

// Room kept for the closing comment, so the diagram is whole when the budget runs out.
constexpr std::size_t closing_room = 200;

} // namespace

void trace_writer::mermaid_begin() {
    write(spdlog::level::info, "sequenceDiagram");
    for (int id = options_.size + 1; id >= 0; --id) {
        write(spdlog::level::info,
              fmt::format("    participant P{} as {}", id, mermaid_escaped(name(id))));
    }
    for (const square& where : options_.pinned) {
        write(spdlog::level::info,
              fmt::format("    Note over P{}: pinned on {}", where.column,
                          mermaid_escaped(square_name(where.row, where.column, options_.size))));
    }
}

void trace_writer::mermaid(const trace_event& event) {
    std::string line;
    if (event.what == message::solution) {
        std::string rows;
        for (const int r : event.solution) {
            rows += fmt::format("{}{}", rows.empty() ? "" : " ", r);
        }
        line = fmt::format("    Note over P{},P1: solution {}#58; {}", options_.size + 1,
                           solutions_, rows);
    } else if (event.when == phase::call) {
        line = fmt::format("    P{}->>P{}: {}", event.sender, event.receiver,
                           mermaid_escaped(question(event)));
    } else {
        line = fmt::format("    P{}-->>P{}: {}", event.receiver, event.sender,
                           mermaid_escaped(answer(event)));
    }
    // Mermaid counts the whole text against its limit: refuse before the line that passes it.
    if (mermaid_chars_ + line.size() + 1 + closing_room > mermaid_max_text_size) {
        throw trace_too_large{fmt::format(
            "the Mermaid diagram passes Mermaid's limit of {} characters after {} messages at "
            "level {}: ask for less (level info shows only the solutions, debug leaves out "
            "can_attack; fewer solutions; a smaller board), or use jsonl or chrome, which have "
            "no limit",
            mermaid_max_text_size, counts_.messages(),
            spdlog::level::to_string_view(logger_->level()))};
    }
    write(spdlog::level::info, line);
}

void trace_writer::mermaid_finish(bool interrupted) {
    write(spdlog::level::info,
          fmt::format("    %% {} message{}, {} solution{}{}", counts_.messages(),
                      counts_.messages() == 1 ? "" : "s", solutions_, solutions_ == 1 ? "" : "s",
                      interrupted ? ", interrupted" : ""));
}

} // namespace queens
