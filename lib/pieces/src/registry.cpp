#include <queens/detail/hers.hpp>
#include <queens/detail/utf8.hpp>
#include <queens/fast_queen.hpp>
#include <queens/pieces.hpp>
#include <queens/registry.hpp>
#include <queens/text.hpp>
#include <queens/walk.hpp>

#include <algorithm>
#include <array>
#include <memory>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <tuple>
#include <utility>
#include <vector>

namespace queens {
namespace {

/// Whether `glyph` is one character that is shown, perhaps with a variation selector (U+265C
/// U+FE0F): a page draws it on a square and a trace writes it inside a JSON string, so nothing
/// in it may break either.
bool valid_glyph(std::string_view glyph) {
    const auto symbol = detail::utf8_at(glyph);
    if (!symbol || !detail::all_shown(glyph)) {
        return false;
    }
    const std::string_view rest = glyph.substr(symbol->length);
    const auto selector = detail::utf8_at(rest);
    return rest.empty() || (selector && selector->length == rest.size() &&
                            detail::variation_selector(selector->code));
}

/// Whether `name` is a C++ class name a page can show as it is: an identifier, perhaps with
/// template arguments.
bool valid_class_name(std::string_view name) {
    constexpr std::size_t longest = 80;
    const auto word = [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
               c == '_';
    };
    return name.size() <= longest &&
           (name.empty() || (word(name.front()) && !(name.front() >= '0' && name.front() <= '9') &&
                             std::all_of(name.begin(), name.end(), [&](char c) {
                                 return word(c) || c == '<' || c == '>' || c == ',' || c == ' ' ||
                                        c == ':';
                             })));
}

/// The next solution of her chain, run to check her symmetry: what her code refuses there is
/// her broken contract, not the registry's refusal of what she says of herself.
bool next_of(board& chain, const std::string& name, int n) {
    try {
        return chain.next();
    } catch (...) {
        detail::rethrow_as_hers([&] {
            return "piece '" + name + "', on a board of " + std::to_string(n) +
                   ": her chain refused while her symmetry was checked";
        });
    }
}

/// Her chain's solutions on the boards of 1 to 8, each with its eight images among them;
/// asked while the boards are small (no more boards after one of over 100 solutions: rooks
/// stop at 5).
void check_symmetric(const piece_kind& kind, const std::string& name) {
    std::size_t last = 0;
    for (int n = 1; n <= std::min(kind.max_size, 8) && last <= 100; ++n) {
        check_walks(kind, n); // before her chain is run: a walk without end would never end
        board chain{n, kind.maker};
        std::set<std::vector<int>> found;
        std::vector<int> rows(static_cast<std::size_t>(n));
        while (next_of(chain, name, n)) {
            chain.last().write_rows(rows);
            if (std::set<int>(rows.begin(), rows.end()).size() != rows.size()) {
                throw std::invalid_argument(
                    "piece '" + name + "' says it is symmetric, but two of her pieces share a " +
                    "row on a board of " + std::to_string(n) + ": leave symmetric false");
            }
            found.insert(rows);
        }
        last = found.size();
        std::vector<int> image(rows.size());
        for (const std::vector<int>& solution : found) {
            for (std::size_t s = 1; s < std::size(all_symmetries); ++s) {
                transform(all_symmetries[s], solution, image);
                if (found.count(image) == 0) {
                    throw std::invalid_argument(
                        "piece '" + name + "' says it is symmetric, but on a board of " +
                        std::to_string(n) + " her solution " +
                        to_string(queens::solution{solution}) + " seen through " +
                        std::string{to_string(all_symmetries[s])} + " is " +
                        to_string(queens::solution{image}) +
                        ", which her chain does not find: leave symmetric false");
                }
            }
        }
    }
}

pin_maker pin_fast_queen() {
    return [](square where, int size, piece& neighbour) -> std::unique_ptr<piece> {
        if (where.row < 1 || where.row > std::min(size, max_mask_size)) {
            throw std::invalid_argument("a fast queen cannot be pinned to row " +
                                        std::to_string(where.row) + " of a board of " +
                                        std::to_string(size));
        }
        placement_rules rules;
        rules.allowed = row_mask{1} << (where.row - 1);
        return std::make_unique<fast_queen>(where.column, size, neighbour, rules);
    };
}

/// `made_for`, the kind named only when her piece is refused: a count's probes make her pieces
/// by the thousand, and escaping her name each time was half their cost.
std::unique_ptr<piece> checked(int column, std::unique_ptr<piece> made, const piece_kind& kind,
                               std::string_view what) {
    try {
        return made_for(column, std::move(made), what);
    } catch (const broken_contract& e) {
        throw broken_contract("piece '" + escaped(kind.name, longest_kind_name) + "': " + e.what());
    }
}

} // namespace

bool is_kind_name(std::string_view name) noexcept {
    return !name.empty() && name.size() <= longest_kind_name &&
           std::all_of(name.begin(), name.end(), [](char c) {
               return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      c == '-' || c == '_';
           });
}

void piece_registry::add(piece_kind kind) {
    // The kind's words come from an extender's code: quoted escaped, never raw.
    const std::string name = escaped(kind.name, longest_kind_name);
    if (!is_kind_name(kind.name)) {
        throw std::invalid_argument("a piece's name must be 1 to " +
                                    std::to_string(longest_kind_name) +
                                    " letters, digits, '-' or '_', not '" + name + "'");
    }
    if (contains(kind.name)) {
        throw std::invalid_argument("a piece called '" + name + "' is already registered");
    }
    if (kind.singular.empty() || kind.plural.empty() || kind.summary.empty()) {
        throw std::invalid_argument("piece '" + name +
                                    "' needs a singular, a plural and a summary");
    }
    // Printed in messages, help and pages as they are: a control or an invisible character
    // would act on the terminal or disguise the words there.
    for (const auto& [what, words, longest] :
         {std::tuple{"singular", &kind.singular, longest_kind_words},
          std::tuple{"plural", &kind.plural, longest_kind_words},
          std::tuple{"summary", &kind.summary, longest_kind_summary}}) {
        if (!detail::all_shown(*words) || words->size() > longest) {
            throw std::invalid_argument(
                "piece '" + name + "': her " + what + " '" + escaped(*words, 40) +
                "' must be at most " + std::to_string(longest) +
                " bytes of UTF-8 without control, bidirectional or invisible characters");
        }
    }
    if (!valid_glyph(kind.glyph)) {
        throw std::invalid_argument("piece '" + name +
                                    "' needs a glyph of one character a page shows, perhaps "
                                    "with a variation selector, not '" +
                                    escaped(kind.glyph, 40) + "'");
    }
    if (!kind.maker || !kind.pin) {
        throw std::invalid_argument("piece '" + name + "' needs a maker and a pinned form");
    }
    if (kind.max_size < 1 || kind.max_size > max_size) {
        throw std::invalid_argument("piece '" + name + "': max_size must be in 1.." +
                                    std::to_string(max_size));
    }
    if (!valid_class_name(kind.class_name)) {
        throw std::invalid_argument("piece '" + name +
                                    "': her class name must be a C++ name, not '" +
                                    escaped(kind.class_name, 40) + "'");
    }
    if (kind.symmetric) {
        check_symmetric(kind, name);
    }
    kinds_.push_back(std::move(kind));
}

bool piece_registry::contains(std::string_view name) const noexcept {
    return std::any_of(kinds_.begin(), kinds_.end(),
                       [name](const piece_kind& kind) { return kind.name == name; });
}

piece_kind piece_registry::find(std::string_view name) const&& {
    return std::as_const(*this).find(name); // copied before the registry goes
}

const piece_kind& piece_registry::find(std::string_view name) const& {
    std::string accepted;
    for (const piece_kind& kind : kinds_) {
        if (kind.name == name) {
            return kind;
        }
        accepted += (accepted.empty() ? "" : ", ") + kind.name;
    }
    throw std::invalid_argument("unknown piece '" + escaped(name) + "': accepted " + accepted);
}

namespace {

piece_registry build_standard_pieces() {
    piece_registry pieces;
    const std::string chess_queen = "\u265B";
    piece_kind textbook =
        kind_of<queen>("queen", "Budd's textbook queen: rows and diagonals", true);
    textbook.glyph = chess_queen;
    pieces.add(std::move(textbook));
    piece_kind super =
        kind_of<super_queen>("superqueen", "queen and knight moves (the amazon)", true);
    super.glyph = chess_queen;
    pieces.add(std::move(super));
    piece_kind toroidal = kind_of<toroidal_queen>(
        "toroidal", "queen whose diagonals wrap around the board's edges", true);
    toroidal.singular = "toroidal queen";
    toroidal.plural = "toroidal queens";
    toroidal.glyph = chess_queen;
    pieces.add(std::move(toroidal));
    piece_kind rook_kind = kind_of<rook>("rook", "rows only: N! solutions", true);
    rook_kind.glyph = "\u265C";
    pieces.add(std::move(rook_kind));
    pieces.add({"fast", "fast queen", "fast queens",
                "queen asking one question per move instead of one per square", make_fast_queen(),
                pin_fast_queen(), max_mask_size, true, chess_queen,
                std::string{detail::type_name<fast_queen>()}});
    return pieces;
}

} // namespace

piece_registry standard_pieces() {
    // Built and checked once (adding a symmetric kind runs her chain on the boards of 1 to 8,
    // which took a program asking for it per count a fifth of its time); every caller gets a
    // copy of its own to add to.
    static const piece_registry pieces = build_standard_pieces();
    return pieces;
}

std::unique_ptr<piece> piece_kind::make(int column, int size, piece& neighbour) const {
    if (!maker) { // a kind filled by hand, never added to a registry
        throw std::invalid_argument("piece '" + escaped(name, longest_kind_name) +
                                    "' has no maker");
    }
    return checked(column, maker(column, size, neighbour), *this, "its maker");
}

std::unique_ptr<piece> piece_kind::make_pinned(square where, int size, piece& neighbour) const {
    if (!pin) {
        throw std::invalid_argument("piece '" + escaped(name, longest_kind_name) +
                                    "' has no pinned form");
    }
    return checked(where.column, pin(where, size, neighbour), *this, "its pinned form");
}

piece_maker with_pinned(const piece_kind& kind, std::vector<square> pinned) {
    // The rules for the squares now, on the largest board; on the board's own size when the
    // maker is called.
    check_pinned(pinned, max_size);
    return [kind, pinned = std::move(pinned)](int column, int size,
                                              piece& neighbour) -> std::unique_ptr<piece> {
        if (std::any_of(pinned.begin(), pinned.end(),
                        [size](square where) { return where.column > size || where.row > size; })) {
            check_pinned(pinned, size); // throws, naming the square
        }
        const auto here = std::find_if(pinned.begin(), pinned.end(),
                                       [column](square where) { return where.column == column; });
        return here != pinned.end() ? kind.make_pinned(*here, size, neighbour)
                                    : kind.make(column, size, neighbour);
    };
}

} // namespace queens
