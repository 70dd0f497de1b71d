// The public API asked what no program of ours asks: the most extreme ints, a board asked by its
// own chain to search or move while it searches, its last piece kept across searches, a piece
// that misreports. Defined answers or exceptions, never undefined behaviour (the sanitize
// preset runs this under ASan and UBSan).
#define BOOST_TEST_MODULE queens_api_edges
#include <boost/test/unit_test.hpp>

#include <queens/board.hpp>
#include <queens/fast_queen.hpp>
#include <queens/piece_decorator.hpp>
#include <queens/problem.hpp>
#include <queens/registry.hpp>
#include <queens/solution.hpp>
#include <queens/trace.hpp>

#include <climits>
#include <cstddef>
#include <functional>
#include <memory>
#include <set>
#include <span>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace {

constexpr int extremes[] = {INT_MIN, INT_MIN + 1, -1, 0, 1, INT_MAX - 1, INT_MAX};

/// A decorator that, asked anything, does `act` to the board it sits on (once).
class meddler final : public queens::piece_decorator {
public:
    meddler(queens::piece& wrapped, std::function<void()>& act)
        : piece_decorator{wrapped}, act_{&act} {}
    [[nodiscard]] bool can_attack(int row, int column) const override {
        if (*act_) {
            auto act = std::exchange(*act_, {});
            act();
        }
        return piece_decorator::can_attack(row, column);
    }

private:
    std::function<void()>* act_;
};

