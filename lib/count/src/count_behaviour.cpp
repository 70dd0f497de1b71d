#include "count_behaviour.hpp"

#include <queens/board.hpp>
#include <queens/detail/hers.hpp>
#include <queens/detail/scripted_neighbour.hpp>
#include <queens/piece.hpp>
#include <queens/queen.hpp>
#include <queens/text.hpp>

#include <algorithm>
#include <array>
#include <cstdint>
#include <exception>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace queens::detail {

std::string square_name(int column, int row) { return to_string(square{column, row}); }

std::string where_her_neighbour_stands(int column, int stands) {
    return stands == 0 ? "" : " when her neighbour stands on " + square_name(column - 1, stands);
}

void refuse_her_fault(const piece_kind& kind, std::string_view whose, std::string_view when) {
    const std::string hers = "piece '" + escaped(kind.name, longest_kind_name) + "': ";
    try {
        throw;
    } catch (const walk_without_end& found) {
        throw broken_contract(hers + walk_without_end::said(std::string{whose}, found.size) +
                              " (queen.hpp: each step depends on the row she stands on, nothing "
                              "that changes), so no count of her chain would end");
    } catch (const std::invalid_argument&) {
        rethrow_as_hers(
            [&] { return hers + std::string{whose} + " refused " + std::string{when}; });
    } catch (const std::exception&) {
        // Only her code runs in a probe: her own failure (a runtime_error) is hers too.
        rethrow_all_as_hers(
            [&] { return hers + std::string{whose} + " failed " + std::string{when}; });
    }
}

