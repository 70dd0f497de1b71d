// Which engine counts a kind (count_engine_choice) and the problem a count is asked (problem):
// split from test_count.cpp by concern.
#define BOOST_TEST_MODULE queens_count_engines
#include <boost/test/unit_test.hpp>

#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/pieces.hpp>
#include <queens/problem.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>
#include <queens/solution.hpp>

#include <ostream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {
queens::count_options options_for(int size) {
    queens::count_options options;
    options.size = size;
    return options;
}
} // namespace

// Which engine counts a kind: its pieces are asked, never a flag the kind could set wrongly.
namespace queens {
// How Boost.Test names an engine in a failure.
std::ostream& operator<<(std::ostream& out, count_engine engine);
std::ostream& operator<<(std::ostream& out, count_engine engine) {
    return out << to_string(engine);
}
} // namespace queens

BOOST_AUTO_TEST_SUITE(count_engine_choice)

namespace {

/// An extender's queen, written as any new piece is: the compiled queens may count her.
class plain_queen final : public queens::chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        return queens::on_queen_line(row, column, this->row(), this->column());
    }
};

/// A queen whose reach ends four squares away: a queen on boards of up to 5, not beyond.
class short_queen final : public queens::chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        const int away =
            column > this->column() ? column - this->column() : this->column() - column;
        return away <= 4 && queens::on_queen_line(row, column, this->row(), this->column());
    }
};

/// A queen who answers alone (she overrides Budd's question and never asks her neighbour):
/// she breaks piece.hpp's contract, so no shortcut counts her; her chain finds what it finds.
class lone_queen final : public queens::queen {
public:
    using queen::queen;
    [[nodiscard]] bool can_attack(int row, int column) const override {
        return queens::on_queen_line(row, column, this->row(), this->column());
    }
};

/// A queen who looks where her neighbour stands (against piece.hpp's contract): beside a
/// neighbour above row 8 she attacks the whole column to her right as well. On boards of up to
/// 8, and beside the sentinel, she is a queen.
class tall_queen final : public queens::chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        return queens::on_queen_line(row, column, this->row(), this->column()) ||
               (neighbour().row() > 8 && column == this->column() + 1);
    }
};

/// A queen whose walk looks where her neighbour stands (against queen.hpp's contract): beside a
/// neighbour above row 8 she tries every other row only.
class hasty_queen final : public queens::queen {
public:
    using queen::queen;

private:
    [[nodiscard]] int next_row(int row) const override {
        return neighbour().row() > 8 ? row + 2 : row + 1;
    }
};

/// A queen who, out of rows beside a neighbour above row 8, gives up instead of asking her to
/// advance (against queen.hpp's contract, her walk looking where her neighbour stands).
class stubborn_queen final : public queens::queen {
public:
    using queen::queen;

private:
    [[nodiscard]] bool out_of_rows() override {
        return neighbour().row() <= 8 && queen::out_of_rows();
    }
};

/// A queen who, her neighbour above row 8, starts her column again from her second row once
/// she has stood anywhere (against queen.hpp's contract): her first walk is Budd's, the next
/// are not.
class forgetful_queen final : public queens::queen {
public:
    using queen::queen;

private:
    [[nodiscard]] int first_row() const override {
        const queens::row_range mine = rows(); // one row when pinned
        return neighbour().row() > 8 && row() != queens::no_row && mine.first < mine.last
                   ? mine.first + 1
                   : mine.first;
    }
};

/// A queen whose pinned form, beside a neighbour above row 8, attacks the whole column to her
/// right (against piece.hpp's contract); free, she is a queen.
class touchy_pin final : public queens::chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        const bool pinned = rows().first == rows().last;
        return queens::on_queen_line(row, column, this->row(), this->column()) ||
               (pinned && neighbour().row() > 8 && column == this->column() + 1);
    }
};

queens::count_result counted(const queens::piece_kind& kind, int size,
                             queens::count_engine engine = queens::count_engine::automatic) {
    auto options = options_for(size);
    options.piece = kind;
    options.engine = engine;
    return queens::count(options);
}

} // namespace

BOOST_AUTO_TEST_CASE(the_library_queens_are_counted_by_the_compiled_queens) {
    const queens::piece_registry pieces = queens::standard_pieces();
    for (const char* name : {"queen", "fast"}) {
        const auto result = counted(pieces.find(name), 12);
        BOOST_TEST(result.engine == queens::count_engine::constellations);
        BOOST_TEST(result.solutions == 14200U);
    }
    const auto pinned = [&] {
        auto options = options_for(8);
        options.pinned = {{1, 1}};
        return queens::count(options);
    }();
    BOOST_TEST(pinned.engine == queens::count_engine::pieces);
    BOOST_TEST(pinned.solutions == 4U);
}

