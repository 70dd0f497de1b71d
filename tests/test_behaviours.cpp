// Behaviours: queens who walk their column their own way. Every path counts her own number
// (board::count() through her own chain), whichever engine runs, on every core and in shards.
#define BOOST_TEST_MODULE queens_behaviours
#include <boost/test/unit_test.hpp>

#include "walks.hpp"

#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/pieces.hpp>
#include <queens/problem.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>
#include <queens/walk.hpp>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

using queens_test::backwards_queen;
using queens_test::careful_queen;
using queens_test::circling_queen;
using queens_test::forgetful_queen;
using queens_test::odd_columns_off_row_one;

/// A deliberately broken walk: she never takes row 2, so no board of 2 or more has a solution.
class no_row_two_queen final : public queens::queen {
public:
    using queen::queen;

private:
    [[nodiscard]] int next_row(int row) const override { return row + 1 == 2 ? 3 : row + 1; }
};

/// Out of rows in the last column, she gives up instead of asking her neighbour: the search
/// ends the first time the last queen has tried all her rows.
class giving_up_queen final : public queens::queen {
public:
    using queen::queen;

private:
    [[nodiscard]] bool out_of_rows() override { return column() < size() && neighbour().advance(); }
};

std::uint64_t own_chain(const queens::piece_kind& kind, int size) {
    return queens::board{size, kind.maker}.count();
}

queens::count_result counted(const queens::piece_kind& kind, int size, int threads = 1,
                             queens::count_engine engine = queens::count_engine::automatic) {
    queens::count_options options;
    options.size = size;
    options.piece = kind;
    options.threads = threads;
    options.engine = engine;
    return queens::count(options);
}

} // namespace

BOOST_AUTO_TEST_SUITE(walks)

BOOST_AUTO_TEST_CASE(a_queen_stands_nowhere_until_her_walk_starts) {
    queens::null_queen sentinel;
    backwards_queen a{1, 8, sentinel};
    BOOST_TEST(a.row() == queens::no_row);
    BOOST_TEST(a.find_solution());
    BOOST_TEST(a.row() == 8); // her first step, not the constructor's choice
    BOOST_TEST(a.advance());
    BOOST_TEST(a.row() == 7);
}

BOOST_AUTO_TEST_CASE(a_walk_that_visits_every_row_once_is_counted_by_the_fastest_engine) {
    const auto kind = queens::kind_of<backwards_queen>("backwards", "last row first", true);
    for (const int n : {1, 4, 8, 10}) {
        const queens::count_result result = counted(kind, n);
        BOOST_TEST(result.solutions == own_chain(kind, n));
        BOOST_TEST(queens::to_string(result.engine) == "constellations");
    }
    BOOST_TEST(counted(kind, 9, 2).solutions == 352U); // OEIS A000170
}

