// Telling the conversation: trace events written in a format (text, JSON lines, Mermaid, Trace
// Event JSON, or one of your own) through a spdlog logger that the caller owns.
//
// The library never creates a global logger: the caller builds one with the sinks it wants (a
// console, a file) and hands it in. How much is told is the logger's own level, spdlog's
// levels: `info` the solutions, `debug` also every find_solution and advance, `trace` also
// every can_attack and attacked_rows. A line is formatted only if the logger would log it.
//
// A format is an object behind one small interface, `trace_format`, as a spdlog formatter is;
// formats are kept by name in a `trace_format_registry` (the command line's `--format` reads
// one), so a program adds a format of its own the way it adds a kind of piece.
#pragma once

#include <queens/detail/export.hpp>
#include <queens/solution.hpp>
#include <queens/text.hpp>
#include <queens/trace.hpp>
#include <queens/trace_words.hpp>

#include <spdlog/logger.h>

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace queens {

struct piece_kind;
class problem;

/// What a trace says about the board and its pieces, and how.
struct trace_options {
    /// The format's name in the registry the writer is given ("text", "jsonl", "mermaid",
    /// "chrome" in `standard_trace_formats()`).
    std::string format = "text";
    int size = 8;
    std::string piece = "queen";    ///< the registry name, written in the JSONL start record
    std::string singular = "queen"; ///< display words: "queen 3 (c)", "1 queen"
    std::string plural = "queens";  ///< "8 queens"
    std::string glyph = "\u265B";   ///< how a page draws a piece (JSONL start record)
    /// The squares pieces are pinned to (`--place`): named in the text heading and in the JSONL
    /// start record, so a replay marks them.
    std::vector<square> pinned{};
    /// Text only: the writer colours the lines itself (ANSI): find_solution (placing) green,
    /// advance (backtracking) amber, solutions bold; everything else in the terminal's own
    /// foreground. Hand in a logger whose sinks do not colour as well.
    bool color = false;
    /// Text only: the columns a line may take (a terminal's width), or 0 for no limit (a file,
    /// a pipe). A longer line is broken between words, what follows indented two steps more
    /// than the line, so the nesting still reads. Otherwise `min_trace_width` to `max_trace_width`.
    int width = 0;
};

/// The longest search `trace_writer::finish` takes, in seconds (some 30 million years): every
/// format writes it as a finite number, in milliseconds too.
inline constexpr double max_trace_seconds = 1e15;

/// The narrowest and widest `trace_options::width` other than 0.
inline constexpr int min_trace_width = 40;
inline constexpr int max_trace_width = 1000;

/// The options for `kind`'s pieces on a board of `size`, its display words included.
[[nodiscard]] QUEENS_API trace_options trace_options_for(const piece_kind& kind, std::string format,
                                                         int size);
/// The options for a puzzle: its kind's words, its size and its pinned squares.
[[nodiscard]] QUEENS_API trace_options trace_options_for(const problem& puzzle, std::string format);

/// The spdlog level a message's lines are logged at: info for solutions, debug for
/// find_solution and advance, trace for can_attack and attacked_rows.
[[nodiscard]] QUEENS_API spdlog::level::level_enum level_of(message m) noexcept;

/// `text` inside Mermaid message or participant text: everything that Mermaid's grammar
/// could read as syntax (`;`, `#`, `:`, quotes, brackets) and every character a terminal or
/// browser obeys or does not show (control, bidirectional and zero-width characters,
/// `detail::shown`) as Mermaid's entity code `#NN;` (its code point), a byte that is not UTF-8
/// as `#65533;` (U+FFFD); letters, digits and other shown UTF-8 as they are.
[[nodiscard]] QUEENS_API std::string mermaid_escaped(std::string_view text);

/// Mermaid's default `maxTextSize`: past it mermaid draws only an error.
inline constexpr std::size_t mermaid_max_text_size = 50'000;

/// Thrown out of a trace by a format that cannot hold more (Mermaid, before the line that
/// would take the diagram past `mermaid_max_text_size`): what was written is no whole output,
/// so the caller should discard it. `what()` says where it stopped and what fits instead.
class trace_too_large final : public std::length_error {
public:
    using std::length_error::length_error;
};

/// Thrown out of a trace when `trace_writer::stop` was called (for instance on Ctrl-C).
struct trace_interrupted {};

class trace_writer;

/// One way of telling the conversation. The writer calls `begin` once, `event` for every event
/// the logger's level lets through, in order, and `finish` once (or `failed`, when the search
/// ended by an exception, and then no `finish`); a format writes its lines
/// with `trace_writer::line` and reads what it needs to say from the writer (the options, the
/// participants' names, the counts so far).
class trace_format {
public:
    trace_format() = default;
    trace_format(const trace_format&) = delete;
    trace_format& operator=(const trace_format&) = delete;
    trace_format(trace_format&&) = delete;
    trace_format& operator=(trace_format&&) = delete;
    virtual ~trace_format() = default;

    /// The opening lines (a heading, a start record, `sequenceDiagram`, a JSON array's `[`).
    virtual void begin(trace_writer& out) = 0;
    /// One event; `out.solutions()` already counts it when it is a solution.
    virtual void event(trace_writer& out, const trace_event& event) = 0;
    /// The summary and closing lines: after them the output is whole.
    virtual void finish(trace_writer& out, double seconds, bool interrupted) = 0;
    /// The search ended by an exception (a piece's code threw) instead of `finish`: a format
    /// writes what it holds back (the text trace's question not yet answered, which is where
    /// the search stopped), and no closing lines. By default, nothing.
    virtual void failed(trace_writer& /*out*/) {}
    /// Whether each line is a record to write bare (JSON, diagrams), rather than through the
    /// caller's logger as it is, with its pattern (the text trace).
    [[nodiscard]] virtual bool bare_records() const noexcept { return true; }
    /// Whether the format may refuse a trace it cannot hold (`trace_too_large`), so that a
    /// caller should keep the lines until `finish` and write all of them or none (Mermaid).
    [[nodiscard]] virtual bool all_or_nothing() const noexcept { return false; }
};

/// A format by name, for the command line's `--format`.
struct trace_format_kind {
    std::string name;    ///< letters, digits, '-' and '_'
    std::string summary; ///< one line of help
    std::function<std::unique_ptr<trace_format>()> make;
    /// What `make` makes. Throws `broken_contract` naming the format when it makes none or
    /// refuses (an `std::invalid_argument` of its own).
    [[nodiscard]] std::unique_ptr<trace_format> create() const;
};

/// The colours a format may give a line: each reads on light and dark backgrounds, about 4.5:1
/// against white and against black (plain keeps the terminal's own foreground). Green is the
/// 256-colour palette's 28 (#008700), amber its 130 (#af5f00); the 8-colour yellow they
/// replace read at 1.7:1 on a white terminal. `yellow` is amber's older name.
enum class line_colour : std::uint8_t { plain, green, amber, bold, yellow = amber };

/// Formats by name, in the order they were added (as `piece_registry` keeps kinds of piece).
class trace_format_registry {
public:
    /// Adds a format. Throws `std::invalid_argument` for a name taken or not made of letters,
    /// digits, '-' and '_', an empty summary or no maker.
    void add(trace_format_kind kind);
    /// The format called `name`. Throws `std::invalid_argument` listing the accepted names.
    [[nodiscard]] const trace_format_kind& find(std::string_view name) const&;
    /// The same, asked of a registry about to go (`standard_trace_formats().find("jsonl")`): a
    /// copy, not a reference into it (as `piece_registry::find`).
    [[nodiscard]] trace_format_kind find(std::string_view name) const&&;
    [[nodiscard]] bool contains(std::string_view name) const noexcept;
    [[nodiscard]] std::span<const trace_format_kind> kinds() const& noexcept { return kinds_; }
    /// Not of a registry about to go: the span would outlive it.
    std::span<const trace_format_kind> kinds() const&& = delete;

private:
    std::vector<trace_format_kind> kinds_;
};

/// The library's formats: text, jsonl, mermaid, chrome.
[[nodiscard]] QUEENS_API trace_format_registry standard_trace_formats();

/// Writes a trace in one format through `logger`, so the caller's sinks decide where the lines
/// go and the caller's level decides how much is told.
///
/// A format whose lines are bare records (JSONL, Mermaid, Trace Event JSON) is written
/// through the writer's own logger over the same sinks, with the pattern `%v` (which sets
/// those sinks' pattern to `%v`), and the caller's level still filters the events; its
/// opening and closing lines are always written, so the output is well-formed at any level.
class trace_writer final : public trace_listener {
public:
    /// The format `options.format` of `formats`. Throws `std::invalid_argument` for a name
    /// the registry does not hold, a null logger, a size outside 1..max_size or pinned squares
    /// `check_pinned` refuses.
    trace_writer(std::shared_ptr<spdlog::logger> logger, trace_options options,
                 const trace_format_registry& formats = standard_trace_formats());

    /// The opening lines, once: a second call writes nothing, and an event, `finish` or
    /// `failed` before any call begins first, so the output opens as its format says. An
    /// opening that throws (Mermaid's refusal) is not tried again.
    void begin();
    void on_event(const trace_event& event) override;
    /// The summary and closing lines; after this the output is well-formed. Throws
    /// `std::invalid_argument` for `seconds` below 0, above `max_trace_seconds` or not finite.
    void finish(double seconds, bool interrupted);
    /// Instead of `finish`, when the search ended by an exception: the format writes what it
    /// holds back, and the output ends there (no summary).
    void failed();

    /// Stops the trace, by throwing `trace_interrupted` from the next event, once `*flag` is
    /// set (a signal handler may set it: `std::atomic<bool>` is lock-free here).
    void stop_when(const std::atomic<bool>* flag) noexcept { stop_flag_ = flag; }
    [[nodiscard]] const message_counter& counts() const noexcept { return counts_; }

    // What a format uses.
    /// Writes one line at `level`. A character a terminal obeys or does not show is written as
    /// an escape (`\x1b`, `\u202e`, a byte that is not UTF-8 as `\xff`, as `escaped` writes
    /// them), every other character as given: no
    /// format, the library's or an extender's, moves the cursor, retitles the window or turns
    /// the text around. Throws `std::invalid_argument` for a level outside trace..critical.
    void line(spdlog::level::level_enum level, std::string_view text);
    /// The same, in `colour` when the options ask for colour (`trace_options::color`) and the
    /// format's lines go through the caller's logger (not `bare_records`): the writer writes
    /// the colour's codes itself.
    void line(spdlog::level::level_enum level, std::string_view text, line_colour colour);
    [[nodiscard]] const trace_options& options() const noexcept { return options_; }
    /// `queen 3 (c)`, `the sentinel`, `the board`, with the kind's words as the options give
    /// them (any bytes, for a kind made outside a registry): a format escapes the name for what
    /// it writes (`json_escaped`, `mermaid_escaped`), as `line` escapes it for a terminal.
    [[nodiscard]] std::string name(int id) const;
    /// The solutions so far.
    [[nodiscard]] std::uint64_t solutions() const noexcept { return solutions_; }
    /// The caller's level: what the trace tells.
    [[nodiscard]] spdlog::level::level_enum level() const noexcept { return logger_->level(); }
    /// Characters written so far (a format with a size limit measures itself by it).
    [[nodiscard]] std::size_t written() const noexcept { return written_; }

private:
    std::shared_ptr<spdlog::logger> logger_; // the caller's: its level filters
    std::shared_ptr<spdlog::logger> raw_;    // bare records: the same sinks, pattern %v
    trace_options options_;
    std::unique_ptr<trace_format> format_;
    message_counter counts_;
    std::uint64_t solutions_ = 0;
    std::size_t written_ = 0;
    bool begun_ = false; // the opening is written (or was refused: not tried again)
    const std::atomic<bool>* stop_flag_ = nullptr; // optional: no flag, no stopping
};

} // namespace queens