BOOST_AUTO_TEST_CASE(an_extenders_queen_is_recognised_by_what_she_does) {
    const auto kind = queens::kind_of<plain_queen>("plain", "a queen of my own", true);
    const auto result = counted(kind, 12);
    BOOST_TEST(result.engine == queens::count_engine::constellations);
    BOOST_TEST(result.solutions == 14200U);
}

BOOST_AUTO_TEST_CASE(pieces_that_are_not_queens_are_counted_by_their_own_objects) {
    const queens::piece_registry pieces = queens::standard_pieces();
    const auto rooks = counted(pieces.find("rook"), 6);
    BOOST_TEST(rooks.engine == queens::count_engine::pieces);
    BOOST_TEST(rooks.solutions == 720U);
    const auto amazons = counted(pieces.find("superqueen"), 10);
    BOOST_TEST(amazons.engine == queens::count_engine::pieces);
    BOOST_TEST(amazons.solutions == 4U);
    // Asked on the board counted: within reach of four squares she is a queen, beyond not.
    const auto short_reach = queens::kind_of<short_queen>("short", "reaches four squares");
    const auto on_5 = counted(short_reach, 5);
    BOOST_TEST(on_5.engine == queens::count_engine::constellations);
    BOOST_TEST(on_5.solutions == 10U);
    const auto on_8 = counted(short_reach, 8);
    BOOST_TEST(on_8.engine == queens::count_engine::pieces);
    BOOST_TEST(on_8.solutions > 92U); // fewer attacks, more solutions
}

BOOST_AUTO_TEST_CASE(a_piece_that_answers_alone_is_counted_by_her_own_chain) {
    const auto lone = queens::kind_of<lone_queen>("lone", "answers alone");
    const auto whole = counted(lone, 6);
    BOOST_TEST(whole.engine != queens::count_engine::constellations); // asked: not a queen
    BOOST_TEST(whole.reason.find("does not pass on") != std::string::npos, whole.reason);
    BOOST_TEST(whole.solutions == (queens::board{6, lone.maker}.count()));
    BOOST_TEST(whole.solutions > 4U); // more than the queens' 4 (A000170): few questions asked
    // Pins that attack each other by her rule: the chain engine still counts what her chain
    // finds (a1 and c3 share a diagonal, which the b-file queen between never passes on).
    auto options = options_for(5);
    options.piece = lone;
    options.pinned = {{1, 1}, {3, 3}};
    options.engine = queens::count_engine::chain;
    const queens::problem puzzle{lone, 5, options.pinned};
    BOOST_TEST_REQUIRE(puzzle.clash().has_value());
    const auto chain = queens::count(options);
    BOOST_TEST(chain.solutions == (queens::board{5, puzzle.maker()}.count()));
    BOOST_TEST(chain.solutions > 0U);
}

