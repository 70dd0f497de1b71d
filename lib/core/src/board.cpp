#include <queens/board.hpp>
#include <queens/queen.hpp>

#include <exception>
#include <stdexcept>
#include <string>
#include <utility>

namespace queens {

piece_maker make_queen() {
    return [](int column, int size, piece& neighbour) -> std::unique_ptr<piece> {
        return std::make_unique<queen>(column, size, neighbour);
    };
}

std::unique_ptr<piece> made_for(int column, std::unique_ptr<piece> made, std::string_view maker) {
    if (made == nullptr || made->column() != column) {
        std::string what{maker};
        what += made == nullptr ? " made no piece"
                                : " made a piece for column " + std::to_string(made->column());
        what += " when asked for column " + std::to_string(column);
        throw broken_contract(what);
    }
    return made;
}

/// The board's own front (`last()`): every message passed on to the last piece of the chain
/// standing now, whichever chain the board has built since.
class board::front final : public piece {
public:
    explicit front(const board& owner) noexcept : owner_{owner} {}
    [[nodiscard]] bool can_attack(int row, int column) const override {
        return owner_.last_->can_attack(row, column);
    }
    [[nodiscard]] bool find_solution() override { return owner_.last_->find_solution(); }
    [[nodiscard]] bool advance() override { return owner_.last_->advance(); }
    [[nodiscard]] int row() const noexcept override { return owner_.last_->row(); }
    [[nodiscard]] int column() const noexcept override { return owner_.last_->column(); }
    void write_rows(std::span<int> rows) const override { owner_.last_->write_rows(rows); }
    [[nodiscard]] attacked_lines attacked_rows(int column, int size) const override {
        return owner_.last_->attacked_rows(column, size);
    }

private:
    const board& owner_;
};

const piece& board::last() const& noexcept { return *front_; }

board::board(int size, piece_maker make, link_decorator decorate)
    : front_{std::make_unique<front>(*this)}, size_{(check_size(size), size)},
      make_{std::move(make)}, decorate_{std::move(decorate)},
      sentinel_{std::make_unique<null_queen>()}, last_{sentinel_.get()} {
    if (!make_) {
        throw std::invalid_argument("a board needs a piece maker");
    }
}

board::board(board&& other) // NOLINT(performance-noexcept-move-constructor): see board.hpp
    : front_{std::make_unique<front>(*this)}, size_{(other.refuse_if_searching("moved"),
                                                     other.size_)},
      make_{std::move(other.make_)}, decorate_{std::move(other.decorate_)}, sentinel_{std::move(
                                                                                other.sentinel_)},
      owned_{std::move(other.owned_)}, last_{other.last_}, state_{other.state_} {
    other.become_empty();
}

board& board::operator=(board&& other) { // NOLINT(performance-noexcept-move-constructor)
    refuse_if_searching("assigned to");
    other.refuse_if_searching("moved");
    if (this != &other) {
        size_ = other.size_;
        make_ = std::move(other.make_);
        decorate_ = std::move(other.decorate_);
        owned_ = std::move(other.owned_);
        sentinel_ = std::move(other.sentinel_);
        last_ = other.last_;
        state_ = other.state_;
        other.become_empty();
    }
    return *this;
}

board::~board() {
    if (searching_) {
        // Destroyed by one of its own pieces or decorators: they would run on in freed
        // memory. A destructor cannot throw, so this is the one defined way out.
        std::terminate();
    }
}

namespace {

[[noreturn]] void refuse_reentry(const char* what) {
    throw std::logic_error(std::string("a board cannot be ") + what +
                           " while it searches: a piece or decorator of its own chain asked "
                           "it (a board is not re-entrant)");
}

/// Set while the chain talks, so that a piece or decorator of the chain asking its own board to
/// search, move or go is refused instead of freeing the pieces under it.
class search_in_progress {
public:
    explicit search_in_progress(bool& searching) : searching_{searching} {
        if (searching_) {
            refuse_reentry("asked to search again");
        }
        searching_ = true;
    }
    search_in_progress(const search_in_progress&) = delete;
    search_in_progress& operator=(const search_in_progress&) = delete;
    ~search_in_progress() { searching_ = false; }

private:
    bool& searching_;
};

} // namespace

void board::refuse_if_searching(const char* what) const {
    if (searching_) {
        refuse_reentry(what);
    }
}

void board::become_empty() noexcept {
    size_ = 0;
    owned_.clear();
    sentinel_.reset();
    static null_queen nobody; // answers every question of an empty board, never changes
    last_ = &nobody;
    state_ = state::moved_from;
}

piece& board::link_to(piece& receiver, int sender) {
    if (decorate_) {
        if (auto wrapper = decorate_(receiver, sender)) {
            owned_.push_back(std::move(wrapper));
            return *owned_.back();
        }
    }
    return receiver;
}

bool board::place_all() {
    owned_.clear();
    last_ = sentinel_.get();
    piece* neighbour = &link_to(*sentinel_, 1);
    for (int column = 1; column <= size_; ++column) {
        owned_.push_back(made_for(column, make_(column, size_, *neighbour), "the piece maker"));
        piece& placed = *owned_.back();
        last_ = &link_to(placed, id());
        // Each newcomer finds a position before the next arrives, so the chain to her left is
        // always placed so that no one attacks another. If she cannot, no board of this size has a
        // solution.
        if (!last_->find_solution()) {
            return false;
        }
        if (column < size_) {
            neighbour = &link_to(placed, column + 1);
        }
    }
    return true;
}

bool board::next() {
    const search_in_progress searching{searching_}; // the chain asking it again is refused
    const state was = state_;
    state_ = state::broken_off; // until the chain answers: an exception leaves it so
    switch (was) {
    case state::fresh:
        state_ = place_all() ? state::at_solution : state::exhausted;
        break;
    case state::at_solution:
        state_ = last_->advance() ? state::at_solution : state::exhausted;
        break;
    case state::exhausted:
    case state::moved_from:
        state_ = was;
        break;
    case state::broken_off:
        throw std::logic_error("the search was broken off by an exception and its pieces stand "
                               "half-moved: first_solution() or count() starts it again");
    }
    return state_ == state::at_solution;
}

solution board::read() const {
    std::vector<int> rows(static_cast<std::size_t>(size_), no_row);
    last_->write_rows(rows);
    // Each piece writes the row she stands on (piece.hpp): a row off the board, or none, is
    // her code's fault, not the caller's.
    for (std::size_t c = 0; c < rows.size(); ++c) {
        if (rows[c] < 1 || rows[c] > size_) {
            throw broken_contract("the piece in column " + std::to_string(c + 1) + " wrote row " +
                                  std::to_string(rows[c]) + " for a solution of a board of " +
                                  std::to_string(size_) +
                                  ": a piece writes the row she stands on (piece.hpp)");
        }
    }
    return solution{std::move(rows)};
}

std::optional<solution> board::first_solution() {
    refuse_if_searching("asked to start again");
    if (state_ != state::moved_from) {
        state_ = state::fresh;
    }
    return next_solution();
}

std::optional<solution> board::next_solution() {
    if (!next()) {
        return std::nullopt;
    }
    return read();
}

std::uint64_t board::count() {
    refuse_if_searching("asked to count");
    if (state_ != state::moved_from) {
        state_ = state::fresh;
    }
    std::uint64_t found = 0;
    while (next()) {
        ++found;
    }
    return found;
}

std::optional<solution> first_solution(int size) { return board{size}.first_solution(); }

std::uint64_t count_solutions(int size) { return board{size}.count(); }

} // namespace queens
