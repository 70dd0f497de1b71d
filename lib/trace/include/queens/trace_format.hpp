// Telling the conversation: trace events written as text, JSON lines, Mermaid or Trace Event
// JSON, through a spdlog logger that the caller owns.
//
// The library never creates a global logger: the caller builds one with the sinks it wants (a
// console, a file) and hands it in. How much is told is the logger's own level, spdlog's
// levels: `info` the solutions, `debug` also every find_solution and advance, `trace` also
// every can_attack and attacked_rows. A line is formatted only if the logger would log it.
#pragma once

#include <queens/solution.hpp>
#include <queens/text.hpp>
#include <queens/trace.hpp>

#include <fmt/format.h>
#include <spdlog/logger.h>

#include <atomic>
#include <cstddef>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace queens {

struct piece_kind;

enum class trace_format { text, jsonl, mermaid, chrome };

/// What a trace says about the board and its pieces, and how.
struct trace_options {
    trace_format format = trace_format::text;
    int size = 8;
    std::string piece = "queen";    ///< the registry name, written in the JSONL start record
    std::string singular = "queen"; ///< display words: "queen 3 (c)", "1 queen"
    std::string plural = "queens";  ///< "8 queens"
    /// The squares pieces are pinned to (`--place`): named in the text heading and in the JSONL
    /// start record, so a replay marks them.
    std::vector<square> pinned{};
    /// Text only: the writer colours the lines itself (ANSI): find_solution (placing) green,
    /// advance (backtracking) yellow, solutions bold; everything else in the terminal's own
    /// foreground. Hand in a logger whose sinks do not colour as well.
    bool color = false;
};

/// The options for `kind`'s pieces on a board of `size`, its display words included.
[[nodiscard]] trace_options trace_options_for(const piece_kind& kind, trace_format format,
                                              int size);

/// The spdlog level a message's lines are logged at: info for solutions, debug for
/// find_solution and advance, trace for can_attack and attacked_rows.
[[nodiscard]] spdlog::level::level_enum level_of(message m) noexcept;

/// `queen 3 (c)`, `the sentinel`, `the board` (`singular` names the pieces).
[[nodiscard]] std::string participant_name(int id, int size, std::string_view singular = "queen");
/// `c5` on boards up to 26 columns, `(row 5, column 30)` beyond.
[[nodiscard]] std::string square_name(int row, int column, int size);
/// `text` inside Mermaid message or participant text: everything that Mermaid's grammar
/// could read as syntax (`;`, `#`, `:`, quotes, brackets, control characters) as `#NN;`.
[[nodiscard]] std::string mermaid_escaped(std::string_view text);

/// Mermaid's default `maxTextSize`: past it mermaid draws only an error.
inline constexpr std::size_t mermaid_max_text_size = 50'000;

/// Thrown out of a Mermaid trace, before the line that would take the diagram past
/// `mermaid_max_text_size`: what was written is no diagram Mermaid would draw, so the caller
/// should discard it. `what()` says where it stopped and what fits instead.
class trace_too_large final : public std::length_error {
public:
    using std::length_error::length_error;
};

/// Thrown out of a trace when `trace_writer::stop` was called (for instance on Ctrl-C).
struct trace_interrupted {};

/// Writes a trace in one format through `logger`, so the caller's sinks decide where the lines
/// go and the caller's level decides how much is told.
///
/// Text goes through the logger as it is (its sinks, level and pattern): solutions at info,
/// find_solution and advance at debug, can_attack and attacked_rows at trace.
/// The machine formats (JSONL, Mermaid, Trace Event JSON) need each record on a line of its
/// own with nothing around it: they are written through the writer's own logger over the
/// same sinks, with the pattern `%v` (which sets those sinks' pattern to `%v`), and the
/// caller's level still filters the events. Their opening and closing lines are always
/// written, so the output is well-formed at any level.
class trace_writer final : public trace_listener {
public:
    trace_writer(std::shared_ptr<spdlog::logger> logger, trace_options options);

    /// The opening lines (the JSONL start record, `sequenceDiagram`, the JSON array's `[`).
    void begin();
    void on_event(const trace_event& event) override;
    /// The summary and closing lines; after this the output is well-formed.
    void finish(double seconds, bool interrupted);

    /// Stops the trace, by throwing `trace_interrupted` from the next event, once `*flag` is
    /// set (a signal handler may set it: `std::atomic<bool>` is lock-free here).
    void stop_when(const std::atomic<bool>* flag) noexcept { stop_flag_ = flag; }
    [[nodiscard]] const message_counter& counts() const noexcept { return counts_; }

private:
    [[nodiscard]] std::string name(int id) const;
    void write(spdlog::level::level_enum level, std::string_view line);
    void text(const trace_event& event);
    void text_begin();
    void text_finish(double seconds, bool interrupted);
    [[nodiscard]] std::string text_line(message what, std::string_view line) const;
    void jsonl(const trace_event& event);
    void jsonl_begin();
    void jsonl_finish(double seconds, bool interrupted);
    void mermaid(const trace_event& event);
    void mermaid_begin();
    void mermaid_finish(bool interrupted);
    void chrome(const trace_event& event);
    void chrome_begin();
    void chrome_finish(bool interrupted);
    [[nodiscard]] std::string question(const trace_event& event) const;
    [[nodiscard]] std::string answer(const trace_event& event) const;

    std::shared_ptr<spdlog::logger> logger_; // the caller's: its level filters
    std::shared_ptr<spdlog::logger> raw_;    // machine formats: the same sinks, pattern %v
    trace_options options_;
    message_counter counts_;
    std::uint64_t solutions_ = 0;
    bool first_record_ = true;
    const std::atomic<bool>* stop_flag_ = nullptr; // optional: no flag, no stopping
    // Text: the calls shown but not yet answered, and whether each one's question is out.
    struct open_call {
        trace_event event;
        bool question_written = false;
    };
    std::vector<open_call> open_;
    std::size_t mermaid_chars_ = 0; // written so far, against mermaid_max_text_size
    fmt::memory_buffer line_;       // reused for every line, so writing allocates nothing
};

} // namespace queens
