// The kinds of piece, by name: an open registry the command line, tracing and counting read.
//
// A kind is a name, words to show, a line of help, her class's name and two makers: the free
// piece and the same piece pinned to one square. `standard_pieces()` holds the library's own
// kinds; a program adds its own with `piece_registry::add` (one line: `kind_of<her_class>`) and
// hands the registry to `queens::cli::run`, and the new piece gets `--piece`, `--place`, every
// trace format, the explorer and counting like the shipped ones, each running her own code.
#pragma once

#include <queens/board.hpp>
#include <queens/detail/export.hpp>
#include <queens/detail/type_name.hpp>
#include <queens/queen.hpp>
#include <queens/solution.hpp>

#include <concepts>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace queens {

/// Makes the piece of a kind fixed on square `where` of a board of `size`.
using pin_maker = std::function<std::unique_ptr<piece>(square where, int size, piece& neighbour)>;

/// The longest words a registry takes of a kind, in bytes: a name is typed on a command line,
/// the singular and the plural stand in sentences, the summary in a line of help. A message
/// naming a kind made outside a registry cuts her words there.
inline constexpr std::size_t longest_kind_name = 40;
inline constexpr std::size_t longest_kind_words = 60;
inline constexpr std::size_t longest_kind_summary = 200;

/// One kind of piece.
struct piece_kind {
    std::string name;     ///< for the command line: `--piece name` (letters, digits, - and _)
    std::string singular; ///< for people: "1 superqueen"
    std::string plural;   ///< "8 superqueens"
    std::string summary;  ///< one line of help
    piece_maker maker;    ///< the free piece, one per column
    pin_maker pin;        ///< the same piece fixed on one square
    int max_size = queens::max_size; ///< the largest board the piece serves
    /// Her solutions look the same under the eight symmetries of the square, so a count may
    /// search one image of each solution and weigh it. Checked where the kind is added, on the
    /// small boards, against her own chain.
    bool symmetric = false;
    /// How the explorer draws the piece on its board: one symbol in UTF-8 ("\u265B", the
    /// chess queen), also written in a JSON-lines trace's start record for the replay page.
    std::string glyph = "\u25CF";
    /// Her class, as her source names it ("camel_queen"): the explorer shows her code by it.
    /// `kind_of` takes it from her type; empty when unknown (the explorer then says so).
    std::string class_name;
    /// Her class is Budd's `queen` or derives from her (her fields `row_` and `rows_`, her
    /// messages and walk steps as `queen.cpp` has them): the explorer shows that code and those
    /// fields for her. A fact of her type, so `kind_of` takes it from her type, as `class_name`;
    /// false when unknown (the explorer then shows her through `piece`'s functions alone).
    bool from_queen = false;
    /// Her free piece for `column` beside `neighbour`, and her piece fixed on `where`: what
    /// `maker` and `pin` make, checked by `made_for` (the kind named when there is no piece or
    /// one for another column; `std::invalid_argument` when the function is empty). Every part
    /// of the library makes her pieces through these two.
    [[nodiscard]] std::unique_ptr<piece> make(int column, int size, piece& neighbour) const;
    [[nodiscard]] std::unique_ptr<piece> make_pinned(square where, int size,
                                                     piece& neighbour) const;
};

