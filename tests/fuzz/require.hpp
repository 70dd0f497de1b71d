// What a fuzz target asserts: a broken property stops the run as a crash libFuzzer reports.
#pragma once

namespace fuzz {
inline void require(bool condition) {
    if (!condition) {
        __builtin_trap();
    }
}
} // namespace fuzz
