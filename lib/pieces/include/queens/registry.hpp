// The kinds of piece, by name: an open registry the command line, tracing and counting read.
//
// A kind is a name, words to show, a line of help and two makers: the free piece and the same
// piece pinned to one square. `standard_pieces()` holds the library's own kinds; a program adds
// its own with `piece_registry::add` and hands the registry to `queens::cli::run`, and the new
// piece gets `--piece`, `--place`, every trace format and counting like the shipped ones.
#pragma once

#include <queens/board.hpp>
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

/// One kind of piece.
struct piece_kind {
    std::string name;     ///< for the command line: `--piece name` (letters, digits, - and _)
    std::string singular; ///< for people: "1 superqueen"
    std::string plural;   ///< "8 superqueens"
    std::string summary;  ///< one line of help
    piece_maker maker;    ///< the free piece, one per column
    pin_maker pin;        ///< the same piece fixed on one square
    int max_size = queens::max_size; ///< the largest board the piece serves
    /// The attack rule looks the same under the eight symmetries of the square, so a count may
    /// search one image of each solution and weigh it.
    bool symmetric = false;
    /// How the explorer draws the piece on its board: one symbol in UTF-8 ("\u265B", the
    /// chess queen), also written in a JSON-lines trace's start record for the replay page.
    std::string glyph = "\u25CF";
};

/// Kinds of piece by name, in the order they were added.
class piece_registry {
public:
    /// Adds a kind. Throws `std::invalid_argument` for a name already taken or not made of
    /// letters, digits, '-' and '_', empty words, a missing maker, or `max_size` outside
    /// 1..max_size, or a glyph that is empty, longer than 16 bytes, not UTF-8 or with a
    /// control character.
    void add(piece_kind kind);
    /// The kind called `name`. Throws `std::invalid_argument` listing the accepted names.
    [[nodiscard]] const piece_kind& find(std::string_view name) const;
    /// Whether a kind is called `name`.
    [[nodiscard]] bool contains(std::string_view name) const noexcept;
    /// Every kind, in the order added. Adding a kind may move them: look them up again after.
    [[nodiscard]] std::span<const piece_kind> kinds() const noexcept { return kinds_; }

private:
    std::vector<piece_kind> kinds_;
};

/// The library's own kinds: queen (Budd's textbook queen), superqueen, toroidal, rook, fast.
[[nodiscard]] piece_registry standard_pieces();

/// The maker and pinned form of a kind of piece that walks her column as Budd's queen does:
/// `Piece` derives from `queen` (usually through `chained_piece`) and inherits her constructors.
template <std::derived_from<queen> Piece>
[[nodiscard]] piece_maker make_piece() {
    return [](int column, int size, piece& neighbour) -> std::unique_ptr<piece> {
        return std::make_unique<Piece>(column, size, neighbour);
    };
}
template <std::derived_from<queen> Piece>
[[nodiscard]] pin_maker pin_piece() {
    return [](square where, int size, piece& neighbour) -> std::unique_ptr<piece> {
        return std::make_unique<Piece>(where.column, size, neighbour,
                                       row_range{where.row, where.row});
    };
}
/// A whole kind for such a piece, words made from the name ("camel", "camels"), drawn as a dot.
template <std::derived_from<queen> Piece>
[[nodiscard]] piece_kind kind_of(std::string name, std::string summary, bool symmetric = false) {
    std::string plural = name + "s";
    return piece_kind{name,
                      name,
                      std::move(plural),
                      std::move(summary),
                      make_piece<Piece>(),
                      pin_piece<Piece>(),
                      queens::max_size,
                      symmetric};
}

/// `kind`'s piece on every column except those with a square in `pinned`, where the same kind
/// stands fixed. Throws `std::invalid_argument` for two squares in one column or a square off
/// the largest board (`check_pinned`); the maker it returns throws for a square off its board.
/// `problem::maker` is this, for a puzzle checked whole.
[[nodiscard]] piece_maker with_pinned(const piece_kind& kind, std::vector<square> pinned);

} // namespace queens
