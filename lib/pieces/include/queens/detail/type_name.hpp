// The name of a class as its source writes it, from the compiler's own spelling of a function
// (GCC and clang): how a kind of piece learns its class name from its type, with no RTTI.
#pragma once

#include <cstddef>
#include <string_view>

namespace queens::detail {

/// `T`'s name without its namespaces or enclosing functions and lambdas ("camel_queen" for
/// `::camel_queen`, `queens::rook`, `main()::camel_queen` or GCC's
/// `main()::<lambda()>::camel_queen`); template arguments kept.
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
    // The last "::" outside brackets ends the scopes: those inside <...> or (...) belong to
    // template arguments, a function's parameters or a lambda's spelling.
    std::size_t last_scope = 0;
    int depth = 0;
    for (std::size_t i = 0; i < name.size(); ++i) {
        const char c = name[i];
        depth += (c == '<' || c == '(') ? 1 : (c == '>' || c == ')') ? -1 : 0;
        if (depth == 0 && c == ':' && i + 1 < name.size() && name[i + 1] == ':') {
            last_scope = i + 2;
            ++i;
        }
    }
    name.remove_prefix(last_scope);
    return name;
}

} // namespace queens::detail
