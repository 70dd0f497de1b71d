// The module's one place that catches exceptions. It is built with Emscripten's JavaScript
// exceptions, catching allowed in `explorer_guarded` alone (queensExplorer.cmake; and in the
// library's `check_walks`, which names a walk without end as her broken contract): catching
// anywhere costs size and speed on every call that may throw, and Asyncify (pausable.hpp) does
// not take WebAssembly's own exceptions in this Emscripten. Everything the library may refuse
// (a size, a kind, a pin, a walk gone astray) is asked through `guarded`.
#pragma once

#include <string>
#include <type_traits>

/// Runs `body(context)`; on an exception, writes its message to `error` and answers 1.
/// Never inlined: catching works in this function only, by its name.
extern "C" int explorer_guarded(void (*body)(void*), void* context, std::string* error);

namespace queens::explorer {

/// Runs `body`; false, with the message of what it threw in `error`, if it threw. (It answers
/// no string: a function whose name begins with its return type's, std::string, would be left
/// out of Asyncify by queensExplorer.cmake's list, and this one runs the search.)
template <typename Body>
bool guarded(Body&& body, std::string& error) {
    return explorer_guarded([](void* b) { (*static_cast<std::remove_reference_t<Body>*>(b))(); },
                            &body, &error) == 0;
}

} // namespace queens::explorer
