// The explorer's one question to the program it shows: which kinds of piece are there?
//
// module.cpp asks `explorer_registry()` for its menu, its pieces and their words and glyphs.
// The queens' own page defines it in standard_registry.cpp (the library's `standard_pieces()`);
// an extender defines it in a file of their own, handed to `queens_add_explorer_page`
// (docs/extending.md), and their pieces enter the page:
//
//   const queens::piece_registry& explorer_registry() {
//       static const queens::piece_registry pieces = [] {
//           queens::piece_registry all = queens::standard_pieces();
//           all.add(my_kind());
//           return all;
//       }();
//       return pieces;
//   }
#pragma once

#include <queens/registry.hpp>

/// The kinds of piece the explorer offers, made once and kept for the page's lifetime.
[[nodiscard]] const queens::piece_registry& explorer_registry();
