// The name of a class as its source writes it, from the compiler's own spelling of a function
// (GCC and clang): how a kind of piece learns its class name from its type, with no RTTI.
#pragma once

#include <string_view>

namespace queens::detail {

/// `T`'s name without its namespaces or enclosing functions ("camel_queen" for
/// `::camel_queen`, `queens::rook` or `main()::camel_queen`); template arguments kept.
template <typename T>
[[nodiscard]] constexpr std::string_view type_name() noexcept {
    // GCC: "... type_name() [with T = queens::rook; std::string_view = ...]"
    // clang: "... type_name() [T = queens::rook]"
    std::string_view name = __PRETTY_FUNCTION__;
    const auto from = name.find("T = ");
    if (from == std::string_view::npos) {
        return {};
    }
    name.remove_prefix(from + 4);
    name = name.substr(0, name.find_first_of(";]"));
    const auto arguments = name.find('<');
    const auto scope = name.substr(0, arguments).rfind("::");
    if (scope != std::string_view::npos) {
        name.remove_prefix(scope + 2);
    }
    return name;
}

} // namespace queens::detail