BOOST_AUTO_TEST_CASE(a_piece_who_looks_where_her_neighbour_stands_is_counted_by_her_own_objects) {
    const auto tall = queens::kind_of<tall_queen>("tall", "looks at her neighbour");
    const auto on_10 = counted(tall, 10);
    BOOST_TEST(on_10.engine == queens::count_engine::pieces); // asked: not a queen
    BOOST_TEST(on_10.reason.find("when her neighbour stands on") != std::string::npos,
               on_10.reason);
    BOOST_TEST(on_10.solutions == (queens::board{10, tall.maker}.count()));
    BOOST_TEST(on_10.solutions < 724U); // A000170: she attacks more than a queen
    const auto on_8 = counted(tall, 8); // no neighbour stands above row 8
    BOOST_TEST(on_8.engine == queens::count_engine::constellations);
    BOOST_TEST(on_8.solutions == 92U);
    // The same for her walk.
    const auto hasty = queens::kind_of<hasty_queen>("hasty", "looks at her neighbour to walk");
    const auto walked = counted(hasty, 10);
    BOOST_TEST(walked.engine == queens::count_engine::chain);
    BOOST_TEST(walked.reason.find("when her neighbour stands on") != std::string::npos,
               walked.reason);
    BOOST_TEST(walked.solutions == (queens::board{10, hasty.maker}.count()));
    BOOST_TEST(walked.solutions < 724U);
    // And for what she does out of rows: her chain is not cut into tasks (queen.hpp).
    const auto stubborn = queens::kind_of<stubborn_queen>("stubborn", "gives up beside a tall one");
    const auto gave_up = counted(stubborn, 10);
    BOOST_TEST(gave_up.engine == queens::count_engine::chain);
    BOOST_TEST(gave_up.reason.find("when her neighbour stands on") != std::string::npos,
               gave_up.reason);
    BOOST_TEST(gave_up.solutions == (queens::board{10, stubborn.maker}.count()));
    const auto forgetful = queens::kind_of<forgetful_queen>("forgetful", "starts from row 2");
    const auto forgot = counted(forgetful, 10);
    BOOST_TEST(forgot.engine == queens::count_engine::chain);
    BOOST_TEST(forgot.reason.find("in one task") != std::string::npos, forgot.reason);
    BOOST_TEST(forgot.solutions == (queens::board{10, forgetful.maker}.count()));
    BOOST_TEST(forgot.solutions < 724U);
    // And for her pinned form: the pieces engine pins the first columns of every task.
    auto options = options_for(10);
    options.piece = queens::kind_of<touchy_pin>("touchy", "pinned, looks at her neighbour");
    options.pinned = {{10, 1}};
    const auto pinned = queens::count(options);
    BOOST_TEST(pinned.engine == queens::count_engine::chain);
    BOOST_TEST(pinned.reason.find("when her neighbour stands on") != std::string::npos,
               pinned.reason);
    BOOST_TEST(pinned.solutions ==
               (queens::problem{options.piece, 10, options.pinned}.make_board().count()));
}

BOOST_AUTO_TEST_CASE(the_compiled_queens_refuse_what_they_cannot_count) {
    const queens::piece_registry pieces = queens::standard_pieces();
    BOOST_CHECK_THROW((void)counted(pieces.find("rook"), 8, queens::count_engine::constellations),
                      std::invalid_argument);
    BOOST_CHECK_THROW((void)counted(pieces.find("queen"), 25, queens::count_engine::constellations),
                      std::invalid_argument);
    const auto forced = counted(pieces.find("queen"), 9, queens::count_engine::pieces);
    BOOST_TEST(forced.engine == queens::count_engine::pieces);
    BOOST_TEST(forced.solutions == 352U);
}

BOOST_AUTO_TEST_SUITE_END()

// The puzzle, checked once: what count, trace, the explorer and the command line are handed.
BOOST_AUTO_TEST_SUITE(problem)

BOOST_AUTO_TEST_CASE(keeps_its_pins_in_column_order_and_builds_its_board) {
    const queens::piece_registry pieces = queens::standard_pieces();
    const queens::problem puzzle{pieces.find("queen"), 8, {{3, 3}, {1, 1}}};
    BOOST_TEST_REQUIRE(puzzle.pinned().size() == 2U);
    BOOST_TEST(puzzle.pinned()[0].column == 1);
    BOOST_TEST(puzzle.pinned()[1].column == 3);
    queens::board b = puzzle.make_board();
    BOOST_TEST(b.count() == 0U); // a1 and c3 share a diagonal
    const queens::problem one{pieces.find("queen"), 8, {{1, 1}}};
    queens::board c = one.make_board();
    BOOST_TEST(c.count() == 4U);
}

BOOST_AUTO_TEST_CASE(refuses_what_no_part_of_queens_accepts) {
    const queens::piece_registry pieces = queens::standard_pieces();
    const auto& fast = pieces.find("fast");
    BOOST_CHECK_THROW((queens::problem{fast, 0}), std::invalid_argument);
    BOOST_CHECK_THROW((queens::problem{fast, 65}), std::invalid_argument); // past the kind's 64
    BOOST_CHECK_THROW((queens::problem{pieces.find("queen"), 1001}), std::invalid_argument);
    BOOST_CHECK_THROW((queens::problem{fast, 8, {{9, 1}}}), std::invalid_argument);
    BOOST_CHECK_THROW((queens::problem{fast, 8, {{1, 0}}}), std::invalid_argument);
    BOOST_CHECK_THROW((queens::problem{fast, 8, {{2, 1}, {2, 5}}}), std::invalid_argument);
    queens::piece_kind no_pin = fast;
    no_pin.pin = nullptr;
    BOOST_CHECK_THROW((queens::problem{no_pin, 8}), std::invalid_argument);
}

BOOST_AUTO_TEST_SUITE_END()
