// Bounded stack depth: run by CTest under `ulimit -s 256` (KiB). A literal transcription of
// Budd's advance/find_solution nests once per square tried (about 10,000 frames for the first
// 20-queens solution) and overflows here; the queens in this library nest once per queen.
#define BOOST_TEST_MODULE queens_stack
#include <boost/test/unit_test.hpp>

#include "checker.hpp"

#include <queens/board.hpp>
#include <queens/trace.hpp>

#include <algorithm>

namespace {
/// Records the deepest nesting of messages between pieces.
class depth_meter final : public queens::trace_listener {
public:
    void on_event(const queens::trace_event& event) override {
        deepest = std::max(deepest, event.depth);
    }
    int deepest = 0;
};
} // namespace

BOOST_AUTO_TEST_SUITE(stack_depth)

BOOST_AUTO_TEST_CASE(first_20_queens_solution_in_a_small_stack) {
    const auto first = queens::first_solution(20);
    BOOST_TEST_REQUIRE(first.has_value());
    BOOST_TEST(queens_test::is_queens_solution(first->rows()));
}

BOOST_AUTO_TEST_CASE(all_10_queens_solutions_in_a_small_stack) {
    BOOST_TEST(queens::count_solutions(10) == 724U);
}

BOOST_AUTO_TEST_CASE(nesting_grows_with_the_number_of_queens_only) {
    for (const int size : {8, 12, 20}) {
        depth_meter meter;
        queens::board b{size, queens::make_queen(), queens::trace_links(meter, size)};
        BOOST_TEST_REQUIRE(b.first_solution().has_value());
        // At worst every queen is mid-advance while the leftmost asks the whole chain a question.
        BOOST_TEST(meter.deepest <= 2 * size, "depth " << meter.deepest << " for " << size);
    }
}

BOOST_AUTO_TEST_SUITE_END()
