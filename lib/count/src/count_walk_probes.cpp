// What a kind's walk does, learnt by asking her pieces (count_behaviour.hpp): her column walked
// beside a scripted neighbour, row by row and round after round, wherever that neighbour stands.
#include "count_behaviour.hpp"

#include <queens/detail/scripted_neighbour.hpp>
#include <queens/piece.hpp>
#include <queens/text.hpp>

#include <algorithm>
#include <memory>
#include <string>
#include <vector>

namespace queens::detail {
namespace {

/// Her walk followed with every row free, her neighbour standing on row `stands` of the column
/// to her left (0: nowhere): she stands on each row once, then asks her neighbour to advance
/// once; and when her neighbour has moved she starts again. "" or what she did.
std::string followed(const piece_kind& kind, int column, int size, int stands) {
    scripted_neighbour left{size};
    left.script(rows_free(size));
    left.stand_left_of(column, stands);
    std::unique_ptr<piece> p = make_beside(kind, column, size, left);
    free_rows seen = rows_free(size, 0);
    for (bool standing = p->find_solution(); standing; standing = p->advance()) {
        const int row = row_on_board(*p, kind, column, size);
        char& here = seen[static_cast<std::size_t>(row)];
        if (here != 0) {
            return who(kind, column) + " stands on row " + std::to_string(row) + " twice";
        }
        here = 1;
    }
    if (left.advances_asked() != 1) {
        return who(kind, column) + ", out of rows, did not ask her neighbour to advance once";
    }
    if (const auto missed = std::find(seen.begin() + 1, seen.end(), 0); missed != seen.end()) {
        return who(kind, column) + " never stands on row " + std::to_string(missed - seen.begin());
    }
    left.script(rows_free(size, 0), 1, rows_free(size));
    p = make_beside(kind, column, size, left);
    if (!p->find_solution() || left.advances_asked() != 1) {
        return who(kind, column) + ", every row attacked, asked her neighbour to advance and " +
               "then did not stand anywhere: she does not start her column again";
    }
    return "";
}

/// With only `row` free, her neighbour standing on row `stands` (0: nowhere): she stands on
/// it, once, without asking her neighbour to move; and, every row attacked until her neighbour
/// moves, she starts again and finds it.
std::string one_row_free(const piece_kind& kind, int column, int size, int row, int stands) {
    scripted_neighbour left{size};
    left.stand_left_of(column, stands);
    const auto she = [&] { // words built only for a finding: a probe asks thousands of times
        return who(kind, column) + ", with only row " + std::to_string(row) + " free, ";
    };
    left.script(rows_free(size, row));
    std::unique_ptr<piece> p = make_beside(kind, column, size, left);
    if (!p->find_solution() || p->row() != row || left.advances_asked() != 0) {
        return she() + "did not stand on it";
    }
    if (p->advance() || left.advances_asked() != 1) {
        return she() + "stood on it and then did not give up";
    }
    left.script(rows_free(size, 0), 1, rows_free(size, row));
    p = make_beside(kind, column, size, left);
    if (!p->find_solution() || p->row() != row || left.advances_asked() != 1) {
        return she() + "did not find it after her neighbour moved";
    }
    return "";
}

} // namespace

std::string walk_finding(const piece_kind& kind, int size) {
    try {
        for (int column = 1; column <= size; ++column) {
            // Her walk may not look where her neighbour stands (queen.hpp): asked beside a
            // neighbour standing nowhere, then on rows of the column to her left.
            for (const int stands : neighbour_rows(column, size, 32)) {
                std::string found = followed(kind, column, size, stands);
                // Asked one row at a time too, where it is cheap: a walk that listens to the
                // answers it gets is caught here.
                for (int row = 1; found.empty() && size <= max_mask_size && row <= size; ++row) {
                    found = one_row_free(kind, column, size, row, stands);
                }
                if (!found.empty()) {
                    return found + where_her_neighbour_stands(column, stands);
                }
            }
        }
    } catch (...) {
        refuse_her_fault(kind, "her piece");
    }
    return "";
}

std::string out_of_rows_finding(const piece_kind& kind, int size) {
    constexpr int rounds = 3; // her column walked three times, her neighbour moving between
    try {
        for (int column = 1; column <= size; ++column) {
            // Wherever her neighbour stands (queen.hpp: her walk may not look there).
            for (const int stands : neighbour_rows(column, size, 32)) {
                scripted_neighbour left{size};
                left.script(rows_free(size), rounds - 1, rows_free(size));
                left.stand_left_of(column, stands);
                std::unique_ptr<piece> p = make_beside(kind, column, size, left);
                std::vector<std::vector<int>> walked(rounds + 1);
                for (bool standing = p->find_solution(); standing; standing = p->advance()) {
                    walked[static_cast<std::size_t>(std::min(left.advances_asked(), rounds))]
                        .push_back(row_on_board(*p, kind, column, size));
                }
                const bool same = walked[0] == walked[1] && walked[1] == walked[2];
                if (left.advances_asked() != rounds || !same || !walked[rounds].empty()) {
                    return who(kind, column) + ", out of rows, did not ask her neighbour to " +
                           "advance once and then walk her column again as before";
                }
            }
        }
    } catch (...) {
        refuse_her_fault(kind, "her piece");
    }
    return "";
}

} // namespace queens::detail
