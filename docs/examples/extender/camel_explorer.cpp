// The camel and middle-out queens in the explorer: the page's one question, which kinds
// there are.
#include "middle_out_queen.hpp"

#include <registry_hook.hpp>

const queens::piece_registry& explorer_registry() {
    static const queens::piece_registry pieces = extender_pieces();
    return pieces;
}
