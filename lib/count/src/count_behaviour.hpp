// What a kind's pieces do, learnt by asking them: the facts that let a count take a faster
// engine and still find the number her own chain finds. Private to the library (not
// installed). No piece's type is ever asked: a piece is put beside a neighbour that answers by
// a script, and what she asks and where she stands are watched.
#pragma once

#include <queens/registry.hpp>

#include <string>
#include <string_view>

namespace queens::detail {

/// A square's name in chess notation (c5), for what a probe found.
[[nodiscard]] std::string square_name(int column, int row);
/// " when her neighbour stands on <square>", for what a probe of the piece in `column` found
/// with her neighbour on row `stands` (`neighbour_rows`); "" for 0, standing nowhere.
[[nodiscard]] std::string where_her_neighbour_stands(int column, int stands);

/// Called in a probe's `catch (...)`: says what her code threw while asked as hers (`whose`:
/// "her piece", "her pinned piece"; `when`: what she refused), as a `broken_contract`: a walk
/// without end
/// (`walk_without_end`, thrown by the scripted neighbour: no count of her chain would end), an
/// `invalid_argument` of hers (a question the library may ask of every piece, refused: not the
/// user's input), or any other `std::exception` of hers but `std::bad_alloc` (her own failure:
/// only her code runs in a probe). Anything else passes as it is. Every probe below says so
/// through here; a caller that may hold the library's own exceptions calls it for an
/// `invalid_argument` only (count.cpp).
[[noreturn]] void refuse_her_fault(const piece_kind& kind, std::string_view whose,
                                   std::string_view when = "a question asked of every piece");

/// The kind's free piece in each column of a board of `size` (<= 64) walks her column as the
/// faster engines assume: with any one row left free by her neighbour she stands on it without
/// asking her neighbour to move; she never stands on it twice; when every row is attacked she
/// asks her neighbour to advance once and, when her neighbour has moved, starts her column
/// again. Then her chain finds every placement her attack rule allows, once each. Returns ""
/// when every piece does, else what the first that does not did, in words.
[[nodiscard]] std::string walk_finding(const piece_kind& kind, int size);

/// Out of rows, the kind's free piece in each column of a board of `size` asks her neighbour
/// to advance once and, when her neighbour has moved, walks her column again as before (asked
/// three times over): then her chain can be cut into tasks at any column (count_chain.cpp),
/// each task's last column answering "no" to her, and fresh pieces in each task walk as hers
/// would. "" or what the first that does not did. A walk whose state lasts across pieces (a
/// global) is not caught here; a task that then finds other placements throws.
[[nodiscard]] std::string out_of_rows_finding(const piece_kind& kind, int size);

/// The kind's piece pinned on each square of the first `columns` columns stands there and
/// nowhere else, and attacks the squares to her right that her free piece standing there
/// attacks: the pieces engine pins the first columns to cut its tasks. "" or the first finding.
[[nodiscard]] std::string pin_finding(const piece_kind& kind, int size, int columns);

/// The kind's free piece, standing on each square of a board of `size` (<= 64, her neighbour
/// attacking nothing), attacks alike under the board's eight symmetries: of any two squares,
/// she attacks one from the other (two squares of one column count as attacked: no two pieces
/// share a column) exactly when she does so of their images. Then her solutions look the same
/// under the symmetries, as a `symmetric` kind promises (the registry asks her chain on the
/// boards of 1 to 8 only). "" or the first pair that differs. Past 64 her word is taken: a
/// count there has 10^70 placements and more to search, and never ends.
[[nodiscard]] std::string symmetry_finding(const piece_kind& kind, int size);

/// The kind's free piece, standing on each square of a board of `size` (<= 24), attacks
/// exactly a queen's squares to her right, by both questions (`can_attack`, `attacked_rows`),
/// passes on to her neighbour every question she does not answer yes herself, and her chain
/// finds the queens' numbers (OEIS A000170) on the boards of 1 to 8: the compiled queens count
/// her. "" or the first finding.
[[nodiscard]] std::string queen_rule_finding(const piece_kind& kind, int size);

} // namespace queens::detail
