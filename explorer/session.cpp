#include "session.hpp"

#include "registry_hook.hpp"

#include <queens/registry.hpp>

#include <utility>

namespace queens::explorer {

problem puzzle(int size, const std::string& kind, const std::vector<int>& pins) {
    std::vector<square> squares;
    for (std::size_t column = 0; column < pins.size(); ++column) {
        if (pins[column] > 0) {
            squares.push_back(square{.column = static_cast<int>(column) + 1, .row = pins[column]});
        }
    }
    check_mask_size(size, "the explorer's boards");
    return problem{explorer_registry().find(kind), size, std::move(squares)};
}

session::session(int size, const std::string& kind, const std::vector<int>& pins, bool counting,
                 bool tracing, std::span<std::int32_t> window, pausable& search, pausable& asking)
    : size_{size}, counting_{counting}, tracing_{tracing}, maker_{puzzle(size, kind, pins).maker()},
      listener_{*this, stride(), window.data(), window.size()}, search_{search}, asking_{asking},
      pieces_(static_cast<std::size_t>(size) + 1, nullptr),
      counters_(static_cast<std::size_t>(counted_links(size)), nullptr) {
    search_.start([](void* self) { static_cast<session*>(self)->search(); }, this);
}

std::string session::order(const run_order& order) {
    // A window goes on over several runs (the page stops at checkpoints inside one).
    const bool same_window =
        order.record_from == order_.record_from && order.record_to == order_.record_to;
    if (order.record_from < order.record_to &&
        ((order.record_from < listener_.seen() && !same_window) ||
         (order.record_to - order.record_from) * static_cast<std::uint64_t>(stride()) >
             listener_.capacity())) {
        return "a window of steps starts behind the search or does not fit";
    }
    order_ = order;
    return {};
}

void session::run() {
    listener_.take(order_, search_);
    if (!search_.finished() && listener_.seen() < order_.stop) {
        search_.resume();
    }
    if (search_.finished()) {
        listener_.finish();
    }
}

/// The search itself, on its own stack: the board asks for every solution in turn, and the
/// pacer pauses it wherever the page's order says. Its objects live as long as the stack.
void session::search() {
    guarded(
        [this] {
            message_counter layer;
            layer_ = tracing_ ? &layer : nullptr;
            std::vector<std::unique_ptr<piece>> layers; // outlives the board that points into it
            const link_decorator record = trace_links(listener_, size_);
            const link_decorator trace_layer =
                tracing_ ? trace_links(layer, size_) : link_decorator{};
            // The page's recorder innermost, next to the piece: the layers outside it have
            // taken a call in (counted it) when the page hears it, as a student sees it cross.
            auto decorate = [&](piece& receiver, int sender) -> std::unique_ptr<piece> {
                if (receiver.column() == 0) {
                    pieces_[0] = &receiver; // the sentinel, for a student's own message
                }
                std::unique_ptr<piece> outer = record(receiver, sender);
                if (counting_) {
                    layers.push_back(std::move(outer));
                    auto counted = std::make_unique<counting_piece>(*layers.back());
                    counters_[static_cast<std::size_t>(
                        counted_link(sender, receiver.column(), size_))] = counted.get();
                    outer = std::move(counted);
                }
                if (tracing_) {
                    layers.push_back(std::move(outer));
                    outer = trace_layer(*layers.back(), sender);
                }
                return outer;
            };
            auto make = [this](int column, int size, piece& neighbour) {
                std::unique_ptr<piece> made = maker_(column, size, neighbour);
                pieces_[static_cast<std::size_t>(column)] = made.get();
                return made;
            };
            board chain{size_, make, decorate};
            while (chain.next()) {
            }
            layer_ = nullptr;
        },
        error_);
}

std::string session::ask_order(const own_message& said, std::size_t budget) {
    const auto in_board = [this](int x) { return x >= 1 && x <= size_; };
    if (said.receiver < 0 || said.receiver > size_) {
        return "a message goes to a piece of this board (1 to " + std::to_string(size_) +
               ") or to the sentinel (0)";
    }
    if (said.what == message::can_attack && (!in_board(said.row) || !in_board(said.column))) {
        return "can_attack asks about a square of this board (rows and columns 1 to " +
               std::to_string(size_) + ")";
    }
    if (search_.finished()) {
        return "the search ends before this step";
    }
    if (pieces_[static_cast<std::size_t>(said.receiver)] == nullptr) {
        return said.receiver == 0 ? "the board has not made the sentinel yet at this step"
                                  : "that piece is not made yet at this step: step on until "
                                    "the board has made her";
    }
    said_ = said;
    answered_ = false;
    ask_error_.clear();
    listener_.hear(budget, asking_);
    asking_.start([](void* self) { static_cast<session*>(self)->send(); }, this);
    return {};
}

void session::ask() {
    asking_.resume();
    listener_.stop_hearing();
}

/// The student's message, sent straight to the object (no link: only the conversation it
/// starts crosses links and is heard), on a stack of its own so a long one can be cut short.
void session::send() {
    guarded(
        [this] {
            piece& to = *pieces_[static_cast<std::size_t>(said_.receiver)];
            switch (said_.what) {
            case message::find_solution:
                answer_ = to.find_solution();
                break;
            case message::advance:
                answer_ = to.advance();
                break;
            default:
                answer_ = to.can_attack(said_.row, said_.column);
                break;
            }
            answered_ = true;
        },
        ask_error_);
}

void session::snapshot(std::int32_t* out) const {
    for (int column = 1; column <= size_; ++column) {
        const piece* p = pieces_[static_cast<std::size_t>(column)];
        out[column - 1] = p == nullptr ? 0 : p->row();
    }
    if (counting_) {
        int at = size_;
        const auto put = [&](std::uint64_t count) { out[at++] = static_cast<std::int32_t>(count); };
        for (const counting_piece* c : counters_) {
            if (c == nullptr) { // a link not made yet: no object, nothing counted
                for (int k = 0; k < link_counters; ++k) {
                    put(0);
                }
                continue;
            }
            put(c->can_attack_received());
            put(c->find_solution_received());
            put(c->advance_received());
            put(c->attacked_rows_received());
        }
    }
}

void session::layer_counts(std::int32_t* out) const {
    out[0] = static_cast<std::int32_t>(layer_ != nullptr ? layer_->messages() : 0);
    out[1] = static_cast<std::int32_t>(layer_ != nullptr ? layer_->squares_tested() : 0);
}

} // namespace queens::explorer
