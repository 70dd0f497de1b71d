// Her faults while her pieces are counted: a failure or a refusal of her code, met by the
// questions asked of every piece before a count or while an engine runs her chain, is named
// hers (a broken_contract naming her piece); the caller's own callback refusing stays the
// caller's.
#define BOOST_TEST_MODULE queens_behaviour_faults
#include <boost/test/unit_test.hpp>

#include "late_refusal.hpp"

#include <queens/count.hpp>
#include <queens/pieces.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>

#include <stdexcept>
#include <string>

namespace {

/// A queen whose rule fails (a runtime_error, not a refusal) when asked about e3.
class failing_on_e3 final : public queens::chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        if (column == 5 && row == 3) {
            throw std::runtime_error("no answer for e3");
        }
        return queens::on_queen_line(row, column, this->row(), this->column());
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(her_faults)

BOOST_AUTO_TEST_CASE(her_failure_while_her_pieces_are_asked_before_a_count_is_hers) {
    // Her rule throws a runtime_error on one square: the probes, which run her code alone,
    // meet it before any count and name her, as they name her refusal.
    queens::count_options options;
    options.size = 8;
    options.piece = queens::kind_of<failing_on_e3>("failing", "fails on e3");
    BOOST_CHECK_EXCEPTION((void)queens::count(options), queens::broken_contract,
                          [](const queens::broken_contract& e) {
                              return std::string{e.what()} ==
                                     "piece 'failing': her piece failed a question asked of "
                                     "every piece (no answer for e3)";
                          });
}

BOOST_AUTO_TEST_CASE(her_refusal_while_her_chain_is_counted_is_her_broken_contract) {
    // Past the questions asked of every piece, her code refuses while an engine runs her
    // chain (listing its tasks, timing it or counting): her fault, as when a probe asks her.
    using queens_test::late_refusing_queen;
    queens::count_options options;
    options.size = 8;
    options.piece = queens::kind_of<late_refusing_queen>("late", "refuses late");
    for (const auto engine : {queens::count_engine::chain, queens::count_engine::pieces}) {
        options.engine = engine;
        queens_test::refuse_past([&] { queens::check(options); }, 500);
        BOOST_CHECK_EXCEPTION((void)queens::count(options), queens::broken_contract,
                              [](const queens::broken_contract& e) {
                                  return std::string{e.what()}.find("asked too much") !=
                                         std::string::npos;
                              });
    }
    // The caller's own callback refusing is the caller's, whichever engine runs.
    options.piece = queens::standard_pieces().find("queen");
    options.estimated = [](const queens::count_estimate&) {
        throw std::invalid_argument("the caller's");
    };
    for (const auto engine : {queens::count_engine::chain, queens::count_engine::pieces,
                              queens::count_engine::constellations}) {
        options.engine = engine;
        BOOST_CHECK_EXCEPTION(
            (void)queens::count(options), std::invalid_argument,
            [](const std::invalid_argument& e) { return std::string{e.what()} == "the caller's"; });
    }
}

BOOST_AUTO_TEST_SUITE_END()
