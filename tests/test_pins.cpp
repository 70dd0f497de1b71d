// Pins that attack each other: a puzzle with no solution, known before any search
// (`problem::clash`), and said so by every part that is handed the puzzle; and the makers'
// pieces, checked in one place (`made_for`) wherever the library makes one.
#define BOOST_TEST_MODULE queens_pins
#include <boost/test/unit_test.hpp>

#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/count_report.hpp>
#include <queens/piece_decorator.hpp>
#include <queens/problem.hpp>
#include <queens/registry.hpp>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

const queens::piece_registry& pieces() {
    static const queens::piece_registry registry = queens::standard_pieces();
    return registry;
}

/// Whether `e` says `words`.
auto says(const std::string& words) {
    return [words](const std::exception& e) {
        return std::string(e.what()).find(words) != std::string::npos;
    };
}

/// Rooks whose pinned form makes no piece: an extender's mistake.
queens::piece_kind pinning_nothing() {
    queens::piece_kind broken = pieces().find("rook");
    broken.name = "broken";
    broken.pin = [](queens::square, int, queens::piece&) -> std::unique_ptr<queens::piece> {
        return nullptr;
    };
    return broken;
}

/// Every solution `b` finds, in its order.
std::vector<std::vector<int>> all_of(queens::board b) {
    std::vector<std::vector<int>> found;
    for (auto s = b.first_solution(); s; s = b.next_solution()) {
        found.emplace_back(s->rows().begin(), s->rows().end());
    }
    return found;
}

/// The questions every link of `make`'s board is asked on the way to its first solution.
std::uint64_t questions_to_first(int size, const queens::piece_maker& make) {
    std::vector<queens::counting_piece*> links;
    queens::board b{size, make, [&](queens::piece& receiver, int) {
                        auto link = std::make_unique<queens::counting_piece>(receiver);
                        links.push_back(link.get());
                        return link;
                    }};
    BOOST_TEST_REQUIRE(b.first_solution().has_value());
    std::uint64_t asked = 0;
    for (const queens::counting_piece* link : links) {
        asked += link->can_attack_received() + link->attacked_rows_received();
    }
    return asked;
}

} // namespace

BOOST_AUTO_TEST_SUITE(clash)

BOOST_AUTO_TEST_CASE(a_problem_moved_from_is_the_puzzle_it_was) {
    queens::problem taken{queens::standard_pieces().find("queen"), 6, {{1, 1}, {2, 2}}};
    const queens::problem moved{std::move(taken)};
    queens::problem assigned{queens::standard_pieces().find("rook"), 4};
    assigned = std::move(taken); // NOLINT(bugprone-use-after-move): what is tested
    for (const queens::problem* p : {&std::as_const(taken), &moved, &std::as_const(assigned)}) {
        BOOST_TEST(p->size() == 6);
        BOOST_TEST(p->pinned().size() == 2U);
        BOOST_TEST_REQUIRE(p->clash().has_value());
        BOOST_TEST(to_string(*p->clash()) == "the pin on a1 attacks b2");
        BOOST_TEST(queens::board(6, p->maker()).count() == 0U);
    }
}

BOOST_AUTO_TEST_CASE(names_the_leftmost_attacked_pin_and_the_first_pin_attacking_her) {
    // c1, e3 and h1 on 8 rooks: e3 is attacked by no one, h1 by c1 (the row).
    const queens::problem rooks{pieces().find("rook"), 8, {{8, 1}, {3, 1}, {5, 3}}};
    const auto clash = rooks.clash();
    BOOST_TEST_REQUIRE(clash.has_value());
    BOOST_TEST(to_string(*clash) == "the pin on c1 attacks h1");
    // The same squares for queens: c1 attacks e3 (the diagonal) first.
    const queens::problem queens{pieces().find("queen"), 8, {{8, 1}, {3, 1}, {5, 3}}};
    BOOST_TEST(to_string(*queens.clash()) == "the pin on c1 attacks e3");
}

