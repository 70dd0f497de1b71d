// The chain owner: builds the queens for one board size and asks them for solutions.
#pragma once

#include <queens/detail/export.hpp>
#include <queens/piece.hpp>
#include <queens/solution.hpp>

#include <cstdint>
#include <functional>
#include <iterator>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string_view>
#include <vector>

namespace queens {

/// Makes the piece for `column` of a board of `size`, whose left neighbour is `neighbour`.
using piece_maker = std::function<std::unique_ptr<piece>(int column, int size, piece& neighbour)>;

/// Optionally puts a decorator on a link of the chain: given the piece at the left end of the
/// link (the receiver of messages) and the column of the piece that will send through it
/// (`size + 1` for the board itself), returns the piece to hold instead, or nullptr to leave the
/// link bare. Tracing (`trace_links`) and message counting are such decorators: an untraced
/// chain has no decorator at all, so it pays nothing for tracing.
using link_decorator = std::function<std::unique_ptr<piece>(piece& receiver, int sender)>;

/// Budd's textbook `queen` for every column.
[[nodiscard]] QUEENS_API piece_maker make_queen();

/// Thrown when an extender's code breaks its contract: a maker that makes no piece or one for
/// another column, a trace format's maker that makes no format. The program's fault, not its
/// input's: `queens::cli::run` ends with status 1 for it, not the 2 of a usage error. An
/// `std::invalid_argument`, so code that catches that still catches it.
class QUEENS_API broken_contract : public std::invalid_argument {
public:
    using std::invalid_argument::invalid_argument;
};

/// `made`, what `maker` (in words: "the piece maker") made when asked for `column`. Throws
/// `broken_contract` saying so when it is no piece or a piece for another column: the one
/// check of a maker's piece, made before she is linked or asked anything.
[[nodiscard]] QUEENS_API std::unique_ptr<piece> made_for(int column, std::unique_ptr<piece> made,
                                                         std::string_view maker);

/// Owns one chain of pieces, `size` of them left to right ending in a `null_queen`, and hands
/// out its solutions in the order her pieces' walk finds them (lexicographic for Budd's queen),
/// one at a time.
///
/// The pieces are made when the search starts. A maker that returns no piece, or a piece for
/// another column, is refused with `std::invalid_argument`. A board moved from is empty: it
/// owns no chain, and every question answers "no solution". A board is not re-entrant: asked
/// to search, move or be moved by a piece, maker or decorator of its own chain while it
/// searches, it throws `std::logic_error` (so its moves are not `noexcept`); destroyed then,
/// it calls `std::terminate`.
class board {
public:
    /// Throws `std::invalid_argument` when `size` is outside 1..max_size or `make` is empty.
    explicit board(int size, piece_maker make = make_queen(), link_decorator decorate = {});
    board(const board&) = delete;
    board& operator=(const board&) = delete;
    // Not noexcept: a board refuses to be moved while it searches (see above).
    board(board&& other);            // NOLINT(performance-noexcept-move-constructor)
    board& operator=(board&& other); // NOLINT(performance-noexcept-move-constructor)
    ~board();

    [[nodiscard]] int size() const noexcept { return size_; }
    /// The id a trace gives the board itself: one past the last column.
    [[nodiscard]] int id() const noexcept { return size_ + 1; }

    /// Starts the search afresh (Budd's script: place the queens left to right, each finding a
    /// solution before the next arrives) and returns the first solution, if any.
    [[nodiscard]] std::optional<solution> first_solution();
    /// The solution after the last one handed out (the first, if none was): the last queen is
    /// asked to advance. Empty once the search is exhausted.
    [[nodiscard]] std::optional<solution> next_solution();
    /// Moves the chain on to its next solution (the first, on a fresh board) without building a
    /// `solution`: the pieces then stand on it, and `last().write_rows` reads it. False once
    /// the search is exhausted. An exception out of the search (a piece's, a decorator's, a
    /// listener's) leaves the chain half-moved: `next` and `next_solution` then throw
    /// `std::logic_error` until `first_solution` or `count` starts the search again.
    [[nodiscard]] bool next();
    /// Counts every solution from the start without building `solution` objects.
    [[nodiscard]] std::uint64_t count();

    /// A lazy input range over all solutions from the start; each is produced on demand. The
    /// range refers to this board: it cannot be taken from a temporary.
    class solution_range;
    [[nodiscard]] solution_range solutions() &;
    solution_range solutions() && = delete;

    /// The piece the board talks to: the last in the chain (the sentinel on an empty chain).
    /// Each search builds the chain anew; the piece handed out is the board's own front, which
    /// passes every message on to the last piece of the chain standing now, so a reference
    /// kept across a new search, or a move (then the empty board's), stays valid for the
    /// board's life.
    [[nodiscard]] const piece& last() const& noexcept;
    /// Not of a temporary board: its pieces go with it.
    const piece& last() const&& = delete;

private:
    enum class state { fresh, at_solution, exhausted, moved_from, broken_off };
    void become_empty() noexcept;
    void refuse_if_searching(const char* what) const;
    bool place_all();
    [[nodiscard]] solution read() const;
    piece& link_to(piece& receiver, int sender);

    class front;
    // What `last()` hands out; never leaves this board. Made first: a move that cannot make it
    // fails before it takes anything from the other board.
    std::unique_ptr<front> front_;
    int size_;
    piece_maker make_;
    link_decorator decorate_;
    // Owns every piece and decorator of the chain; the pieces point at each other without owning.
    std::unique_ptr<piece> sentinel_;
    std::vector<std::unique_ptr<piece>> owned_;
    piece* last_;
    state state_ = state::fresh;
    bool searching_ = false; ///< the chain is talking: see `next`
};

class board::solution_range {
public:
    class iterator {
    public:
        using value_type = solution;
        using difference_type = std::ptrdiff_t;
        using iterator_concept = std::input_iterator_tag;

        iterator() = default;
        const solution& operator*() const { return *current_; }
        const solution* operator->() const { return &*current_; }
        iterator& operator++() {
            current_ = owner_->next_solution();
            return *this;
        }
        void operator++(int) { ++*this; }
        friend bool operator==(const iterator& it, std::default_sentinel_t) {
            return !it.current_.has_value();
        }

    private:
        friend class solution_range;
        iterator(board& owner, std::optional<solution> first)
            : owner_{&owner}, current_{std::move(first)} {}
        board* owner_ = nullptr;
        std::optional<solution> current_;
    };

    [[nodiscard]] iterator begin() { return iterator{*owner_, owner_->first_solution()}; }
    [[nodiscard]] std::default_sentinel_t end() const noexcept { return {}; }

private:
    friend class board;
    explicit solution_range(board& owner) noexcept : owner_{&owner} {}
    board* owner_;
};

inline board::solution_range board::solutions() & { return solution_range{*this}; }

/// The first solution for `size` with textbook queens, if there is one.
[[nodiscard]] QUEENS_API std::optional<solution> first_solution(int size);
/// The number of solutions for `size` with textbook queens.
[[nodiscard]] QUEENS_API std::uint64_t count_solutions(int size);

} // namespace queens
