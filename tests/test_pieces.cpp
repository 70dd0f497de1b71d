// The library's extensions against published numbers and independent checkers.
#define BOOST_TEST_MODULE queens_pieces
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "checker.hpp"

#include <queens/board.hpp>
#include <queens/fast_queen.hpp>
#include <queens/piece_decorator.hpp>
#include <queens/pieces.hpp>
#include <queens/registry.hpp>
#include <queens/trace.hpp>

#include <cstdlib>
#include <map>
#include <stdexcept>
#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;
using queens::board;

namespace {

// Independent checkers: a rule per pair of pieces, written from the definitions, sharing no
// code with the library's `attacks`.
using pair_rule = bool (*)(int column_a, int row_a, int column_b, int row_b, int n);

bool super_queens_clash(int ca, int ra, int cb, int rb, int /*n*/) {
    const int dc = std::abs(ca - cb);
    const int dr = std::abs(ra - rb);
    return dr == 0 || dr == dc || (dc == 1 && dr == 2) || (dc == 2 && dr == 1);
}
bool toroidal_queens_clash(int ca, int ra, int cb, int rb, int n) {
    const auto mod = [n](int v) { return ((v % n) + n) % n; };
    return ra == rb || mod(ra - ca) == mod(rb - cb) || mod(ra + ca) == mod(rb + cb);
}
bool rooks_clash(int, int ra, int, int rb, int) { return ra == rb; }

bool placement_ok(const std::vector<int>& rows, pair_rule clash) {
    const int n = static_cast<int>(rows.size());
    for (int a = 1; a <= n; ++a) {
        for (int b = a + 1; b <= n; ++b) {
            if (clash(a, rows[static_cast<std::size_t>(a - 1)], b,
                      rows[static_cast<std::size_t>(b - 1)], n)) {
                return false;
            }
        }
    }
    return true;
}

const queens::piece_registry& pieces() {
    static const queens::piece_registry standard = queens::standard_pieces();
    return standard;
}

std::vector<std::vector<int>> all_rows(board b) {
    std::vector<std::vector<int>> found;
    for (const auto& s : b.solutions()) {
        found.push_back(s.rows());
    }
    return found;
}

// OEIS A051223 (super queens / amazons) and A051906 (toroidal queens), n = 1..13.
const std::vector<unsigned long long> a051223 = {1, 0, 0, 0, 0, 0, 0, 0, 0, 4, 44, 156, 1876};
const std::vector<unsigned long long> a051906 = {1, 0, 0, 0, 10, 0, 28, 0, 0, 0, 88, 0, 4524};

} // namespace

BOOST_AUTO_TEST_SUITE(kinds)

BOOST_DATA_TEST_CASE(super_queens_match_oeis_a051223, bdata::xrange(1, 14) ^ bdata::make(a051223),
                     size, expected) {
    board b{size, pieces().find("superqueen").maker};
    BOOST_TEST(b.count() == expected);
}

BOOST_DATA_TEST_CASE(toroidal_queens_match_oeis_a051906,
                     bdata::xrange(1, 14) ^ bdata::make(a051906), size, expected) {
    board b{size, pieces().find("toroidal").maker};
    BOOST_TEST(b.count() == expected);
}

BOOST_DATA_TEST_CASE(rooks_give_n_factorial, bdata::xrange(1, 9), size) {
    unsigned long long factorial = 1;
    for (int i = 2; i <= size; ++i) {
        factorial *= static_cast<unsigned long long>(i);
    }
    BOOST_TEST(board(size, pieces().find("rook").maker).count() == factorial);
}

BOOST_DATA_TEST_CASE(every_solution_of_every_kind_passes_an_independent_checker,
                     bdata::make({"queen", "superqueen", "toroidal", "rook", "fast"}) *
                         bdata::xrange(1, 12),
                     name, size) {
    if (std::string(name) == "rook" && size > 7) {
        return; // 8! rook placements and up say nothing the smaller boards do not
    }
    const std::map<std::string, pair_rule> rules = {{"superqueen", &super_queens_clash},
                                                    {"toroidal", &toroidal_queens_clash},
                                                    {"rook", &rooks_clash}};
    std::vector<int> previous;
    for (const auto& rows : all_rows(board{size, pieces().find(name).maker})) {
        const auto rule = rules.find(name);
        const bool ok = rule == rules.end() ? queens_test::is_queens_solution(rows)
                                            : placement_ok(rows, rule->second);
        BOOST_TEST_REQUIRE(ok, name << " placement fails the checker");
        BOOST_TEST_REQUIRE((previous < rows)); // distinct, in lexicographic order
        previous = rows;
    }
}