BOOST_AUTO_TEST_CASE(a_broken_walk_gets_her_own_number_not_the_engines) {
    const auto kind = queens::kind_of<no_row_two_queen>("no-row-two", "never on row 2");
    for (const int n : {8, 9, 10}) {
        BOOST_TEST(own_chain(kind, n) == 0U);
        for (const int threads : {1, 2}) {
            const queens::count_result result = counted(kind, n, threads);
            BOOST_TEST(result.solutions == 0U);
            BOOST_TEST(queens::to_string(result.engine) == "chain");
            BOOST_TEST(result.reason.find("never stands on row 2") != std::string::npos,
                       result.reason);
        }
    }
    // Told to take a faster engine, the library refuses and says why.
    BOOST_CHECK_THROW((void)counted(kind, 8, 1, queens::count_engine::constellations),
                      std::invalid_argument);
    BOOST_CHECK_THROW((void)counted(kind, 8, 1, queens::count_engine::pieces),
                      std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(walks_that_skip_or_give_up_count_their_own_number_in_shards_too) {
    const std::vector<queens::piece_kind> kinds{
        queens::kind_of<odd_columns_off_row_one>("odd-off-one", "off row 1 in odd columns"),
        queens::kind_of<giving_up_queen>("giving-up", "gives up in the last column")};
    for (const queens::piece_kind& kind : kinds) {
        for (const int n : {5, 8, 9}) {
            const std::uint64_t want = own_chain(kind, n);
            BOOST_TEST(counted(kind, n, 2).solutions == want, kind.name << " n=" << n);
            BOOST_TEST(counted(kind, n, 1, queens::count_engine::chain).solutions == want);
            std::uint64_t shards = 0;
            for (int part = 1; part <= 3; ++part) {
                queens::count_options options;
                options.size = n;
                options.piece = kind;
                options.part = {part, 3};
                shards += queens::count(options).solutions;
            }
            BOOST_TEST(shards == want, kind.name << " n=" << n << " in 3 shards");
        }
    }
    // Both find some solutions but not all: the test can tell a wrong engine from hers.
    for (const queens::piece_kind& kind : kinds) {
        BOOST_TEST(own_chain(kind, 9) > 0U);
        BOOST_TEST(own_chain(kind, 9) < 352U);
    }
    // Why her chain counts, said once (two probes find a walk that gives up).
    const std::string why = counted(kinds[1], 8).reason;
    const std::string gives_up = "did not ask her neighbour";
    BOOST_TEST(why.find(gives_up) != std::string::npos, why);
    BOOST_TEST(why.find(gives_up) == why.rfind(gives_up), why);
}

BOOST_AUTO_TEST_CASE(a_walk_that_keeps_state_in_her_object_is_counted_whole) {
    const auto kind = queens::kind_of<forgetful_queen>("forgetful", "leaves out a row");
    for (const int n : {8, 10}) {
        const std::uint64_t want = own_chain(kind, n); // 50 and 328, not 92 and 724
        BOOST_TEST(want != (n == 8 ? 92U : 724U));
        const queens::count_result result = counted(kind, n, 2);
        BOOST_TEST(result.solutions == want);
        BOOST_TEST(result.reason.find("in one task") != std::string::npos, result.reason);
    }
}

BOOST_AUTO_TEST_CASE(a_walk_naming_a_row_outside_hers_is_refused) {
    class astray final : public queens::queen {
    public:
        using queen::queen;

    private:
        [[nodiscard]] int first_row() const override { return rows().last + 1; }
    };
    queens::null_queen sentinel;
    astray a{1, 8, sentinel};
    BOOST_CHECK_THROW((void)a.find_solution(), std::logic_error);
    // Pinned, she goes astray while the pins' clash is asked, before her walks are: named hers.
    const auto kind = queens::kind_of<astray>("astray", "starts past her rows");
    BOOST_CHECK_EXCEPTION(
        queens::problem(kind, 5, {{2, 1}}), queens::broken_contract,
        [](const queens::broken_contract& e) {
            const std::string said{e.what()};
            return said.starts_with("piece 'astray': her pinned pieces refused") &&
                   said.find("told by her walk to start on row 2") != std::string::npos;
        });
}

BOOST_AUTO_TEST_CASE(a_piece_standing_off_the_board_is_refused_wherever_her_rows_are_read) {
    // Her maker builds pieces for a larger board: Budd's queen with one row more, and a piece
    // written from `piece` with two more. Her walk is asked with the rows off the board free, so
    // she is seen standing there: every engine refuses her, as solve and trace do.
    queens::piece_kind taller = queens::kind_of<queens::queen>("taller", "one row too many");
    taller.maker = [](int column, int size, queens::piece& neighbour) {
        return std::unique_ptr<queens::piece>{
            std::make_unique<queens::queen>(column, size + 1, neighbour)};
    };
    queens::piece_kind wider = queens::kind_of<careful_queen>("wider", "two rows too many");
    wider.maker = [](int column, int size, queens::piece& neighbour) {
        return std::unique_ptr<queens::piece>{std::make_unique<careful_queen>(
            column, size, neighbour, queens::row_range{1, size + 2})};
    };
    const auto off_the_board = [](const queens::broken_contract& e) {
        return std::string{e.what()}.find(
                   "in column 1 stands on row 9: the board's rows are 1..8") != std::string::npos;
    };
    for (const queens::piece_kind& kind : {taller, wider}) {
        BOOST_CHECK_EXCEPTION((void)queens::walk_of(kind, 1, 8), queens::broken_contract,
                              off_the_board);
        BOOST_CHECK_EXCEPTION(queens::check_walks(kind, 8), queens::broken_contract, off_the_board);
        queens::count_options options;
        options.size = 8;
        options.piece = kind;
        for (const auto engine : {queens::count_engine::automatic, queens::count_engine::chain,
                                  queens::count_engine::pieces}) {
            options.engine = engine;
            BOOST_CHECK_EXCEPTION((void)queens::count(options), queens::broken_contract,
                                  off_the_board);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_walk_without_end_is_refused_as_her_fault_never_run) {
    // Her chain would never end (board::count() neither): every engine refuses before running.
    queens::piece_kind kind = queens::kind_of<circling_queen>("circling", "odd rows, round");
    queens::count_options options;
    options.size = 6;
    options.piece = kind;
    for (const auto engine : {queens::count_engine::automatic, queens::count_engine::chain}) {
        options.engine = engine;
        BOOST_CHECK_THROW(queens::check(options), queens::broken_contract);
        BOOST_CHECK_THROW((void)queens::count(options), queens::broken_contract);
    }
    // Asked for the pieces engine, her walk (she stands on row 1 twice) is refused first, as
    // that engine's: a usage error of the engine asked, before her endless walk is found.
    options.engine = queens::count_engine::pieces;
    BOOST_CHECK_EXCEPTION(
        (void)queens::count(options), std::invalid_argument, [](const std::invalid_argument& e) {
            return dynamic_cast<const queens::broken_contract*>(&e) == nullptr &&
                   std::string{e.what()}.starts_with("the pieces engine cannot count");
        });
    // Said symmetric: her symmetry is asked first, and the registry asks her walk before it
    // runs her chain on the boards of 1 to 8.
    kind.symmetric = true;
    options.piece = kind;
    options.engine = queens::count_engine::automatic;
    BOOST_CHECK_THROW((void)queens::count(options), queens::broken_contract);
    queens::piece_registry pieces;
    BOOST_CHECK_THROW(pieces.add(kind), queens::broken_contract);
}

BOOST_AUTO_TEST_CASE(a_walk_asking_twice_a_row_is_not_taken_for_one_without_end) {
    // Three rounds of her column, 2N questions each: over 4N + 16 in all from N = 9, but each
    // round is a walk of its own, her neighbour moving between them.
    const auto kind = queens::kind_of<careful_queen>("careful", "asks twice");
    const queens::count_result result = counted(kind, 9, 1, queens::count_engine::chain);
    BOOST_TEST(result.solutions == 352U); // A000170
    BOOST_TEST(result.reason.find("cut into tasks") != std::string::npos, result.reason);
}

BOOST_AUTO_TEST_SUITE_END()
