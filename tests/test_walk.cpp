// A kind's walk asked of the library (walk.hpp): the rows her piece tries, in order, learnt by
// watching her beside a scripted neighbour, for Budd's queen, the extender's middle-out queen,
// walks of the tests' own and every kind of the library.
#define BOOST_TEST_MODULE queens_walk
#include <boost/test/unit_test.hpp>

#include "middle_out_queen.hpp" // docs/examples/extender: a walk of her own
#include "walks.hpp"

#include <queens/board.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>
#include <queens/walk.hpp>

#include <algorithm>
#include <memory>
#include <new>
#include <numeric>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace {

using queens_test::backwards_queen;
using queens_test::circling_queen;
using queens_test::forgetful_queen;
using queens_test::odd_columns_off_row_one;

using row_list = std::vector<int>;

/// A left neighbour who attacks nothing and can advance once: her right neighbour walks her
/// column twice.
class moves_once final : public queens::piece {
public:
    [[nodiscard]] bool can_attack(int /*row*/, int /*column*/) const override { return false; }
    [[nodiscard]] bool find_solution() override { return true; }
    [[nodiscard]] bool advance() override { return !std::exchange(moved_, true); }
    [[nodiscard]] int row() const noexcept override { return 1; }
    [[nodiscard]] int column() const noexcept override { return 0; }
    void write_rows(std::span<int> /*rows*/) const override {}

private:
    bool moved_ = false;
};

row_list one_to(int size) {
    row_list all(static_cast<std::size_t>(size));
    std::iota(all.begin(), all.end(), 1);
    return all;
}

} // namespace

BOOST_AUTO_TEST_SUITE(asked_walks)

BOOST_AUTO_TEST_CASE(budds_queen_walks_her_rows_in_order_and_pinned_stands_on_one) {
    const queens::piece_kind& queen = queens::standard_pieces().find("queen");
    for (const int size : {1, 4, 8, 64}) {
        for (int column = 1; column <= size; ++column) {
            BOOST_TEST(queens::walk_of(queen, column, size) == one_to(size));
        }
    }
    BOOST_TEST(queens::walk_of(queen, 3, 8, 5) == row_list{5});
}

BOOST_AUTO_TEST_CASE(the_middle_out_queen_walks_from_her_middle_outwards) {
    const auto kind = queens::kind_of<middle_out_queen>("middle-out", "middle out");
    BOOST_TEST(queens::walk_of(kind, 1, 8) == (row_list{4, 5, 3, 6, 2, 7, 1, 8}));
    BOOST_TEST(queens::walk_of(kind, 5, 7) == (row_list{4, 5, 3, 6, 2, 7, 1}));
    BOOST_TEST(queens::walk_of(kind, 2, 8, 6) == row_list{6});
    const row_list long_walk = queens::walk_of(kind, 64, 64);
    BOOST_TEST(long_walk.size() == 64U);
    BOOST_TEST(long_walk.front() == 32);
    BOOST_TEST(long_walk.back() == 64);
}

BOOST_AUTO_TEST_CASE(walks_of_the_tests_own_follow_their_steps) {
    const auto backwards = queens::kind_of<backwards_queen>("backwards", "last row first");
    BOOST_TEST(queens::walk_of(backwards, 2, 5) == (row_list{5, 4, 3, 2, 1}));
    const auto odd = queens::kind_of<odd_columns_off_row_one>("odd", "off row 1 in odd columns");
    BOOST_TEST(queens::walk_of(odd, 1, 4) == (row_list{2, 3, 4}));
    BOOST_TEST(queens::walk_of(odd, 2, 4) == one_to(4));
    BOOST_TEST(queens::walk_of(odd, 1, 4, 1) == row_list{1}); // pinned: her one row
}

BOOST_AUTO_TEST_CASE(every_kind_of_the_library_tries_each_row_once) {
    const queens::piece_registry standard = queens::standard_pieces();
    for (const queens::piece_kind& kind : standard.kinds()) {
        for (const int size : {1, 6, 13}) {
            row_list walk = queens::walk_of(kind, size, size);
            std::sort(walk.begin(), walk.end());
            BOOST_TEST(walk == one_to(size), kind.name << " on " << size);
        }
    }
}

BOOST_AUTO_TEST_CASE(a_walk_is_asked_of_a_fresh_piece_whatever_her_state_does_later) {
    // Her first time round her column; her second leaves out row 4. The explorer compares
    // what her chain reports with this, and says so when they differ.
    const auto kind = queens::kind_of<forgetful_queen>("forgetful", "leaves out a row");
    BOOST_TEST(queens::walk_of(kind, 1, 4) == one_to(4));
    moves_once left;
    forgetful_queen again{1, 4, left};
    row_list twice;
    for (bool standing = again.find_solution(); standing; standing = again.advance()) {
        twice.push_back(again.row());
    }
    BOOST_TEST(twice == (row_list{1, 2, 3, 4, 1, 2, 3}));
}

