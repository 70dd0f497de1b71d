// Watching the conversation: a decorator on the links of the chain reports every message.
//
// Why a decorator and not a listener inside `queen`: a queen that called a listener on every
// message would pay for a virtual call (or at least a branch) on the hottest path even when
// nobody listens. A decorator sits *between* two pieces, so a chain built without one is
// exactly the untraced chain: tracing off costs nothing at all. The decorator forwards each
// message to the piece it wraps (delegation) and tells a `trace_listener` what passed. The
// price is that a queen's calls to herself (her `advance` calling her own `find_solution`) do
// not cross a link and so are never seen; every message between two pieces is.
#pragma once

#include <queens/board.hpp>
#include <queens/detail/export.hpp>
#include <queens/lines.hpp>
#include <queens/piece_decorator.hpp>

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

namespace queens {

/// The kinds of message a trace reports.
enum class message : std::uint8_t {
    can_attack,    ///< "can you, or anyone to your left, attack (row, column)?"
    find_solution, ///< "find a position no one to your left attacks"
    advance,       ///< "move on to your next such position"
    attacked_rows, ///< "which rows of this column do you and those to your left attack?"
    solution,      ///< not a message between pieces: the board found a solution
};
inline constexpr int message_kinds = 5;
[[nodiscard]] QUEENS_API std::string_view to_string(message m) noexcept;

enum class phase : std::uint8_t {
    call,  ///< the question is sent
    reply, ///< the answer comes back
};

/// One event of the conversation. Participants are numbered by column: 0 is the sentinel,
/// 1..size the pieces, size + 1 the board that asks the questions.
struct trace_event {
    std::uint64_t sequence = 0; ///< 1, 2, 3, ... across calls and replies
    int depth = 0;              ///< nesting: the board's own questions are depth 0
    phase when = phase::call;
    message what = message::can_attack;
    int sender = 0;      ///< who asks (for a reply: who asked)
    int receiver = 0;    ///< who is asked (for a reply: who answers)
    int row = 0;         ///< can_attack: the square asked about; find_solution/advance replies:
    int column = 0;      ///<   the receiver's square afterwards; attacked_rows: the column asked
    bool result = false; ///< replies: the answer (attacked? found? advanced?)
    row_mask rows = 0;   ///< attacked_rows replies: the attacked rows
    std::vector<int> solution; ///< solution events: the rows, column 1 first (owned: an event
                               ///< may be kept after the search moves on)
};

/// Receives the events of a trace. Implementations format, count or store them.
///
/// A listener may go before the board it listens to: from then on the board's messages are
/// reported to no one (the listener leaves a Null Object in its place), never to freed memory.
class trace_listener {
public:
    trace_listener();
    trace_listener(const trace_listener&) = delete;
    trace_listener& operator=(const trace_listener&) = delete;
    trace_listener(trace_listener&&) = delete;
    trace_listener& operator=(trace_listener&&) = delete;
    virtual ~trace_listener();
    virtual void on_event(const trace_event& event) = 0;

private:
    friend class trace_context;
    // Where every context tracing to this listener looks it up; the destructor points it at a
    // listener that ignores everything.
    std::shared_ptr<trace_listener*> self_;
};

/// A listener that keeps every event, for reading a trace after the search.
class trace_recorder final : public trace_listener {
public:
    void on_event(const trace_event& event) override { events_.push_back(event); }
    [[nodiscard]] const std::vector<trace_event>& events() const& noexcept { return events_; }
    /// Of a recorder about to go: its events, moved out, not a reference into it.
    [[nodiscard]] std::vector<trace_event> events() && noexcept { return std::move(events_); }
    /// Of a const recorder about to go: its events, copied.
    [[nodiscard]] std::vector<trace_event> events() const&& { return events_; }

private:
    std::vector<trace_event> events_;
};

/// Tracing state shared by every traced link of one chain: the sequence and the call depth.
class trace_context {
public:
    explicit trace_context(trace_listener& listener, int size) noexcept
        : listener_{listener.self_}, size_{size} {}

    [[nodiscard]] int size() const noexcept { return size_; }
    /// Reports a call and returns its depth; pair with `reply`.
    int call(trace_event event);
    void reply(trace_event event);
    void solution_found(std::span<const int> rows);

private:
    void report(const trace_event& event) const { (*listener_)->on_event(event); }

    std::shared_ptr<trace_listener*> listener_;
    int size_;
    std::uint64_t sequence_ = 0;
    int depth_ = 0;
};

/// The decorator: holds the place of the receiver on one link, reports each message that
/// crosses the link and forwards it unchanged (`piece_decorator` forwards the rest).
class traced_link final : public piece_decorator {
public:
    traced_link(piece& receiver, int sender, trace_context& context) noexcept
        : piece_decorator{receiver}, sender_{sender}, context_{&context} {}

    [[nodiscard]] bool can_attack(int row, int column) const override;
    [[nodiscard]] bool find_solution() override;
    [[nodiscard]] bool advance() override;
    [[nodiscard]] attacked_lines attacked_rows(int column, int size) const override;

private:
    [[nodiscard]] trace_event message_from(message what) const noexcept;
    template <typename Forward>
    bool move(message what, Forward forward);

    int sender_;
    trace_context* context_;
};

/// A `link_decorator` that traces every link of a board of `size` to `listener`. The returned
/// decorator owns the shared context; keep the board (which holds it) alive while tracing.
/// Throws `std::invalid_argument` unless 1 <= size <= max_size; the decorator throws it when a
/// board of another size (but 1) links its pieces through it.
[[nodiscard]] QUEENS_API link_decorator trace_links(trace_listener& listener, int size);

/// A listener that counts: messages of each kind, solutions, and squares tested (the
/// `can_attack` questions a queen asks about her own square, not the ones passed along).
/// Events fed by hand are taken as they come: a reply without its call closes nothing, and an
/// event whose `what` names no message is not counted.
class message_counter final : public trace_listener {
public:
    void on_event(const trace_event& event) override;

    /// The calls of `m` (0 for a value that names no message).
    [[nodiscard]] std::uint64_t calls(message m) const noexcept {
        const auto at = static_cast<std::size_t>(m);
        return at < calls_.size() ? calls_[at] : 0;
    }
    /// Every call between pieces (solutions excluded).
    [[nodiscard]] std::uint64_t messages() const noexcept;
    [[nodiscard]] std::uint64_t squares_tested() const noexcept { return squares_tested_; }
    [[nodiscard]] std::uint64_t solutions() const noexcept { return calls(message::solution); }

private:
    std::array<std::uint64_t, message_kinds> calls_{};
    std::uint64_t squares_tested_ = 0;
    std::vector<message> open_; // the calls in progress, innermost last
};

} // namespace queens