/// A link that, asked for the rows, writes row 0 for the piece it stands for.
class misreporting final : public queens::piece_decorator {
public:
    using piece_decorator::piece_decorator;
    void write_rows(std::span<int> rows) const override {
        piece_decorator::write_rows(rows);
        rows[static_cast<std::size_t>(column() - 1)] = 0;
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(extreme_arguments)

BOOST_AUTO_TEST_CASE(every_kind_answers_can_attack_for_any_square) {
    const queens::piece_registry pieces = queens::standard_pieces();
    for (const queens::piece_kind& kind : pieces.kinds()) {
        // The first board from 4 squares on where she has a solution (superqueens: 10).
        int size = 4;
        while (!queens::board{size, kind.maker}.next()) {
            ++size;
        }
        queens::board b{size, kind.maker};
        BOOST_TEST_REQUIRE(b.next(), kind.name);
        for (const int row : extremes) {
            for (const int column : extremes) {
                (void)b.last().can_attack(row, column); // no overflow, whatever is asked
            }
        }
        // Her own square and a square of her row are attacked, whatever the kind.
        BOOST_TEST(b.last().can_attack(b.last().row(), b.last().column() + 1), kind.name);
    }
}

BOOST_AUTO_TEST_CASE(a_fast_queen_answers_attacked_rows_for_any_column) {
    queens::board b{8, queens::make_fast_queen()};
    BOOST_TEST_REQUIRE(b.next());
    const queens::piece& last = b.last();
    const queens::row_mask own_row = queens::row_mask{1} << (last.row() - 1);
    for (const int column : extremes) {
        const queens::attacked_lines answer = last.attacked_rows(column, 8);
        BOOST_TEST((answer.rows & own_row) == own_row); // her row, in any column
    }
}

BOOST_AUTO_TEST_CASE(a_piece_on_no_square_attacks_nothing_herself) {
    // Made, not yet asked to find a solution: she stands on no square (row 0), so every answer
    // is her neighbours' (here the sentinel's: no), whatever her rule would say of row 0.
    const queens::piece_registry pieces = queens::standard_pieces();
    for (const queens::piece_kind& kind : pieces.kinds()) {
        queens::null_queen sentinel;
        const auto first = kind.maker(1, 8, sentinel);
        const auto second = kind.maker(3, 8, *first);
        BOOST_TEST_REQUIRE(second->row() == 0, kind.name);
        for (int row = 1; row <= 8; ++row) {
            for (int column = 1; column <= 8; ++column) {
                BOOST_TEST(!second->can_attack(row, column), kind.name << " " << row << column);
            }
        }
        const queens::attacked_lines lines = second->attacked_rows(4, 8);
        BOOST_TEST((lines.rows | lines.rising | lines.falling) == 0U, kind.name);
    }
}

BOOST_AUTO_TEST_CASE(a_solution_asked_for_any_column_answers_or_throws) {
    const queens::solution s{{2, 4, 1, 3}};
    for (const int column : extremes) {
        if (column >= 1 && column <= 4) {
            BOOST_TEST(s.row(column) >= 1);
        } else {
            BOOST_CHECK_THROW((void)s.row(column), std::out_of_range); // INT_MIN - 1: no overflow
        }
    }
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(reentrancy)

BOOST_AUTO_TEST_CASE(a_board_asked_by_its_own_chain_refuses) {
    std::function<void()> act;
    queens::board b{5, queens::make_queen(), [&act](queens::piece& receiver, int) {
                        return std::make_unique<meddler>(receiver, act);
                    }};
    const auto refused = [&](std::function<void()> meddle) {
        act = std::move(meddle);
        try {
            (void)b.first_solution();
        } catch (const std::logic_error& e) {
            BOOST_TEST_MESSAGE(e.what());
            return std::string(e.what()).find("not re-entrant") != std::string::npos;
        }
        return false;
    };
    BOOST_TEST(refused([&b] { (void)b.first_solution(); }));
    BOOST_TEST(refused([&b] { (void)b.next_solution(); }));
    BOOST_TEST(refused([&b] { (void)b.count(); }));
    BOOST_TEST(refused([&b] { b = queens::board{4}; }));
    BOOST_TEST(refused([&b] { queens::board taken{std::move(b)}; }));
    BOOST_TEST(refused([&b] {
        queens::board other{4};
        other = std::move(b);
    }));
    // And then the board searches as ever: 10 solutions of 5 queens.
    act = {};
    BOOST_TEST(b.count() == 10U);
}

BOOST_AUTO_TEST_CASE(a_search_broken_off_by_an_exception_is_started_again_not_resumed) {
    // The exception comes in the middle of a move (between find_solution and advance), where
    // the chain stands half-moved: resumed, it would skip solutions without a word.
    std::function<void()> act;
    queens::board b{8, queens::make_queen(), [&act](queens::piece& receiver, int) {
                        return std::make_unique<meddler>(receiver, act);
                    }};
    std::set<std::vector<int>> seen;
    for (int solution = 0; solution < 30; ++solution) {
        seen.insert(b.next_solution().value().rows());
    }
    act = [] { throw std::runtime_error{"stopped from inside"}; };
    BOOST_CHECK_THROW((void)b.next_solution(), std::runtime_error);
    BOOST_CHECK_THROW((void)b.next_solution(), std::logic_error);
    BOOST_CHECK_THROW((void)b.next(), std::logic_error);
    for (auto s = b.first_solution(); s; s = b.next_solution()) {
        seen.insert(s->rows());
    }
    BOOST_TEST(seen.size() == 92U); // OEIS A000170, every one found again
    BOOST_TEST(b.count() == 92U);
}

// What would refer into an object about to go is refused at compile time, for const rvalues
// too (`std::move(const_board).last()` chose the const& overload).
template <class T>
constexpr bool has_last = requires(T&& t) {
    std::forward<T>(t).last();
};
template <class T>
constexpr bool has_kinds = requires(T&& t) {
    std::forward<T>(t).kinds();
};
static_assert(has_last<const queens::board&> && !has_last<queens::board> &&
              !has_last<const queens::board>);
static_assert(has_kinds<const queens::piece_registry&> && !has_kinds<queens::piece_registry> &&
              !has_kinds<const queens::piece_registry>);
static_assert(std::is_same_v<decltype(std::declval<const queens::piece_registry&&>().find("")),
                             queens::piece_kind>);
static_assert(
    std::is_same_v<decltype(std::declval<const queens::solution&&>().rows()), std::vector<int>>);
static_assert(std::is_same_v<decltype(std::declval<const queens::problem&&>().pinned()),
                             std::vector<queens::square>>);
static_assert(
    std::is_same_v<decltype(std::declval<const queens::problem&&>().kind()), queens::piece_kind>);
static_assert(std::is_same_v<decltype(std::declval<const queens::trace_recorder&&>().events()),
                             std::vector<queens::trace_event>>);

BOOST_AUTO_TEST_CASE(the_last_piece_kept_across_a_new_search_or_a_move_stays_valid) {
    queens::board b{6};
    const queens::piece& last = b.last(); // the chain is built anew by each search
    (void)b.first_solution();
    (void)b.first_solution();
    BOOST_TEST(last.column() == 6);
    BOOST_TEST(last.row() == 5); // 2 4 6 1 3 5, the first solution of 6
    BOOST_TEST(b.count() == 4U);
    queens::board moved{std::move(b)};
    BOOST_TEST(last.column() == 0); // the empty board's sentinel now
    BOOST_TEST(!last.can_attack(1, 1));
    (void)moved.first_solution();
    BOOST_TEST(moved.last().row() == 5);
}

BOOST_AUTO_TEST_CASE(a_piece_writing_a_row_off_the_board_breaks_its_contract) {
    // Her code's fault, not the caller's: not the invalid_argument of a row the caller gave.
    queens::board b{6, queens::make_queen(), [](queens::piece& receiver, int sender) {
                        return sender == 7 ? std::make_unique<misreporting>(receiver) : nullptr;
                    }};
    BOOST_CHECK_THROW((void)b.first_solution(), queens::broken_contract);
    BOOST_TEST(b.next()); // the chain itself stands on a solution
}

BOOST_AUTO_TEST_CASE(her_code_refusing_while_a_puzzle_is_checked_breaks_her_contract) {
    // Her pinned pieces are asked for the pins' clash when the puzzle is made: what her code
    // refuses there is hers, not the puzzle's (a program's exit 1, not a usage error).
    queens::piece_kind kind = queens::standard_pieces().find("queen");
    kind.pin = [](queens::square /*where*/, int /*size*/,
                  queens::piece& /*neighbour*/) -> std::unique_ptr<queens::piece> {
        throw std::invalid_argument("no pin");
    };
    BOOST_CHECK_NO_THROW((queens::problem{kind, 8}));
    BOOST_CHECK_EXCEPTION((queens::problem{kind, 8, {{1, 1}}}), queens::broken_contract,
                          [](const queens::broken_contract& e) {
                              return std::string{e.what()}.find("(no pin)") != std::string::npos;
                          });
    // The puzzle's own faults stay the caller's.
    BOOST_CHECK_EXCEPTION((queens::problem{kind, 8, {{9, 1}}}), std::invalid_argument,
                          [](const std::invalid_argument& e) {
                              return dynamic_cast<const queens::broken_contract*>(&e) == nullptr;
                          });
}

BOOST_AUTO_TEST_SUITE_END()