BOOST_AUTO_TEST_CASE(a_walk_without_end_or_astray_or_off_the_board_is_refused) {
    const auto circling = queens::kind_of<circling_queen>("circling", "round and round");
    BOOST_CHECK_THROW((void)queens::walk_of(circling, 1, 8), std::logic_error);
    const queens::piece_kind& queen = queens::standard_pieces().find("queen");
    BOOST_CHECK_THROW((void)queens::walk_of(queen, 0, 8), std::invalid_argument);
    BOOST_CHECK_THROW((void)queens::walk_of(queen, 9, 8), std::invalid_argument);
    BOOST_CHECK_THROW((void)queens::walk_of(queen, 1, 8, 9), std::invalid_argument);
    BOOST_CHECK_THROW((void)queens::walk_of(queen, 1, 0), std::invalid_argument);
    // A kind filled by hand without makers: refused, not std::bad_function_call.
    BOOST_CHECK_THROW((void)queens::walk_of(queens::piece_kind{}, 1, 8), std::invalid_argument);
    BOOST_CHECK_THROW((void)queens::walk_of(queens::piece_kind{}, 1, 8, 1), std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(the_walks_of_a_board_are_asked_before_her_chain_runs) {
    // Every column's walk, her pinned form's on a pinned column: her fault when one never ends.
    const auto circling = queens::kind_of<circling_queen>("circling", "round and round");
    BOOST_CHECK_EXCEPTION(queens::check_walks(circling, 6), queens::broken_contract,
                          [](const queens::broken_contract& e) {
                              const std::string said{e.what()};
                              return said.starts_with("piece 'circling', on a board of 6: the ") &&
                                     said.find(" in column 1 kept asking") != std::string::npos;
                          });
    const queens::piece_kind& queen = queens::standard_pieces().find("queen");
    BOOST_CHECK_NO_THROW(queens::check_walks(queen, 8));
    const std::vector<queens::square> pinned{{2, 5}};
    BOOST_CHECK_NO_THROW(queens::check_walks(queen, 8, pinned));
    BOOST_CHECK_THROW(queens::check_walks(queen, 4, pinned), std::invalid_argument);
    // The caller's mistakes stay the caller's: not her broken contract.
    const auto callers = [](const std::invalid_argument& e) {
        return dynamic_cast<const queens::broken_contract*>(&e) == nullptr;
    };
    BOOST_CHECK_EXCEPTION(queens::check_walks(queens::standard_pieces().find("fast"), 100),
                          std::invalid_argument, callers);
    BOOST_CHECK_EXCEPTION(queens::check_walks(queens::piece_kind{}, 4), std::invalid_argument,
                          callers);
    queens::piece_kind refusing = queen;
    refusing.pin = [](queens::square /*where*/, int /*size*/,
                      queens::piece& /*neighbour*/) -> std::unique_ptr<queens::piece> {
        throw std::invalid_argument("no pin");
    };
    BOOST_CHECK_NO_THROW(queens::check_walks(refusing, 8));
    BOOST_CHECK_THROW(queens::check_walks(refusing, 8, pinned), queens::broken_contract);
}

BOOST_AUTO_TEST_CASE(whatever_her_maker_throws_while_her_walks_are_asked_is_named_hers) {
    // Only her code runs there: a runtime_error of her maker (or a thrown int) is hers, said
    // with her name, as her invalid_argument is; running out of memory is not hers.
    const queens::piece_kind& queen = queens::standard_pieces().find("queen");
    queens::piece_kind failing = queen;
    failing.name = "failing";
    failing.maker = [](int /*column*/, int /*size*/,
                       queens::piece& /*neighbour*/) -> std::unique_ptr<queens::piece> {
        throw std::runtime_error("no piece today");
    };
    BOOST_CHECK_EXCEPTION(queens::check_walks(failing, 6), queens::broken_contract,
                          [](const queens::broken_contract& e) {
                              return std::string{e.what()} ==
                                     "piece 'failing', on a board of 6: no piece today";
                          });
    failing.maker = [](int /*column*/, int /*size*/,
                       queens::piece& /*neighbour*/) -> std::unique_ptr<queens::piece> { throw 7; };
    BOOST_CHECK_THROW(queens::check_walks(failing, 6), queens::broken_contract);
    failing.maker = [](int /*column*/, int /*size*/,
                       queens::piece& /*neighbour*/) -> std::unique_ptr<queens::piece> {
        throw std::bad_alloc();
    };
    BOOST_CHECK_THROW(queens::check_walks(failing, 6), std::bad_alloc);
    queens::piece_kind pin_fails = queen;
    pin_fails.pin = [](queens::square /*where*/, int /*size*/,
                       queens::piece& /*neighbour*/) -> std::unique_ptr<queens::piece> {
        throw std::runtime_error("no pin \x1b today");
    };
    const std::vector<queens::square> pinned{{2, 5}};
    BOOST_CHECK_NO_THROW(queens::check_walks(pin_fails, 8));
    BOOST_CHECK_EXCEPTION(queens::check_walks(pin_fails, 8, pinned), queens::broken_contract,
                          [](const queens::broken_contract& e) {
                              return std::string{e.what()}.ends_with(": no pin \\x1b today");
                          });
}

BOOST_AUTO_TEST_SUITE_END()