BOOST_AUTO_TEST_CASE(the_registry_names_every_kind_and_refuses_others) {
    BOOST_TEST(pieces().kinds().size() == 5U);
    BOOST_TEST(pieces().find("rook").name == "rook");
    BOOST_CHECK_EXCEPTION(
        (void)pieces().find("bishop"), std::invalid_argument, [](const std::invalid_argument& e) {
            return std::string(e.what()) == "unknown piece 'bishop': accepted queen, superqueen, "
                                            "toroidal, rook, fast";
        });
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(completion)

namespace {
unsigned long long completions(const char* kind, int size, const char* squares) {
    board b{size, queens::with_pinned(pieces().find(kind), queens::parse_squares(squares, size))};
    return b.count();
}

/// Brute force: the 8-queens solutions that contain every given square.
unsigned long long completions_by_filter(int size, const char* squares) {
    const auto pinned = queens::parse_squares(squares, size);
    unsigned long long found = 0;
    for (const auto& rows : all_rows(board{size})) {
        bool keeps = true;
        for (const auto& sq : pinned) {
            keeps = keeps && rows[static_cast<std::size_t>(sq.column - 1)] == sq.row;
        }
        found += keeps ? 1 : 0;
    }
    return found;
}
} // namespace

BOOST_AUTO_TEST_CASE(a_queen_pinned_at_a1_leaves_four_completions) {
    BOOST_TEST(completions("queen", 8, "a1") == 4U);
}

BOOST_DATA_TEST_CASE(completions_agree_with_filtering_all_solutions,
                     bdata::make({"a1", "h8", "d1", "c5,e1", "a4,h5", "b7,d2,f5", "e2", "a1,b3",
                                  "d1,e8,a2", ""}),
                     squares) {
    BOOST_TEST(completions("queen", 8, squares) == completions_by_filter(8, squares));
    BOOST_TEST(completions("fast", 8, squares) == completions_by_filter(8, squares));
    BOOST_TEST(completions("queen", 10, squares) == completions_by_filter(10, squares));
}

BOOST_AUTO_TEST_CASE(pinned_queens_that_attack_each_other_give_no_solution) {
    BOOST_TEST(completions("queen", 8, "a1,b2") == 0U);
    BOOST_TEST(completions("queen", 8, "a1,h1") == 0U);
    BOOST_TEST(completions("queen", 8, "c3,f6") == 0U);
}

BOOST_AUTO_TEST_CASE(other_kinds_can_be_pinned_too) {
    // Rooks: pinning one fixes a row and a column, leaving (n - 1)! placements.
    BOOST_TEST(completions("rook", 6, "c4") == 120U);
    for (const auto& rows :
         all_rows(board{10, queens::with_pinned(pieces().find("superqueen"),
                                                queens::parse_squares("b4", 10))})) {
        BOOST_TEST(rows[1] == 4);
        BOOST_TEST(placement_ok(rows, &super_queens_clash));
    }
}

BOOST_DATA_TEST_CASE(pinned_textbook_queens_mix_with_fast_queens,
                     bdata::make({"a1", "h8", "a4,h5", "b7,d2,f5", "c5,e1", "a1,b2", ""}),
                     squares) {
    // A kind of our own: fast queens, pinned as textbook queens. A fast queen asks a textbook
    // neighbour the lines question row by row; nobody asks what kind the neighbour is.
    queens::piece_kind mixed = pieces().find("fast");
    mixed.pin = queens::pin_piece<queens::queen>();
    const auto pinned = queens::parse_squares(squares, 8);
    BOOST_TEST(board(8, queens::with_pinned(mixed, pinned)).count() ==
               completions_by_filter(8, squares));
}

BOOST_AUTO_TEST_CASE(a_pinned_square_off_the_board_is_refused) {
    // The board makes its pieces when first asked for a solution, so that is when it throws.
    for (const char* kind : {"queen", "fast", "rook"}) {
        board b{8, queens::with_pinned(pieces().find(kind), {{2, 9}})};
        BOOST_CHECK_THROW((void)b.count(), std::invalid_argument);
        board right{8, queens::with_pinned(pieces().find(kind), {{9, 2}})};
        BOOST_CHECK_THROW((void)right.count(), std::invalid_argument);
        BOOST_CHECK_THROW((void)queens::with_pinned(pieces().find(kind), {{1, 0}}),
                          std::invalid_argument);
        BOOST_CHECK_THROW((void)queens::with_pinned(pieces().find(kind), {{0, 1}}),
                          std::invalid_argument);
    }
}

BOOST_AUTO_TEST_CASE(two_pins_in_one_column_are_refused) {
    BOOST_CHECK_THROW((void)queens::with_pinned(pieces().find("queen"), {{3, 1}, {3, 5}}),
                      std::invalid_argument);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(decorator)

BOOST_AUTO_TEST_CASE(counting_links_of_the_four_queens_search) {
    // Put a counting_piece on every link; remember which queen (0 = the sentinel) it guards
    // and who sends through it (5 = the board).
    struct link {
        int receiver;
        int sender;
        queens::counting_piece* counter;
    };
    std::vector<link> links;
    const queens::link_decorator count_links =
        [&links](queens::piece& receiver, int sender) -> std::unique_ptr<queens::piece> {
        auto wrapper = std::make_unique<queens::counting_piece>(receiver);
        links.push_back({receiver.column(), sender, wrapper.get()});
        return wrapper;
    };
    board b{4, queens::make_queen(), count_links};
    BOOST_TEST_REQUIRE(queens::to_string(*b.first_solution()) == "2 4 1 3");

    std::map<int, std::uint64_t> advances;
    std::map<int, std::uint64_t> questions; // can_attack received, by receiver
    std::uint64_t find_solutions = 0;
    std::uint64_t can_attacks = 0;
    for (const link& l : links) {
        if (l.sender != 5) {
            advances[l.receiver] += l.counter->advance_received();
        }
        questions[l.receiver] += l.counter->can_attack_received();
        find_solutions += l.counter->find_solution_received();
        can_attacks += l.counter->can_attack_received();
    }
    // Worked out square by square: a question goes on to the left only while nobody so far
    // attacks the square (s = the sentinel; the right column sums each step's questions).
    // - a on a1: asks the sentinel about a1.                                   s1
    // - b tries b1 (a: row), b2 (a: diagonal), b3 (a, then the sentinel).      a3 s1
    // - c tries c1 (b, a: row), c2 c3 c4 (b: diagonal, row, diagonal).         b4 a1
    // - b advances to b4 (a, sentinel); c tries c1 (b, a), c2 (b, a, s).       a3 b2 s2
    // - d tries d1 d2 d3 (c), d4 (c, b: row); asks c to advance.               c4 b1
    // - c tries c3 c4 (b), asks b, who asks a: a2 (s); b tries b1 b2 b3 (a),
    //   b4 (a, s); c tries c1 (b, a, s); d tries d1 d2 (c), d3 (c, b, a, s).   s4 a6 b4 c3
    BOOST_TEST(questions[0] == 8U);  // the sentinel
    BOOST_TEST(questions[1] == 13U); // queen a
    BOOST_TEST(questions[2] == 11U); // queen b
    BOOST_TEST(questions[3] == 7U);  // queen c
    BOOST_TEST(questions[4] == 0U);  // queen d: nobody stands to her right
    BOOST_TEST(can_attacks == 39U);
    // Budd's story (seed 003): queen c finds no square and asks b to advance (b: 3 -> 4);
    // d finds no square and asks c; c, out of rows, asks b; b, out of rows, asks a (a: 1 -> 2).
    // The sentinel is never asked: a never runs out of rows.
    BOOST_TEST(advances[0] == 0U);
    BOOST_TEST(advances[1] == 1U);
    BOOST_TEST(advances[2] == 2U);
    BOOST_TEST(advances[3] == 1U);
    BOOST_TEST(advances[4] == 0U);
    // The board asks each newcomer once to find a solution; queens never send find_solution,
    // they call their own (which no wrapper sees).
    BOOST_TEST(find_solutions == 4U);

    // The same search seen by the tracing decorator: the totals agree.
    queens::message_counter counter;
    board traced{4, queens::make_queen(), queens::trace_links(counter, 4)};
    BOOST_TEST_REQUIRE(traced.first_solution().has_value());
    BOOST_TEST(counter.calls(queens::message::can_attack) == can_attacks);
    BOOST_TEST(counter.calls(queens::message::advance) == 4U);
    BOOST_TEST(counter.calls(queens::message::find_solution) == find_solutions);
}

BOOST_AUTO_TEST_CASE(a_wrapper_forwards_without_changing_answers) {
    queens::null_queen sentinel;
    queens::counting_piece wrapped{sentinel};
    BOOST_TEST(!wrapped.can_attack(1, 1));
    BOOST_TEST(wrapped.find_solution());
    BOOST_TEST(!wrapped.advance());
    BOOST_TEST(wrapped.can_attack_received() == 1U);
    BOOST_TEST(wrapped.find_solution_received() == 1U);
    BOOST_TEST(wrapped.advance_received() == 1U);
}

BOOST_AUTO_TEST_SUITE_END()
