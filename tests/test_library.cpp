// The library's public surface used as an extender would, and misused as a careless one would:
// every misuse is refused at the edge (an exception or a compile error), never undefined
// behaviour. The sanitize preset runs this file under AddressSanitizer and UBSan.
#define BOOST_TEST_MODULE queens_library
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "checker.hpp"

#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/count_report.hpp>
#include <queens/fast_queen.hpp>
#include <queens/piece_decorator.hpp>
#include <queens/pieces.hpp>
#include <queens/registry.hpp>
#include <queens/trace.hpp>

#include <memory>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace bdata = boost::unit_test::data;
using queens::board;

namespace {

// A000170, n = 1..10.
const std::vector<unsigned long long> a000170 = {1, 0, 0, 2, 10, 4, 40, 92, 352, 724};

/// A piece from outside the library: a queen who never stands on row 1.
class lofty_queen final : public queens::queen {
public:
    lofty_queen(int column, int size, queens::piece& neighbour)
        : queen{column, size, neighbour, {2, size}} {}
    lofty_queen(int column, int size, queens::piece& neighbour, queens::row_range rows)
        : queen{column, size, neighbour, rows} {}
};

/// Counting decorators on every link, the counters kept for reading afterwards.
struct counted_links {
    std::vector<queens::counting_piece*> counters;
    [[nodiscard]] queens::link_decorator decorator() {
        return [this](queens::piece& receiver, int /*sender*/) -> std::unique_ptr<queens::piece> {
            auto wrapper = std::make_unique<queens::counting_piece>(receiver);
            counters.push_back(wrapper.get());
            return wrapper;
        };
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(registry)

BOOST_AUTO_TEST_CASE(a_kind_from_outside_joins_the_registry_and_counts_right) {
    queens::piece_registry pieces = queens::standard_pieces();
    pieces.add(queens::kind_of<lofty_queen>("lofty", "a queen who never stands on row 1"));
    const queens::piece_kind& lofty = pieces.find("lofty");
    BOOST_TEST(lofty.plural == "loftys"); // the default words; an extender sets better ones
    // Every solution of N queens uses every row, row 1 included, so lofty queens have none.
    BOOST_TEST(board(6, lofty.maker).count() == 0U);
}

BOOST_AUTO_TEST_CASE(bad_kinds_are_refused_with_a_reason) {
    queens::piece_registry pieces = queens::standard_pieces();
    queens::piece_kind copy = pieces.find("rook");
    BOOST_CHECK_THROW(pieces.add(copy), std::invalid_argument); // the name is taken
    copy.name = "rook two";
    BOOST_CHECK_THROW(pieces.add(copy), std::invalid_argument); // a space
    copy.name = "rook2";
    copy.maker = nullptr;
    BOOST_CHECK_THROW(pieces.add(copy), std::invalid_argument);
    copy.maker = pieces.find("rook").maker;
    copy.max_size = 0;
    BOOST_CHECK_THROW(pieces.add(copy), std::invalid_argument);
    copy.max_size = 8;
    pieces.add(copy);
    BOOST_TEST(pieces.kinds().size() == 6U);
    BOOST_CHECK_EXCEPTION((void)pieces.find("bi\x1b[31mshop"), std::invalid_argument,
                          [](const std::invalid_argument& e) {
                              return std::string(e.what()) ==
                                     "unknown piece 'bi\\x1b[31mshop': accepted queen, "
                                     "superqueen, toroidal, rook, fast, rook2";
                          });
}

BOOST_AUTO_TEST_CASE(a_glyph_is_one_character_a_page_shows) {
    queens::piece_registry pieces;
    queens::piece_kind kind = queens::standard_pieces().find("rook");
    int added = 0;
    for (const std::string glyph :
         {"", "\x01", "a\x7f", "\xff", "\xc0\xaf", "\xed\xa0\x80", "\xc2\x85", "\xe2\x99",
          "\xf4\x90\x80\x80", "\u265C\u265C\u265C\u265C\u265C\u265C", "ab", "\u265C\u00AD",
          "\U000E0041", "\u3164", "\uFE0F\u265C"}) {
        kind.name = "bad" + std::to_string(++added);
        kind.glyph = glyph;
        BOOST_CHECK_THROW(pieces.add(kind), std::invalid_argument);
    }
    for (const std::string glyph : {"R", "\u265C", "\U0001F42A", "<", "\"", "\u265C\uFE0F"}) {
        kind.name = "good" + std::to_string(++added);
        kind.glyph = glyph;
        BOOST_CHECK_NO_THROW(pieces.add(kind));
    }
    BOOST_TEST(pieces.kinds().size() == 6U);
    BOOST_TEST(queens::kind_of<lofty_queen>("lofty", "no row 1").glyph == "\u25CF"); // a dot
}

BOOST_AUTO_TEST_CASE(a_kinds_words_are_short_enough_for_a_line_and_shown_whole) {
    // A 5,000-byte name made every "unknown piece" line 5 KB; a soft hyphen or a tag character
    // hid in a word the terminal then showed as another.
    queens::piece_registry pieces;
    queens::piece_kind kind = queens::standard_pieces().find("rook");
    kind.name = std::string(41, 'n');
    BOOST_CHECK_THROW(pieces.add(kind), std::invalid_argument);
    kind.name = std::string(40, 'n');
    kind.summary = std::string(201, 's');
    BOOST_CHECK_THROW(pieces.add(kind), std::invalid_argument);
    kind.summary = std::string(200, 's');
    kind.singular = std::string(61, 'w');
    BOOST_CHECK_THROW(pieces.add(kind), std::invalid_argument);
    for (const std::string hidden : {"ro\u00ADok", "ro\U000E0041ok", "ro\u034Fok", "\u3164"}) {
        kind.singular = hidden;
        BOOST_CHECK_THROW(pieces.add(kind), std::invalid_argument);
    }
    kind.singular = std::string(60, 'w');
    BOOST_CHECK_NO_THROW(pieces.add(kind));
}

BOOST_AUTO_TEST_CASE(the_standard_kinds_say_their_words_and_limits) {
    const queens::piece_registry pieces = queens::standard_pieces();
    for (const queens::piece_kind& kind : pieces.kinds()) { // the registry outlives the loop
        BOOST_TEST(kind.glyph == (kind.name == "rook" ? "\u265C" : "\u265B"), kind.name);
    }
    BOOST_TEST(pieces.find("fast").plural == "fast queens");
    BOOST_TEST(pieces.find("fast").max_size == queens::max_mask_size);
    BOOST_TEST(pieces.find("queen").max_size == queens::max_size);
    BOOST_TEST(pieces.find("toroidal").singular == "toroidal queen");
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(decorators)

BOOST_DATA_TEST_CASE(counting_over_fast_queens_keeps_the_counts,
                     bdata::xrange(1, 11) ^ bdata::make(a000170), size, expected) {
    counted_links links;
    board b{size, queens::make_fast_queen(), links.decorator()};
    BOOST_TEST(b.count() == expected);
    std::uint64_t lines_questions = 0;
    std::uint64_t square_questions = 0;
    for (const queens::counting_piece* counter : links.counters) {
        lines_questions += counter->attacked_rows_received();
        square_questions += counter->can_attack_received();
    }
    // Fast queens still ask the one big question through the decorators, never square by square.
    BOOST_TEST(lines_questions > 0U);
    BOOST_TEST(square_questions == 0U);
}

BOOST_AUTO_TEST_CASE(a_decorator_that_overrides_nothing_changes_nothing) {
    class silent final : public queens::piece_decorator {
    public:
        using piece_decorator::piece_decorator;
    };
    const queens::link_decorator wrap = [](queens::piece& receiver,
                                           int /*sender*/) -> std::unique_ptr<queens::piece> {
        return std::make_unique<silent>(receiver);
    };
    for (int size = 1; size <= 9; ++size) {
        BOOST_TEST(board(size, queens::make_fast_queen(), wrap).count() ==
                   a000170[static_cast<std::size_t>(size - 1)]);
        BOOST_TEST(board(size, queens::make_queen(), wrap).count() ==
                   a000170[static_cast<std::size_t>(size - 1)]);
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(ownership)

BOOST_AUTO_TEST_CASE(a_moved_from_board_is_empty_and_says_so) {
    board source{6};
    BOOST_TEST_REQUIRE(queens::to_string(*source.first_solution()) == "2 4 6 1 3 5");
    board target{std::move(source)};
    // The new owner goes on where the old one stood: the next of the four solutions.
    BOOST_TEST(queens::to_string(*target.next_solution()) == "3 6 2 5 1 4");
    // NOLINTBEGIN(bugprone-use-after-move): using a moved-from board is the point here
    BOOST_TEST(source.size() == 0);
    BOOST_TEST(!source.next());
    BOOST_TEST(!source.first_solution().has_value());
    BOOST_TEST(!source.next_solution().has_value());
    BOOST_TEST(source.count() == 0U);
    BOOST_TEST(source.last().row() == 0);
    int seen = 0;
    for (const queens::solution& s : source.solutions()) {
        seen += s.size();
    }
    BOOST_TEST(seen == 0);
    // NOLINTEND(bugprone-use-after-move)
    BOOST_TEST(target.count() == 4U);
}

BOOST_AUTO_TEST_CASE(move_assignment_replaces_and_self_move_keeps) {
    board a{8};
    board b{5};
    BOOST_TEST_REQUIRE(b.first_solution().has_value());
    b = std::move(a);
    BOOST_TEST(b.size() == 8);
    BOOST_TEST(b.count() == 92U);
    board& same = b;
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wself-move"
#endif
    b = std::move(same);
#if defined(__clang__)
#pragma clang diagnostic pop
#endif
    BOOST_TEST(b.size() == 8);
    BOOST_TEST(b.count() == 92U);
}

// `for (auto& s : board{8}.solutions())` would range over a board destroyed before the loop
// runs: it does not compile.
template <typename Board>
concept ranges_over_solutions = requires(Board&& b) {
    std::forward<Board>(b).solutions();
};
static_assert(ranges_over_solutions<board&>);
static_assert(!ranges_over_solutions<board&&>);
static_assert(!ranges_over_solutions<board>);

// Nor would `for (auto& k : standard_pieces().kinds())`, over a registry destroyed before the
// loop runs; and a kind found in a registry about to go is a copy, not a reference into it.
template <typename Registry>
concept lists_kinds = requires(Registry&& r) {
    std::forward<Registry>(r).kinds();
};
static_assert(lists_kinds<queens::piece_registry&>);
static_assert(!lists_kinds<queens::piece_registry&&>);
static_assert(
    std::is_same_v<decltype(queens::standard_pieces().find("queen")), queens::piece_kind>);
static_assert(std::is_same_v<decltype(std::declval<const queens::piece_registry&>().find("queen")),
                             const queens::piece_kind&>);

BOOST_AUTO_TEST_CASE(a_maker_that_returns_no_piece_or_the_wrong_one_is_refused) {
    const queens::piece_maker nothing = [](int, int, queens::piece&) {
        return std::unique_ptr<queens::piece>{};
    };
    board empty_handed{4, nothing};
    BOOST_CHECK_THROW((void)empty_handed.count(), std::invalid_argument);
    const queens::piece_maker off_by_one = [](int column, int size, queens::piece& neighbour) {
        return std::unique_ptr<queens::piece>(
            std::make_unique<queens::queen>(column == size ? 1 : column + 1, size, neighbour));
    };
    board shifted{4, off_by_one};
    BOOST_CHECK_THROW((void)shifted.first_solution(), std::invalid_argument);
    BOOST_CHECK_THROW(board(4, queens::piece_maker{}), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(pieces_check_their_arguments) {
    queens::null_queen sentinel;
    BOOST_CHECK_THROW(queens::queen(0, 8, sentinel), std::invalid_argument);
    BOOST_CHECK_THROW(queens::queen(9, 8, sentinel), std::invalid_argument);
    BOOST_CHECK_THROW(queens::queen(1, 8, sentinel, {0, 3}), std::invalid_argument);
    BOOST_CHECK_THROW(queens::queen(1, 8, sentinel, {5, 4}), std::invalid_argument);
    BOOST_CHECK_THROW(queens::rook(1, 8, sentinel, {1, 9}), std::invalid_argument);
    BOOST_CHECK_THROW(queens::fast_queen(1, 65, sentinel), std::invalid_argument);
    queens::placement_rules nowhere;
    nowhere.allowed = queens::row_mask{1} << 9U; // row 10 of an 8-row board
    BOOST_CHECK_THROW(queens::fast_queen(1, 8, sentinel, nowhere), std::invalid_argument);
    BOOST_CHECK_THROW(board(queens::max_size + 1), std::invalid_argument);
    BOOST_CHECK_NO_THROW(board{queens::max_size}); // braces: (...) declares a variable
}

BOOST_AUTO_TEST_CASE(textbook_queens_go_past_sixty_four) {
    // Budd's queens keep no masks: a board of 100 is theirs. Pinned near a first solution of
    // the 100-queens (rows 2, 4, ..., 100, 1, 3, ..., 99), the search is instant.
    board b{100, queens::with_pinned(queens::standard_pieces().find("queen"), [] {
                std::vector<queens::square> pins;
                for (int column = 1; column <= 90; ++column) {
                    pins.push_back({column, column <= 50 ? 2 * column : 2 * (column - 50) - 1});
                }
                return pins;
            }())};
    const auto found = b.first_solution();
    BOOST_TEST_REQUIRE(found.has_value());
    BOOST_TEST(queens_test::is_queens_solution(found->rows()));
}

BOOST_AUTO_TEST_SUITE_END()
