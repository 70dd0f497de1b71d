// A kind's walk along her column, asked of the library: the rows her piece tries, in order.
//
// A queen walks her column her own way (queen.hpp: `first_row`, `next_row`, `out_of_rows`), and
// those steps are hers, protected. What they add up to is asked here of any kind, as the
// library learns every behaviour of a kind (count.hpp): her piece is put beside a neighbour who
// answers by a script, every square free, and the rows she stands on are watched. No piece is
// asked her type. The explorer shows it ("walk: 4 5 3 6 2 7 1 8") and follows her own steps
// by it.
#pragma once

#include <queens/detail/export.hpp>
#include <queens/registry.hpp>

#include <span>
#include <vector>

namespace queens {

/// The rows the kind's piece in `column` of a board of `size` stands on in turn with every
/// square free: where her walk starts (`first_row`), then each row her walk names after the
/// last (`next_row`), up to the first that is not one of hers, where she is out of rows. Her
/// pinned form when `pin` is a row (1..size), her free piece when it is 0. A walk is a function
/// of the row she stands on (queen.hpp): after row `walk[i]` she tries `walk[i + 1]`.
///
/// Throws `std::invalid_argument` when `size`, `column` or `pin` is off the board or the kind's
/// maker makes no piece for the column, and `std::logic_error` when her walk does not end (she
/// keeps asking her neighbour far past her rows), a step of it names a row outside her rows, or
/// she stands on a row off the board (a `broken_contract`: rows off the board are left free to
/// her, so a piece made for a larger board is seen there).
[[nodiscard]] QUEENS_API std::vector<int> walk_of(const piece_kind& kind, int column, int size,
                                                  int pin = 0);

/// Asks the walk of every piece of a board of `size` (`walk_of`; her pinned form in a column of
/// `pinned`) before her chain is run: a search of it would never end if one walk does not.
/// Throws `broken_contract` ("piece 'name', on a board of N: ...") when a walk does not end,
/// names a row outside hers, stands off the board, or her code (her maker, her pinned form, her
/// walk) throws anything but `std::bad_alloc` (rethrown as it is): only her code runs here, so
/// what it throws is named hers. Throws `std::invalid_argument` when `size` is outside
/// 1..kind.max_size, a pinned square is off the board or the kind lacks a maker or a pinned form.
QUEENS_API void check_walks(const piece_kind& kind, int size, std::span<const square> pinned = {});

} // namespace queens
