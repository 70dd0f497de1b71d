// The Mermaid sequence diagram, kept inside the size Mermaid agrees to draw.
#include "formats.hpp"

#include <queens/trace_words.hpp>

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

namespace detail {
namespace {

// Room kept for the closing comment, so the diagram is whole when the budget runs out.
constexpr std::size_t closing_room = 200;

class mermaid_format final : public trace_format {
public:
    [[nodiscard]] bool all_or_nothing() const noexcept override { return true; }

    void begin(trace_writer& out) override {
        const trace_options& options = out.options();
        out.line(spdlog::level::info, "sequenceDiagram");
        for (int id = options.size + 1; id >= 0; --id) {
            out.line(spdlog::level::info,
                     fmt::format("    participant P{} as {}", id, mermaid_escaped(out.name(id))));
        }
        for (const square& where : options.pinned) {
            out.line(
                spdlog::level::info,
                fmt::format("    Note over P{}: pinned on {}", where.column,
                            mermaid_escaped(square_name(where.row, where.column, options.size))));
        }
    }

    void event(trace_writer& out, const trace_event& event) override {
        const int size = out.options().size;
        std::string line;
        if (event.what == message::solution) {
            std::string rows;
            for (const int r : event.solution) {
                rows += fmt::format("{}{}", rows.empty() ? "" : " ", r);
            }
            line = fmt::format("    Note over P{},P1: solution {}#58; {}", size + 1,
                               out.solutions(), rows);
        } else if (event.when == phase::call) {
            line = fmt::format("    P{}->>P{}: {}", event.sender, event.receiver,
                               mermaid_escaped(question_words(event, size)));
        } else {
            line = fmt::format("    P{}-->>P{}: {}", event.receiver, event.sender,
                               mermaid_escaped(answer_words(event, size)));
        }
        // Mermaid counts the whole text against its limit: refuse before the line that passes
        // it.
        if (out.written() + line.size() + 1 + closing_room > mermaid_max_text_size) {
            throw trace_too_large{fmt::format(
                "the Mermaid diagram passes Mermaid's limit of {} characters after {} messages "
                "at level {}: ask for less (level info shows only the solutions, debug leaves "
                "out can_attack; fewer solutions; a smaller board), or use jsonl or chrome, "
                "which have no limit",
                mermaid_max_text_size, out.counts().messages(),
                spdlog::level::to_string_view(out.level()))};
        }
        out.line(spdlog::level::info, line);
    }

    void finish(trace_writer& out, double /*seconds*/, bool interrupted) override {
        const std::uint64_t messages = out.counts().messages();
        out.line(spdlog::level::info,
                 fmt::format("    %% {} message{}, {} solution{}{}", messages,
                             messages == 1 ? "" : "s", out.solutions(),
                             out.solutions() == 1 ? "" : "s", interrupted ? ", interrupted" : ""));
    }
};

} // namespace

std::unique_ptr<trace_format> make_mermaid_format() { return std::make_unique<mermaid_format>(); }

} // namespace detail
} // namespace queens
