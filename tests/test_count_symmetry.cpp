// A kind that says she is symmetric is asked, on the board counted, whether her pieces attack
// alike under the board's symmetries: the registry asks her chain on the boards of 1 to 8 only,
// and a count that halved her search or turned her pins on her word alone was wrong past them.
#define BOOST_TEST_MODULE queens_count_symmetry
#include <boost/test/unit_test.hpp>

#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/count_report.hpp>
#include <queens/pieces.hpp>
#include <queens/problem.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>
#include <queens/solution.hpp>

#include <string>
#include <vector>

namespace {

/// A queen who also attacks the square 8 columns to her right and one row up (and, the other
/// way, 8 to her left and one down): alike under no reflection of the board, but only on
/// boards of 9 or more, past what the registry asks.
class skew_queen final : public queens::chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        const int up = row - this->row();
        const int right = column - this->column();
        return queens::on_queen_line(row, column, this->row(), this->column()) ||
               (up == 1 && right == 8) || (up == -1 && right == -8);
    }
};

queens::piece_kind skew() {
    return queens::kind_of<skew_queen>("skew", "a queen with a one-sided long leap", true);
}

queens::count_options options_for(const queens::piece_kind& kind, int size) {
    queens::count_options options;
    options.size = size;
    options.piece = kind;
    return options;
}

} // namespace

BOOST_AUTO_TEST_SUITE(symmetry_asked)

BOOST_AUTO_TEST_CASE(a_kind_symmetric_only_on_small_boards_is_counted_by_her_chain_numbers) {
    queens::piece_registry pieces;
    pieces.add(skew()); // the registry's boards of 1 to 8 find nothing wrong
    const queens::piece_kind& kind = pieces.find("skew");
    for (const int n : {9, 10, 11}) {
        const queens::count_result result = queens::count(options_for(kind, n));
        // Her own chain's number (321 for 326 at 9, 588 for 581 at 10 when halved on her word).
        BOOST_TEST(result.solutions == queens::board(n, kind.maker).count(), "n = " << n);
        BOOST_TEST(result.reason.find("her symmetry not used") != std::string::npos, result.reason);
        BOOST_TEST(result.reason.find("her attacks differ under") != std::string::npos);
    }
    // Her pins are not turned to an image she does not have (5 counted for 4).
    const queens::problem pinned{kind, 9, queens::parse_squares("e5,f1", 9)};
    queens::count_options options = queens::count_options_for(pinned);
    BOOST_TEST(queens::count(options).solutions == pinned.make_board().count());
    BOOST_TEST(pinned.make_board().count() == 4U);
}

BOOST_AUTO_TEST_CASE(her_fundamental_solutions_are_refused_as_her_fault) {
    queens::count_options options = options_for(skew(), 9);
    options.fundamental = true;
    BOOST_CHECK_THROW((void)queens::count(options), queens::broken_contract);
    BOOST_CHECK_THROW(queens::check(options), queens::broken_contract);
    options.size = 8; // alike under every symmetry there
    BOOST_TEST(queens::count(options).solutions == 92U);
    // A shard's report that says it counted her fundamental solutions on 9 is refused too.
    queens::piece_registry pieces;
    pieces.add(skew());
    options.size = 9;
    options.fundamental = false;
    queens::count_report report = queens::report_of(options, queens::count(options), 0.1);
    BOOST_CHECK_NO_THROW(queens::check(report, pieces));
    report.fundamental = 41; // as many as 326 solutions could stand for
    BOOST_CHECK_THROW(queens::check(report, pieces), queens::broken_contract);
}

BOOST_AUTO_TEST_CASE(a_kind_truly_symmetric_is_still_halved) {
    const queens::count_result result =
        queens::count(options_for(queens::standard_pieces().find("superqueen"), 11));
    BOOST_TEST(result.solutions == 44U); // A051223
    BOOST_TEST(result.reason.find("halved by mirroring (a symmetric kind)") != std::string::npos,
               result.reason);
}

BOOST_AUTO_TEST_SUITE_END()