/// Kinds of piece by name, in the order they were added.
class piece_registry {
public:
    /// Adds a kind. Throws `std::invalid_argument` for a name already taken or not made of 1 to
    /// 40 letters, digits, '-' and '_', empty words, a singular or plural over 60 bytes, a
    /// summary over 200, words or a glyph that are not UTF-8 or hold a character a terminal
    /// obeys or does not show (C0 and C1 controls, bidirectional controls, Unicode's default
    /// ignorable characters, U+2028, U+2029), a missing maker, `max_size` outside
    /// 1..max_size, a glyph that is not one character (perhaps with a variation selector), a
    /// class name that is not a C++
    /// name, or a kind that says it is `symmetric` when one of her own solutions on a board of 1 to
    /// 8 has an image her chain does not find (the boards up to the first with over 100 solutions
    /// are asked). Her walk is asked first on those boards (`walk_of`): one that does not end, or
    /// names a row not hers, throws `broken_contract` (an `invalid_argument`).
    void add(piece_kind kind);
    /// The kind called `name`. Throws `std::invalid_argument` listing the accepted names. A
    /// reference into the registry, as `kinds()`: valid until the next `add`, which may move
    /// the kinds (copy the kind to keep her past it).
    [[nodiscard]] const piece_kind& find(std::string_view name) const&;
    /// The same, asked of a registry about to go (`standard_pieces().find("queen")`): a copy,
    /// so that `const piece_kind& k = standard_pieces().find("queen");` keeps it alive rather
    /// than referring into a registry already destroyed.
    [[nodiscard]] piece_kind find(std::string_view name) const&&;
    /// Whether a kind is called `name`.
    [[nodiscard]] bool contains(std::string_view name) const noexcept;
    /// Every kind, in the order added. Adding a kind may move them: look them up again after.
    [[nodiscard]] std::span<const piece_kind> kinds() const& noexcept { return kinds_; }
    /// Not of a registry about to go: the span would outlive it (`for (auto& k :
    /// standard_pieces().kinds())` ranges over freed memory). Keep the registry in a variable.
    std::span<const piece_kind> kinds() const&& = delete;

private:
    std::vector<piece_kind> kinds_;
};

/// The library's own kinds: queen (Budd's textbook queen), superqueen, toroidal, rook, fast; a
/// copy of one registry built and checked once.
[[nodiscard]] QUEENS_API piece_registry standard_pieces();

/// Whether `name` may name a kind (`piece_registry::add`): 1 to 40 letters, digits, '-' and
/// '_', a word typed on a command line. A report naming any other was written by no count.
[[nodiscard]] QUEENS_API bool is_kind_name(std::string_view name) noexcept;

/// A class of piece the registry's helpers can make: a `piece` made as (column, size,
/// neighbour), and kept to some rows of her column as (column, size, neighbour, row_range) for
/// her pinned form. Budd's `queen` and everything derived from her are such classes.
template <typename Piece>
concept registrable_piece =
    std::derived_from<Piece, piece> && std::constructible_from<Piece, int, int, piece&> &&
    std::constructible_from<Piece, int, int, piece&, row_range>;

/// The maker and pinned form of such a piece.
template <registrable_piece Piece>
[[nodiscard]] piece_maker make_piece() {
    return [](int column, int size, piece& neighbour) -> std::unique_ptr<piece> {
        return std::make_unique<Piece>(column, size, neighbour);
    };
}
template <registrable_piece Piece>
[[nodiscard]] pin_maker pin_piece() {
    return [](square where, int size, piece& neighbour) -> std::unique_ptr<piece> {
        return std::make_unique<Piece>(where.column, size, neighbour,
                                       row_range{where.row, where.row});
    };
}
/// A whole kind for such a piece: words made from the name ("camel", "camels"), drawn as a
/// dot, her class name from her type.
template <registrable_piece Piece>
[[nodiscard]] piece_kind kind_of(std::string name, std::string summary, bool symmetric = false) {
    piece_kind kind;
    kind.singular = name;
    kind.plural = name + "s";
    kind.name = std::move(name);
    kind.summary = std::move(summary);
    kind.maker = make_piece<Piece>();
    kind.pin = pin_piece<Piece>();
    kind.symmetric = symmetric;
    kind.class_name = detail::type_name<Piece>();
    kind.from_queen = std::derived_from<Piece, queen>;
    return kind;
}

/// `kind`'s piece on every column except those with a square in `pinned`, where the same kind
/// stands fixed. Throws `std::invalid_argument` for two squares in one column or a square off
/// the largest board (`check_pinned`); the maker it returns throws for a square off its board.
/// `problem::maker` is this, for a puzzle checked whole.
[[nodiscard]] QUEENS_API piece_maker with_pinned(const piece_kind& kind,
                                                 std::vector<square> pinned);

} // namespace queens
