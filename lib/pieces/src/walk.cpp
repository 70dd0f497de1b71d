#include <queens/detail/scripted_neighbour.hpp>
#include <queens/solution.hpp>
#include <queens/walk.hpp>

#include <memory>
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
        walk.push_back(p->row());
    }
    return walk;
}

} // namespace queens
