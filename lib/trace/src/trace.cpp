#include <queens/trace.hpp>

#include <algorithm>
#include <memory>

namespace queens {

std::string_view to_string(message m) noexcept {
    switch (m) {
    case message::can_attack:
        return "can_attack";
    case message::find_solution:
        return "find_solution";
    case message::advance:
        return "advance";
    case message::attacked_rows:
        return "attacked_rows";
    case message::solution:
        return "solution";
    }
    return "unknown";
}

namespace {

/// The listener left behind by one that is gone: it ignores everything (a Null Object).
class nobody_listening final : public trace_listener {
public:
    void on_event(const trace_event& /*event*/) override {}
};

trace_listener& nobody() {
    static nobody_listening instance;
    return instance;
}

} // namespace

trace_listener::trace_listener() : self_{std::make_shared<trace_listener*>(this)} {}

trace_listener::~trace_listener() { *self_ = &nobody(); }

int trace_context::call(trace_event event) {
    event.sequence = ++sequence_;
    // The board's own questions are asked by no one: depth 0, whatever a search broken off by
    // an exception left open (its calls had no reply).
    event.depth = event.sender == size_ + 1 ? 0 : depth_;
    depth_ = event.depth + 1;
    event.when = phase::call;
    report(event);
    return event.depth;
}

void trace_context::reply(trace_event event) {
    event.sequence = ++sequence_;
    // A reply with no call open (events fed by hand) is at depth 0, as the board's own.
    depth_ = std::max(depth_ - 1, 0);
    event.depth = depth_;
    event.when = phase::reply;
    report(event);
}

void trace_context::solution_found(std::span<const int> rows) {
    trace_event event;
    event.sequence = ++sequence_;
    event.depth = depth_;
    event.what = message::solution;
    event.sender = size_ + 1;
    event.receiver = size_ + 1;
    event.result = true;
    event.solution.assign(rows.begin(), rows.end());
    report(event);
}

trace_event traced_link::message_from(message what) const noexcept {
    trace_event event;
    event.what = what;
    event.sender = sender_;
    event.receiver = wrapped().column();
    return event;
}

bool traced_link::can_attack(int row, int column) const {
    trace_event event = message_from(message::can_attack);
    event.row = row;
    event.column = column;
    context_->call(event);
    event.result = wrapped().can_attack(row, column);
    context_->reply(event);
    return event.result;
}

template <typename Forward>
bool traced_link::move(message what, Forward forward) {
    trace_event event = message_from(what);
    event.row = wrapped().row();
    event.column = event.receiver;
    context_->call(event);
    event.result = forward();
    event.row = wrapped().row();
    context_->reply(event);
    // The board's question answered yes by the last piece: that is a solution.
    if (event.result && sender_ == context_->size() + 1 && event.receiver == context_->size()) {
        std::vector<int> rows(static_cast<std::size_t>(context_->size()));
        wrapped().write_rows(rows);
        context_->solution_found(rows);
    }
    return event.result;
}

bool traced_link::find_solution() {
    return move(message::find_solution, [this] { return wrapped().find_solution(); });
}

bool traced_link::advance() {
    return move(message::advance, [this] { return wrapped().advance(); });
}

attacked_lines traced_link::attacked_rows(int column, int size) const {
    trace_event event = message_from(message::attacked_rows);
    event.column = column;
    context_->call(event);
    const attacked_lines answer = piece_decorator::attacked_rows(column, size);
    event.rows = answer.all();
    event.result = answer.all() != 0;
    context_->reply(event);
    return answer;
}

link_decorator trace_links(trace_listener& listener, int size) {
    check_size(size);
    auto context = std::make_shared<trace_context>(listener, size);
    return [context](piece& receiver, int sender) -> std::unique_ptr<piece> {
        // A chain of `size` links each piece to her right neighbour and, the board's own link,
        // to the board (its id, one past the last column): any other is a board of another
        // size, whose solutions the trace would miss or invent.
        if (sender != receiver.column() + 1 && sender != context->size() + 1) {
            throw std::invalid_argument(
                "trace_links was made for a board of " + std::to_string(context->size()) +
                ", and a board of another size linked column " + std::to_string(receiver.column()) +
                " to " + std::to_string(sender));
        }
        return std::make_unique<traced_link>(receiver, sender, *context);
    };
}

void message_counter::on_event(const trace_event& event) {
    if (static_cast<std::size_t>(event.what) >= calls_.size()) {
        return; // names no message: a value cast by hand
    }
    if (event.what == message::solution) {
        ++calls_[static_cast<std::size_t>(message::solution)];
        return;
    }
    if (event.when == phase::reply) {
        if (!open_.empty()) { // a reply without its call (events fed by hand) closes nothing
            open_.pop_back();
        }
        return;
    }
    ++calls_[static_cast<std::size_t>(event.what)];
    // A queen testing her own square asks from inside find_solution/advance; a question asked
    // from inside can_attack is the same question passed along the chain.
    if (event.what == message::can_attack &&
        (open_.empty() || open_.back() != message::can_attack)) {
        ++squares_tested_;
    }
    open_.push_back(event.what);
}

std::uint64_t message_counter::messages() const noexcept {
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < calls_.size(); ++i) {
        if (i != static_cast<std::size_t>(message::solution)) {
            total += calls_[i];
        }
    }
    return total;
}

} // namespace queens
