// The halves of the quadrant engine (count_quadrants.cpp) and their join, for one set of rows.
// Private to the library (not installed).
//
// The board is cut into four quarters of h x h (h = n / 2; an odd board keeps its middle row and
// column apart, with the queens standing there placed first). Choose the rows E whose queens
// stand in the east half (columns 0 .. h - 1): each east column holds one queen, so an east half
// is a north quarter's placement on E's north rows and a south one on its south rows whose
// columns make up the half's, and whose diagonals do not meet. The west half takes the other
// rows. Across the halves only the diagonals that cross the middle can clash: each half is
// reduced to those (a pattern), and E's solutions are the pairs of disjoint patterns.
#pragma once

#include "quadrant_join.hpp"
#include "quadrant_quarters.hpp"

#include <bit>
#include <cstdint>
#include <vector>

namespace queens::detail {

/// How the row sets of one case stand for the board's solutions.
enum class row_symmetry : std::uint8_t {
    /// Each row set once, weighed by the case's weight.
    none,
    /// An even board: a row set and its mirror image by the middle row count alike (the least
    /// counted, twice unless it is its own image); the east half keeps off both long diagonals
    /// and a west queen on one of them counts twice (the reflection in the other long diagonal
    /// moves her to the other half of hers and leaves the other diagonal as it is); solutions
    /// off both long diagonals are counted with one of two row sets (off_long_diagonals).
    even,
    /// The queen in the centre of an odd board: a row set, its mirror image, its complement and
    /// the complement's image count alike (the least counted, times how many there are).
    centre,
};

/// The queens placed before the halves, and which rows the halves share out.
struct quadrant_case {
    std::uint32_t free_rows = 0;    ///< board rows left to the halves
    std::uint32_t west_columns = 0; ///< the west columns left, in the quarter's frame
    /// The diagonals the halves leave alone (board frame: sum r + c, difference r - c + n - 1).
    std::uint64_t east_sum = 0;
    std::uint64_t east_diff = 0;
    std::uint64_t west_sum = 0;
    std::uint64_t west_diff = 0;
    row_symmetry symmetry = row_symmetry::none;
    std::uint64_t weight = 1;
};

/// The cases of a board of `n` (4 to 24): an even board's one; an odd board's queen in the
/// centre, then a queen on the middle row at column a and one on the middle column at row b
/// with h < a < b, one placement per class of the eight symmetries (weight 8).
[[nodiscard]] std::vector<quadrant_case> quadrant_cases(int n);

/// The bits of `chosen`, lowest first, set in the places of `free`'s bits.
[[nodiscard]] std::uint32_t spread(std::uint32_t chosen, std::uint32_t free) noexcept;

/// The diagonals a case's placed queens take, as one of its halves sees them: in the frame of
/// the half's north quarter (`quarter_lines`' frame; its south quarter's lie `(n + 1) / 2` rows
/// below, so a south placement's diagonals are shifted by as much).
struct half_bounds {
    std::uint64_t no_sum = 0;
    std::uint64_t no_diff = 0;

    /// Whether a placement of the north quarter keeps clear of them.
    [[nodiscard]] bool clear(const quarter_entry& a) const noexcept {
        return ((a.sum & no_sum) | (a.diff & no_diff)) == 0;
    }
    /// The same diagonals as a quarter `k` rows below sees them (the south quarter's frame).
    [[nodiscard]] half_bounds below(int k) const noexcept { return {no_sum >> k, no_diff >> k}; }
};

/// What case `c` of a board of `n` leaves its east half (`east`) or its west half.
[[nodiscard]] half_bounds bounds_of(const quadrant_case& c, bool east, int n) noexcept;

/// How many of the row sets a case's symmetry counts alike `rows` stands for: 0 when one of
/// them is counted instead (the join skips it, and it promises no work).
[[nodiscard]] std::uint64_t images_of(const quadrant_case& c, std::uint32_t rows, int n) noexcept;

/// How an even board's row set `rows` counts its solutions with no queen on either long
/// diagonal (other cases: 1). The mirror image by the middle column of such a solution is
/// another, whose east rows are the complement of `rows`: of the two, the row set holding the
/// first row where `rows` and its mirror image by the middle row agree counts them twice, the
/// other not at all (2 or 0); 1 when they agree nowhere (the complement is then the mirror
/// image, already counted alike).
[[nodiscard]] std::uint64_t off_long_diagonals(const quadrant_case& c, std::uint32_t rows,
                                               int n) noexcept;

/// The next set of as many bits (not 0), in increasing order (Gosper's hack).
[[nodiscard]] std::uint32_t next_set(std::uint32_t bits) noexcept;

/// Calls `visit(north)` for each way to give `m` of a half's `columns` to its north quarter
/// (the south quarter takes the rest): the sets of m columns in increasing order (Gosper's
/// hack), set in the places of the half's columns.
template <class Visit>
void for_each_split(std::uint32_t columns, int m, Visit&& visit) {
    const int width = std::popcount(columns);
    const bool every = columns == (std::uint32_t{1} << width) - 1;
    const std::uint32_t first = (std::uint32_t{1} << m) - 1;
    for (std::uint32_t chosen = first; chosen < (std::uint32_t{1} << width);
         chosen = first == 0 ? std::uint32_t{1} << width : next_set(chosen)) {
        visit(every ? chosen : spread(chosen, columns));
    }
}

/// Builds the halves of a row set and joins them. One per thread: it keeps the halves'
/// patterns between row sets, so that memory is taken once.
class quadrant_joiner {
public:
    quadrant_joiner(const quarter_table& quarters, int n);

    /// The solutions `rows` (the east half's rows among `c.free_rows`) stands for, weighed;
    /// 0 when it is counted with another image.
    [[nodiscard]] std::uint64_t join(const quadrant_case& c, std::uint32_t rows);

private:
    struct half;
    template <class Take>
    void for_each_half(const half& where, Take&& take) const;
    [[nodiscard]] half half_of(const quadrant_case& c, std::uint32_t rows, std::uint32_t columns,
                               bool east) const noexcept;

    const quarter_table* quarters_;
    int n_;
    int h_;
    int k_;    // rows from the north quarter to the south one; columns from east to west
    int bits_; // diagonals of each direction that cross the middle
    disjoint_counter join_;
    std::vector<std::uint64_t> east_;
    std::vector<std::uint64_t> west_[3]; // by weight: 1, 2, 4
};

} // namespace queens::detail
