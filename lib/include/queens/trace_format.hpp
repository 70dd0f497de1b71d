// Telling the conversation: trace events written as text, JSON lines, Mermaid or Trace Event
// JSON, through a spdlog logger that the caller owns.
//
// The library never creates a global logger: the caller (the demo) builds one with the sinks
// it wants (a coloured console, a file) and hands it in.
#pragma once

#include <queens/trace.hpp>

#include <fmt/format.h>
#include <spdlog/logger.h>

#include <atomic>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace queens {

enum class trace_format { text, jsonl, mermaid, chrome };
/// How much of the conversation to tell: `info` the solutions, `debug` also every
/// find_solution and advance, `trace` also every can_attack and attacked_rows.
enum class trace_level { info, debug, trace };

/// `queen 3 (c)`, `the sentinel`, `the board`.
[[nodiscard]] std::string participant_name(int id, int size);
/// `c5` on boards up to 26 columns, `(row 5, column 30)` beyond.
[[nodiscard]] std::string square_name(int row, int column, int size);

/// Thrown out of a trace when `trace_writer::stop` was called (for instance on Ctrl-C).
struct trace_interrupted {};

/// Writes a trace in one format through `logger`, one log record per line, so the caller's
/// sinks decide where the lines go. Text lines are logged at info (solutions), debug
/// (find_solution, advance) and trace (can_attack, attacked_rows), so a colour console sink
/// colours them by kind; the other formats log every line at info.
class trace_writer final : public trace_listener {
public:
    trace_writer(std::shared_ptr<spdlog::logger> logger, trace_format format, trace_level level,
                 int size, std::string_view piece_name);

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
    [[nodiscard]] bool shown(const trace_event& event) const noexcept;
    void write(spdlog::level::level_enum level, std::string_view line);
    void text(const trace_event& event);
    void jsonl(const trace_event& event);
    void mermaid(const trace_event& event);
    void chrome(const trace_event& event);
    [[nodiscard]] std::string question(const trace_event& event) const;
    [[nodiscard]] std::string answer(const trace_event& event) const;

    std::shared_ptr<spdlog::logger> logger_;
    trace_format format_;
    trace_level level_;
    int size_;
    std::string piece_name_;
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
    fmt::memory_buffer line_; // reused for every line, so writing allocates nothing
};

} // namespace queens
