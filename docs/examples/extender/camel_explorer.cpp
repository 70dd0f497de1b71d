// The camel queens in the explorer: the page's one question, which kinds there are.
#include "camel_queen.hpp"

#include <registry_hook.hpp>

const queens::piece_registry& explorer_registry() {
    static const queens::piece_registry pieces = camel_pieces();
    return pieces;
}
