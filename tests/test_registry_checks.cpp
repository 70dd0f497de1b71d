// A registry's checks of what a kind says of herself (her symmetry, her class, whether she is
// Budd's queen underneath), and a count's report made from what a count was asked and found.
#define BOOST_TEST_MODULE queens_registry_checks
#include <boost/test/unit_test.hpp>

#include "half_queen.hpp"
#include "walks.hpp"

#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/count_report.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>

#include <stdexcept>
#include <string>
#include <vector>

namespace {

using queens_test::backwards_queen;
using queens_test::half_queen;

} // namespace

BOOST_AUTO_TEST_SUITE(registry_checks)

BOOST_AUTO_TEST_CASE(a_kind_that_says_it_is_symmetric_is_checked_against_her_chain) {
    queens::piece_registry pieces;
    // Her walk asked first: what her code throws there is her broken contract, named.
    class refusing final : public queens::queen {
    public:
        using queen::queen;

    private:
        [[nodiscard]] int first_row() const override { throw std::invalid_argument{"no"}; }
    };
    BOOST_CHECK_EXCEPTION(
        pieces.add(queens::kind_of<refusing>("refusing", "refuses to start", true)),
        queens::broken_contract, [](const queens::broken_contract& e) {
            return std::string{e.what()}.starts_with("piece 'refusing', on a board of 1: no");
        });
    // Her chain run to check her symmetry: what she refuses there is hers too.
    class refusing_later final : public queens::queen {
    public:
        using queen::queen;
        [[nodiscard]] bool can_attack(int row, int column) const override {
            if (size() >= 4) { // her walks and the small boards pass
                throw std::invalid_argument{"not on a board of 4"};
            }
            return queen::can_attack(row, column);
        }
    };
    BOOST_CHECK_EXCEPTION(
        pieces.add(queens::kind_of<refusing_later>("later", "refuses on 4", true)),
        queens::broken_contract, [](const queens::broken_contract& e) {
            return std::string{e.what()}.starts_with("piece 'later', on a board of 4: her chain");
        });
    BOOST_CHECK_THROW(pieces.add(queens::kind_of<half_queen>("half", "one diagonal", true)),
                      std::invalid_argument);
    BOOST_CHECK_NO_THROW(pieces.add(queens::kind_of<half_queen>("half", "one diagonal")));
    BOOST_CHECK_NO_THROW(
        pieces.add(queens::kind_of<backwards_queen>("backwards", "last row first", true)));
}

BOOST_AUTO_TEST_CASE(a_kind_learns_her_class_name_from_her_type) {
    BOOST_TEST(queens::kind_of<backwards_queen>("b", "s").class_name == "backwards_queen");
    BOOST_TEST(queens::standard_pieces().find("queen").class_name == "queen");
    BOOST_TEST(queens::standard_pieces().find("superqueen").class_name == "super_queen");
    BOOST_TEST(queens::standard_pieces().find("fast").class_name == "fast_queen");
}

BOOST_AUTO_TEST_CASE(a_class_made_inside_a_function_or_a_lambda_is_named_as_written) {
    struct in_function final : queens::queen {
        using queen::queen;
    };
    const auto made_in_lambda = [] {
        struct in_lambda final : queens::queen {
            using queen::queen;
        };
        return queens::kind_of<in_lambda>("inl", "in a lambda");
    }();
    BOOST_TEST(queens::kind_of<in_function>("inf", "s").class_name == "in_function");
    BOOST_TEST(made_in_lambda.class_name == "in_lambda"); // GCC spelt it <lambda()>::in_lambda
    queens::piece_registry pieces;
    BOOST_CHECK_NO_THROW(pieces.add(made_in_lambda)); // a C++ name, as the registry asks
}

BOOST_AUTO_TEST_CASE(a_kinds_words_stand_whole_in_what_a_count_says) {
    // The registry takes a plural of up to 60 bytes; a count's reason named 40 of them.
    queens::piece_kind kind = queens::kind_of<backwards_queen>("long", "last row first");
    kind.plural = std::string(queens::longest_kind_words - 10, 'x') + "0123456789";
    queens::piece_registry pieces;
    pieces.add(kind);
    queens::count_options options;
    options.size = 6;
    options.piece = pieces.find("long");
    options.engine = queens::count_engine::chain;
    const queens::count_result result = queens::count(options);
    BOOST_TEST(result.solutions == 4U); // OEIS A000170
    BOOST_TEST(result.reason.find(kind.plural) != std::string::npos, result.reason);
}

BOOST_AUTO_TEST_CASE(a_kind_learns_from_her_type_whether_she_is_budds_queen_underneath) {
    // The explorer shows queen.cpp and her fields row_ and rows_ by it, asking no piece's type.
    BOOST_TEST(queens::kind_of<backwards_queen>("b", "s").from_queen);
    const queens::piece_registry pieces = queens::standard_pieces();
    for (const char* name : {"queen", "superqueen", "toroidal", "rook"}) {
        BOOST_TEST(pieces.find(name).from_queen, name);
    }
    BOOST_TEST(!pieces.find("fast").from_queen); // her own class, made from piece alone
    BOOST_TEST(!queens::piece_kind{}.from_queen);
}

BOOST_AUTO_TEST_CASE(a_report_is_made_from_a_counts_options_and_result) {
    std::vector<queens::count_report> shards;
    for (int part = 1; part <= 2; ++part) {
        queens::count_options options;
        options.size = 6;
        options.piece = queens::standard_pieces().find("queen");
        options.part = {part, 2};
        shards.push_back(queens::report_of(options, queens::count(options), 0.5));
    }
    const queens::count_report whole = queens::merge(shards);
    BOOST_TEST(whole.solutions == 4U); // OEIS A000170
    BOOST_TEST(whole.engine == "constellations");
    BOOST_TEST(whole.seconds == 1.0);
}

BOOST_AUTO_TEST_SUITE_END()
