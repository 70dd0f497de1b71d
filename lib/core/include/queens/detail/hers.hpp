// Where the library asks an extender's code (her pieces, her maker, her format) what a caller
// asked for, her code's refusal is her broken contract (the program's fault: exit 1), not the
// caller's mistake (a usage error: 2). The one place that names it so, for every room.
// Inline, so the rooms above core use it without a symbol to export.
#pragma once

#include <queens/board.hpp>
#include <queens/text.hpp>

#include <exception>
#include <new>
#include <stdexcept>
#include <string>

namespace queens::detail {

/// What her code threw (`e`), named her broken contract: `said`, then her words in brackets,
/// escaped and cut at 200 bytes.
[[nodiscard]] inline broken_contract named_hers(const std::string& said, const std::exception& e) {
    broken_contract named{said + " (" + escaped(e.what(), 200) + ")"};
    return named;
}

/// Called inside a handler of what her code threw: a `broken_contract` rethrown as it is, her
/// `std::invalid_argument` named her `broken_contract` (`named_hers(said(), e)`), anything else
/// rethrown as it is, untouched: `said` is asked only for her refusal, so a stop or a lack of
/// memory never meets a new allocation here.
template <typename Words>
[[noreturn]] void rethrow_as_hers(const Words& said) {
    try {
        throw;
    } catch (const broken_contract&) {
        throw;
    } catch (const std::invalid_argument& e) {
        throw named_hers(std::string{said()}, e);
    }
}

/// Called inside a handler where only her code ran (her pinned pieces beside a sentinel, a
/// probe of her pieces): whatever she threw is her broken contract, but a lack of memory (the
/// machine's). A `broken_contract` and a `std::bad_alloc` rethrown as they are, any other
/// `std::exception` named her `broken_contract` (`named_hers(said(), e)`), anything else said
/// as what is not a `std::exception`.
template <typename Words>
[[noreturn]] void rethrow_all_as_hers(const Words& said) {
    try {
        throw;
    } catch (const broken_contract&) {
        throw;
    } catch (const std::bad_alloc&) {
        throw;
    } catch (const std::exception& e) {
        throw named_hers(std::string{said()}, e);
    } catch (...) {
        throw broken_contract(std::string{said()} +
                              " (her code threw what is not a std::exception)");
    }
}

} // namespace queens::detail
