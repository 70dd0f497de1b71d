// lib/core/src/solution.cpp as the WebAssembly module compiles it.
//
// Emscripten 3.1.6 ships libc++ 14, whose std::vector has no operator<=>, so `solution`'s
// defaulted <=> is deleted there and std::sort over solutions does not compile. An ordinary
// operator< (found by argument-dependent lookup, preferred to the rewritten <=>) gives the
// same lexicographic order the library means; the library's source is compiled unchanged.
#include <queens/solution.hpp>

#include <algorithm>

namespace queens {
[[nodiscard]] inline bool operator<(const solution& a, const solution& b) {
    return std::lexicographical_compare(a.rows().begin(), a.rows().end(), b.rows().begin(),
                                        b.rows().end());
}
} // namespace queens

#include "solution.cpp" // NOLINT(bugprone-suspicious-include): lib/core/src, on the -I path
