// The queens' own explorer: the library's kinds of piece (registry_hook.hpp).
#include "registry_hook.hpp"

const queens::piece_registry& explorer_registry() {
    static const queens::piece_registry pieces = queens::standard_pieces();
    return pieces;
}
