#include <queens/detail/scripted_neighbour.hpp>
#include <queens/solution.hpp>
#include <queens/text.hpp>
#include <queens/walk.hpp>

#include <algorithm>
#include <exception>
#include <memory>
#include <new>
#include <stdexcept>
#include <string>
#include <vector>

namespace queens {

std::vector<int> walk_of(const piece_kind& kind, int column, int size, int pin) {
    check_size(size);
    if (column < 1 || column > size || pin < 0 || pin > size) {
        throw std::invalid_argument("walk_of: column " + std::to_string(column) + ", row " +
                                    std::to_string(pin) + " are not on a board of " +
                                    std::to_string(size));
    }
    detail::scripted_neighbour left{size};
    left.script(detail::rows_free(size)); // every square free; she asks to advance: "no"
    const std::unique_ptr<piece> p = detail::make_beside(kind, column, size, left, pin);
    std::vector<int> walk;
    // A walk without end is stopped by her neighbour (detail::walk_without_end, a logic_error).
    for (bool standing = p->find_solution(); standing; standing = p->advance()) {
        walk.push_back(detail::row_on_board(*p, kind, column, size));
    }
    return walk;
}

void check_walks(const piece_kind& kind, int size, std::span<const square> pinned) {
    check_pinned(pinned, size);
    // The caller's mistakes, refused as such before any of her code is asked.
    if (size > kind.max_size || !kind.maker || !kind.pin) {
        throw std::invalid_argument(
            "check_walks: piece '" + escaped(kind.name, longest_kind_name) + "' on a board of " +
            std::to_string(size) +
            (size > kind.max_size ? ": accepted boards of 1 to " + std::to_string(kind.max_size)
                                  : std::string{": it needs a maker and a pinned form"}));
    }
    const std::string hers = "piece '" + escaped(kind.name, longest_kind_name) +
                             "', on a board of " + std::to_string(size) + ": ";
    for (int column = 1; column <= size; ++column) {
        const auto pin = std::find_if(pinned.begin(), pinned.end(),
                                      [column](const square& s) { return s.column == column; });
        try {
            (void)walk_of(kind, column, size, pin == pinned.end() ? 0 : pin->row);
        } catch (const broken_contract&) {
            throw; // her maker's, named where it was found
        } catch (const detail::walk_without_end& e) {
            throw broken_contract(
                hers + detail::walk_without_end::said(detail::who(kind, column), e.size));
        } catch (const std::bad_alloc&) {
            throw; // the machine's, not hers
        } catch (const std::exception& e) {
            // Only her code runs here: a row not hers, her own refusal, her maker's failure.
            throw broken_contract(hers + escaped(e.what(), 200));
        } catch (...) {
            throw broken_contract(hers + "her code threw what is not a std::exception");
        }
    }
}

} // namespace queens
