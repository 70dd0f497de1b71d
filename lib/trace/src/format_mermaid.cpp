// The Mermaid sequence diagram, kept inside the size Mermaid agrees to draw.
#include "formats.hpp"

#include <queens/detail/utf8.hpp>
#include <queens/trace_words.hpp>

#include <fmt/format.h>

#include <cctype>
#include <cstdint>
#include <optional>
#include <string_view>

namespace queens {

std::string mermaid_escaped(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    while (!text.empty()) {
        const std::optional<detail::utf8_character> at = detail::utf8_at(text);
        const std::size_t length = at ? at->length : 1;
        const char c = text.front();
        if (at && (at->code >= 0x80
                       ? detail::shown(at->code)
                       : std::isalnum(static_cast<unsigned char>(c)) != 0 ||
                             std::string_view{" ()?.,_-"}.find(c) != std::string_view::npos)) {
            out += text.substr(0, length);
        } else { // Mermaid's entity codes; a byte that is not UTF-8 as U+FFFD, as JSON has it
            out += fmt::format("#{};", at ? static_cast<std::uint32_t>(at->code) : 0xfffdU);
        }
        text.remove_prefix(length);
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
        write(out, "sequenceDiagram");
        for (int id = options.size + 1; id >= 0; --id) {
            write(out, fmt::format("    participant P{} as {}", id, mermaid_escaped(out.name(id))));
        }
        for (const square& where : options.pinned) {
            write(out,
                  fmt::format("    Note over P{}: pinned on {}", where.column,
                              mermaid_escaped(square_name(where.row, where.column, options.size))));
        }
        begun_ = true;
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
        write(out, line);
    }

    void finish(trace_writer& out, double /*seconds*/, bool interrupted) override {
        const std::uint64_t messages = out.counts().messages();
        out.line(spdlog::level::info,
                 fmt::format("    %% {} message{}, {} solution{}{}", messages,
                             messages == 1 ? "" : "s", out.solutions(),
                             out.solutions() == 1 ? "" : "s", interrupted ? ", interrupted" : ""));
    }

private:
    /// Mermaid counts the whole text against its limit: every line but the closing comment is
    /// refused before it passes it, the board's participants and pins as well as the messages.
    void write(trace_writer& out, std::string_view line) const {
        if (out.written() + line.size() + 1 + closing_room > mermaid_max_text_size) {
            if (!begun_) {
                throw trace_too_large{fmt::format(
                    "the Mermaid diagram passes Mermaid's limit of {} characters with the "
                    "names of its {} participants and its pins alone: a board this size (or "
                    "these words) needs jsonl or chrome, which have no limit",
                    mermaid_max_text_size, out.options().size + 2)};
            }
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

    bool begun_ = false; ///< the participants and pins are written: lines now are messages
};

} // namespace

std::unique_ptr<trace_format> make_mermaid_format() { return std::make_unique<mermaid_format>(); }

} // namespace detail
} // namespace queens