namespace {

/// What `p` (and her neighbour) say of each row of `column`, asked row by row.
free_rows attacked_in(const piece& p, int column, int size) {
    free_rows rows(static_cast<std::size_t>(size) + 1);
    for (int row = 1; row <= size; ++row) {
        rows[static_cast<std::size_t>(row)] = p.can_attack(row, column) ? 1 : 0;
    }
    return rows;
}

/// Her free piece beside `left`, scripted to leave only `row` free: standing on (column, row),
/// or none, `found` saying she did not stand there.
std::unique_ptr<piece> standing_alone(const piece_kind& kind, scripted_neighbour& left, int column,
                                      int row, int size, std::string& found) {
    left.script(rows_free(size, row));
    std::unique_ptr<piece> p = make_beside(kind, column, size, left);
    if (!p->find_solution() || p->row() != row) {
        found = who(kind, column) + " did not stand on " + square_name(column, row) +
                " with only that row free";
        return nullptr;
    }
    return p;
}

/// The piece standing on (column, row), her neighbour attacking nothing, compared with a
/// queen there in every column to her right, by both questions. "" or the first difference.
std::string as_a_queen(const piece_kind& kind, const piece& p, int column, int row, int size) {
    const auto she = [&] { // words built only for a finding: a probe asks thousands of times
        return "the " + escaped(kind.singular, longest_kind_words) + " on " +
               square_name(column, row);
    };
    for (int right = column + 1; right <= size; ++right) {
        const free_rows rows = attacked_in(p, right, size);
        const row_mask lines = p.attacked_rows(right, size).all();
        for (int asked = 1; asked <= size; ++asked) {
            const bool attacks = rows[static_cast<std::size_t>(asked)] != 0;
            if (attacks != on_queen_line(asked, right, row, column)) {
                return escaped(kind.plural, longest_kind_words) +
                       " do not attack as queens: " + she() +
                       (attacks ? " attacks " : " does not attack ") + square_name(right, asked);
            }
            if (attacks != (((lines >> (asked - 1)) & 1U) != 0)) {
                return she() + " answers the lines question for column " + std::to_string(right) +
                       " otherwise than can_attack";
            }
        }
    }
    return "";
}

/// The piece standing on (column, row), her neighbour attacking everything: she answers yes
/// for every square to her right, her own or her neighbour's yes ("can you, or anyone to your
/// left, attack this square?"). "" or the first square she answers alone.
std::string passes_on(const piece_kind& kind, const piece& p, int column, int row, int size) {
    for (int right = column + 1; right <= size; ++right) {
        for (int asked = 1; asked <= size; ++asked) {
            if (!p.can_attack(asked, right)) {
                return "the " + escaped(kind.singular, longest_kind_words) + " on " +
                       square_name(column, row) + " does not pass on the question about " +
                       square_name(right, asked) + " to her neighbour, who attacks it";
            }
        }
    }
    return "";
}

/// The pinned piece on (column, row) beside a neighbour standing on row `stands` of the column
/// to her left (0: nowhere), against her free piece there: "" or what differs.
std::string pinned_beside(const piece_kind& kind, int column, int row, int size, int stands) {
    const auto she = [&] { // words built only for a finding, as in as_a_queen
        return "the pinned " + escaped(kind.singular, longest_kind_words) + " on " +
               square_name(column, row);
    };
    scripted_neighbour left{size};
    left.stand_left_of(column, stands);
    left.script(rows_free(size, row));
    std::unique_ptr<piece> pinned = make_beside(kind, column, size, left, row);
    if (!pinned->find_solution() || pinned->row() != row || pinned->advance()) {
        return she() + " did not stand on her square once";
    }
    free_rows others = rows_free(size);
    others[static_cast<std::size_t>(row)] = 0;
    left.script(others);
    if (make_beside(kind, column, size, left, row)->find_solution()) {
        return she() + ", her square attacked, stood elsewhere";
    }
    scripted_neighbour other{size};
    other.stand_left_of(column, stands);
    other.script(rows_free(size, row));
    const std::unique_ptr<piece> free = make_beside(kind, column, size, other);
    pinned = make_beside(kind, column, size, left, row);
    left.script(rows_free(size, row));
    if (!free->find_solution() || !pinned->find_solution()) {
        return she() + " and her free piece did not both stand there";
    }
    left.attack_nothing();
    other.attack_nothing();
    for (int right = column + 1; right <= size; ++right) {
        if (attacked_in(*pinned, right, size) != attacked_in(*free, right, size)) {
            return she() + " does not attack in column " + std::to_string(right) +
                   " what her free piece there attacks";
        }
    }
    return "";
}

} // namespace

std::string pin_finding(const piece_kind& kind, int size, int columns) {
    if (size > max_mask_size) {
        return "her pinned form is asked on boards of up to " + std::to_string(max_mask_size);
    }
    try {
        for (int column = 1; column <= std::min(columns, size); ++column) {
            for (int row = 1; row <= size; ++row) {
                // Wherever her neighbour stands, as her free piece is asked (piece.hpp).
                for (const int stands : neighbour_rows(column, size, 8)) {
                    if (std::string found = pinned_beside(kind, column, row, size, stands);
                        !found.empty()) {
                        return found + where_her_neighbour_stands(column, stands);
                    }
                }
            }
        }
    } catch (...) {
        refuse_her_fault(kind, "her pinned piece");
    }
    return "";
}

namespace {

/// What her piece on each square attacks to her right, asked by `can_attack`, into
/// `seen[(column - 1) * size + row - 1][right - 1]`, the rows of column `right`. "" or that a
/// piece did not stand on her square.
std::string attacks_to_the_right(const piece_kind& kind, int size,
                                 std::vector<std::vector<row_mask>>& seen) {
    const auto n = static_cast<std::size_t>(size);
    seen.assign(n * n, std::vector<row_mask>(n));
    for (int column = 1; column <= size; ++column) {
        for (int row = 1; row <= size; ++row) {
            scripted_neighbour left{size};
            std::string found;
            const std::unique_ptr<piece> p = standing_alone(kind, left, column, row, size, found);
            if (!p) {
                return found;
            }
            left.attack_nothing();
            auto& from_here = seen[static_cast<std::size_t>((column - 1) * size + row - 1)];
            for (int right = column + 1; right <= size; ++right) {
                const free_rows rows = attacked_in(*p, right, size);
                for (int asked = 1; asked <= size; ++asked) {
                    from_here[static_cast<std::size_t>(right - 1)] |=
                        row_mask{rows[static_cast<std::size_t>(asked)] != 0 ? 1U : 0U}
                        << (asked - 1);
                }
            }
        }
    }
    return "";
}

} // namespace