BOOST_AUTO_TEST_CASE(asks_each_kind_her_own_rule) {
    // a1 and c2: a knight's move, which the superqueen attacks and the queen does not.
    const auto clashes = [](const char* kind, queens::square a, queens::square b) {
        return queens::problem(pieces().find(kind), 8, {a, b}).clash().has_value();
    };
    BOOST_TEST(!clashes("queen", {1, 1}, {3, 2}));
    BOOST_TEST(clashes("superqueen", {1, 1}, {3, 2}));
    // a1 and h2 on a torus: the diagonal wraps round.
    BOOST_TEST(!clashes("queen", {1, 1}, {8, 2}));
    BOOST_TEST(clashes("toroidal", {1, 1}, {8, 2}));
    BOOST_TEST(!clashes("rook", {1, 1}, {2, 2}));
}

BOOST_AUTO_TEST_CASE(agrees_with_the_board_that_searches) {
    // Every pair of pins on 6 queens: a clash exactly where pins apart still leave a board
    // whose chain may find solutions, and a clash leaves none.
    const queens::piece_kind& queen = pieces().find("queen");
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b) {
            const queens::problem p{queen, 6, {{2, a}, {5, b}}};
            const bool apart = a != b && a - b != 3 && b - a != 3;
            BOOST_TEST(p.clash().has_value() == !apart, "b" << a << " e" << b);
            if (p.clash()) {
                queens::board chain = p.make_board();
                BOOST_TEST(chain.count() == 0U);
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(count_answers_at_once_and_says_why) {
    // c1 and p1 on 16 rooks: searched, the pieces engine takes about 20 hours on two threads
    // to find none (every placement of the 13 rooks between them).
    queens::count_options options;
    options.size = 16;
    options.piece = pieces().find("rook");
    options.pinned = {{3, 1}, {16, 1}};
    int progress_calls = 0;
    options.progress = [&](const queens::count_progress& p) {
        ++progress_calls;
        BOOST_TEST(p.tasks_done == p.tasks);
    };
    const queens::count_result result = queens::count(options);
    BOOST_TEST(result.solutions == 0U);
    BOOST_TEST(result.tasks == 0U);
    BOOST_TEST(progress_calls == 1);
    BOOST_TEST(result.reason.find("nothing searched: the pin on c1 attacks p1") !=
               std::string::npos);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(makers_checked)

BOOST_AUTO_TEST_CASE(a_pinned_form_making_nothing_is_refused_where_the_puzzle_is_made) {
    BOOST_CHECK_EXCEPTION((queens::problem{pinning_nothing(), 8, {{1, 1}}}), std::invalid_argument,
                          says("piece 'broken': its pinned form made no piece when asked for "
                               "column 1"));
    BOOST_CHECK_NO_THROW((queens::problem{pinning_nothing(), 8}));
}

BOOST_AUTO_TEST_CASE(whatever_her_pinned_form_throws_where_the_puzzle_is_made_is_hers) {
    // Only her pinned pieces run there: her runtime_error is named hers, as her refusal is.
    queens::piece_kind failing = pieces().find("queen");
    failing.name = "failing";
    failing.pin = [](queens::square /*where*/, int /*size*/,
                     queens::piece& /*neighbour*/) -> std::unique_ptr<queens::piece> {
        throw std::runtime_error("no pin today");
    };
    BOOST_CHECK_EXCEPTION((queens::problem{failing, 8, {{1, 1}}}), queens::broken_contract,
                          says("piece 'failing': her pinned pieces refused while the pins were "
                               "checked (no pin today)"));
    BOOST_CHECK_NO_THROW((queens::problem{failing, 8}));
}

BOOST_AUTO_TEST_CASE(the_report_check_asks_no_piece_that_is_not_there) {
    // A report of the broken kind with pins: checking it made pins to see if they attack each
    // other, and dereferenced the nothing its pinned form returned.
    queens::piece_registry registry;
    registry.add(pinning_nothing());
    queens::count_report report;
    report.size = 8;
    report.piece = "broken";
    report.pinned = {{1, 1}, {4, 2}};
    report.solutions = 4;
    report.tasks = 1;
    BOOST_CHECK_EXCEPTION(queens::check(report, registry), std::invalid_argument,
                          says("made no piece"));
}

BOOST_AUTO_TEST_CASE(a_maker_for_another_column_is_named_with_the_kind) {
    queens::piece_kind shifted = pieces().find("rook");
    shifted.name = "shifted";
    shifted.maker = [](int column, int size, queens::piece& left) {
        return pieces().find("rook").maker(column % size + 1, size, left);
    };
    queens::null_queen sentinel;
    BOOST_CHECK_EXCEPTION((void)shifted.make(2, 8, sentinel), std::invalid_argument,
                          says("piece 'shifted': its maker made a piece for column 3 when asked "
                               "for column 2"));
    queens::board chain{8, shifted.maker};
    BOOST_CHECK_EXCEPTION((void)chain.first_solution(), std::invalid_argument,
                          says("the piece maker made a piece for column 2 when asked for column "
                               "1"));
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(ahead)

BOOST_AUTO_TEST_CASE(finds_the_same_solutions_in_the_same_order) {
    for (const queens::piece_kind& kind : pieces().kinds()) {
        for (int n = 5; n <= 6; ++n) {
            for (int a = 1; a <= n * n; ++a) {
                for (int b = 0; b <= n * n; ++b) { // b = 0: one pin only
                    const int ca = (a - 1) / n + 1;
                    const int cb = (b - 1) / n + 1;
                    if (b != 0 && cb <= ca) {
                        continue;
                    }
                    std::vector<queens::square> pins{{ca, (a - 1) % n + 1}};
                    if (b != 0) {
                        pins.push_back({cb, (b - 1) % n + 1});
                    }
                    const queens::problem p{kind, n, pins};
                    BOOST_TEST(all_of(p.make_board()) ==
                                   all_of(queens::board{n, p.maker_asking_pins_ahead()}),
                               kind.name << " " << n << " " << a << " " << b);
                }
            }
        }
    }
}

BOOST_AUTO_TEST_CASE(asks_far_less_before_a_pin_in_the_last_column) {
    // 12 queens with l1: the queens of a to k no longer search the placements l1 refuses.
    const queens::problem p{pieces().find("queen"), 12, {{12, 1}}};
    const std::uint64_t textbook = questions_to_first(12, p.maker());
    const std::uint64_t ahead = questions_to_first(12, p.maker_asking_pins_ahead());
    BOOST_TEST_MESSAGE("questions to the first solution: " << textbook << " and " << ahead);
    BOOST_TEST(ahead * 20 < textbook);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(leftmost)

BOOST_AUTO_TEST_CASE(the_pieces_engine_counts_pins_on_the_right_as_their_image_on_the_left) {
    // Every pair of pins on 6 squares, every symmetric kind: the pieces engine (which turns the
    // pins to stand furthest left) against the board of the pins as given.
    for (const queens::piece_kind& kind : pieces().kinds()) {
        if (!kind.symmetric) {
            continue;
        }
        for (int a = 1; a <= 36; ++a) {
            for (int b = a + 1; b <= 36; ++b) {
                const queens::square first{(a - 1) / 6 + 1, (a - 1) % 6 + 1};
                const queens::square second{(b - 1) / 6 + 1, (b - 1) % 6 + 1};
                if (first.column == second.column) {
                    continue;
                }
                const queens::problem p{kind, 6, {first, second}};
                queens::count_options options = queens::count_options_for(p);
                options.engine = queens::count_engine::pieces;
                options.threads = 1;
                BOOST_TEST(queens::count(options).solutions == p.make_board().count(),
                           kind.name << " " << a << " " << b);
            }
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()