std::string symmetry_finding(const piece_kind& kind, int size) {
    if (size > max_mask_size) {
        return ""; // her word taken: no count of such a board ends (count_behaviour.hpp)
    }
    std::vector<std::vector<row_mask>> seen;
    try {
        if (std::string found = attacks_to_the_right(kind, size, seen); !found.empty()) {
            return found;
        }
    } catch (...) {
        refuse_her_fault(kind, "her piece");
    }
    const auto attacks = [&](square a, square b) {
        if (a.column == b.column) {
            return true;
        }
        if (a.column > b.column) {
            std::swap(a, b);
        }
        const auto& from_a = seen[static_cast<std::size_t>((a.column - 1) * size + a.row - 1)];
        return ((from_a[static_cast<std::size_t>(b.column - 1)] >> (b.row - 1)) & 1U) != 0;
    };
    for (int a = 0; a < size * size; ++a) {
        const square first{a / size + 1, a % size + 1};
        for (int b = a + 1; b < size * size; ++b) {
            const square second{b / size + 1, b % size + 1};
            const bool here = attacks(first, second);
            // A quarter turn and a mirror make all eight: alike under both, alike under all.
            for (const symmetry s : {symmetry::rotate_90, symmetry::flip_columns}) {
                const square i = image(s, first, size);
                const square j = image(s, second, size);
                if (attacks(i, j) != here) {
                    return "her attacks differ under " + std::string{to_string(s)} + ": " +
                           square_name(first.column, first.row) + " and " +
                           square_name(second.column, second.row) +
                           (here ? " attack each other, " : " do not, ") +
                           square_name(i.column, i.row) + " and " + square_name(j.column, j.row) +
                           (here ? " do not" : " do");
                }
            }
        }
    }
    return "";
}

std::string queen_rule_finding(const piece_kind& kind, int size) {
    constexpr std::array<std::uint64_t, 8> queens_solutions{1, 0, 0, 2, 10, 4, 40, 92}; // A000170
    try {
        for (int column = 1; column <= size; ++column) {
            for (int row = 1; row <= size; ++row) {
                scripted_neighbour left{size};
                std::string found;
                const std::unique_ptr<piece> p =
                    standing_alone(kind, left, column, row, size, found);
                if (!p) {
                    return found;
                }
                // Wherever her neighbour stands (piece.hpp: her own rule never looks there),
                // attacking nothing she attacks as a queen, attacking everything she passes on
                // what she does not answer herself.
                for (const int stands : neighbour_rows(column, size, 8)) {
                    left.stand_left_of(column, stands);
                    left.attack_nothing();
                    found = as_a_queen(kind, *p, column, row, size);
                    if (found.empty()) {
                        left.attack_everything();
                        found = passes_on(kind, *p, column, row, size);
                    }
                    if (!found.empty()) {
                        return found + where_her_neighbour_stands(column, stands);
                    }
                }
            }
        }
        for (int n = 1; n <= std::min({size, kind.max_size, 8}); ++n) {
            board chain{n, kind.maker};
            if (chain.count() != queens_solutions.at(static_cast<std::size_t>(n - 1))) {
                return "her chain does not find the queens' number of solutions on a board of " +
                       std::to_string(n);
            }
        }
    } catch (...) {
        refuse_her_fault(kind, "her piece");
    }
    return "";
}

} // namespace queens::detail
