// The library's public surface misused as a careless extender would, at its edges: a trace read
// after its search, a listener gone before its board, pinned forms, merges and counters given
// what they should refuse: each refused (an exception), never undefined behaviour. The
// sanitize preset runs this file under AddressSanitizer and UBSan. Split from
// test_library.cpp by concern.
#define BOOST_TEST_MODULE queens_library_edges
#include <boost/test/unit_test.hpp>

#include <queens/board.hpp>
#include <queens/count.hpp>
#include <queens/count_report.hpp>
#include <queens/pieces.hpp>
#include <queens/registry.hpp>
#include <queens/trace.hpp>

#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

using queens::board;

BOOST_AUTO_TEST_SUITE(trace_lifetime)

BOOST_AUTO_TEST_CASE(a_recorded_trace_is_read_after_the_search) {
    queens::trace_recorder recorder;
    {
        board b{6, queens::make_queen(), queens::trace_links(recorder, 6)};
        BOOST_TEST(b.count() == 4U);
    } // the board and every row it wrote are gone
    std::vector<std::vector<int>> solutions;
    for (const queens::trace_event& event : recorder.events()) {
        if (event.what == queens::message::solution) {
            solutions.push_back(event.solution);
        }
    }
    BOOST_TEST_REQUIRE(solutions.size() == 4U);
    BOOST_TEST((solutions.front() == std::vector<int>{2, 4, 6, 1, 3, 5}));
    BOOST_TEST((solutions.back() == std::vector<int>{5, 3, 1, 6, 4, 2}));
}

BOOST_AUTO_TEST_CASE(a_listener_may_go_before_the_board) {
    auto counter = std::make_unique<queens::message_counter>();
    board b{8, queens::make_queen(), queens::trace_links(*counter, 8)};
    BOOST_TEST_REQUIRE(b.first_solution().has_value());
    BOOST_TEST(counter->solutions() == 1U);
    counter.reset(); // the board now reports to no one
    BOOST_TEST(b.count() == 92U);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(edges)

BOOST_AUTO_TEST_CASE(a_pinned_form_that_makes_nothing_is_refused_by_count_not_a_crash) {
    // An extender's kind whose pinned form returns no piece: count cuts its search into tasks
    // with that form, and must say so, not dereference nothing.
    queens::piece_kind broken = queens::standard_pieces().find("rook");
    broken.name = "broken";
    broken.pin = [](queens::square, int, queens::piece&) -> std::unique_ptr<queens::piece> {
        return nullptr;
    };
    queens::count_options options;
    options.size = 6;
    options.piece = broken;
    BOOST_CHECK_EXCEPTION(
        (void)queens::count(options), std::invalid_argument, [](const std::invalid_argument& e) {
            return std::string(e.what()).find("made no piece") != std::string::npos;
        });
}

BOOST_AUTO_TEST_CASE(merge_refuses_a_negative_shard_count_as_bad_input) {
    queens::count_report shard;
    shard.size = 8;
    shard.piece = "queen";
    shard.part = {-1, -3};
    BOOST_CHECK_THROW((void)queens::merge(std::vector<queens::count_report>{shard}),
                      std::invalid_argument);
}

BOOST_AUTO_TEST_CASE(pinned_forms_check_their_square_when_called_directly) {
    const queens::piece_registry pieces = queens::standard_pieces();
    queens::null_queen sentinel;
    for (const queens::piece_kind& kind : pieces.kinds()) {
        BOOST_CHECK_THROW((void)kind.pin({1, 0}, 8, sentinel), std::invalid_argument);
        BOOST_CHECK_THROW((void)kind.pin({1, 9}, 8, sentinel), std::invalid_argument);
        BOOST_CHECK_THROW((void)kind.pin({0, 1}, 8, sentinel), std::invalid_argument);
        const std::unique_ptr<queens::piece> pinned = kind.pin({3, 5}, 8, sentinel);
        BOOST_TEST(pinned->row() == queens::no_row); // made, not yet placed
        BOOST_TEST(pinned->find_solution());
        BOOST_TEST(pinned->row() == 5);
    }
}

BOOST_AUTO_TEST_CASE(the_lines_question_refuses_boards_beyond_its_masks) {
    queens::null_queen sentinel;
    queens::queen a{1, 100, sentinel};
    BOOST_TEST(a.find_solution());
    BOOST_CHECK_THROW((void)queens::ask_row_by_row(a, 2, 65), std::invalid_argument);
    BOOST_TEST(queens::ask_row_by_row(a, 2, 8).rows == 0b11U); // a1 attacks b1 and b2
}

BOOST_AUTO_TEST_CASE(a_counter_fed_a_stray_reply_stays_sound) {
    queens::message_counter counter;
    queens::trace_event reply;
    reply.when = queens::phase::reply;
    counter.on_event(reply);
    BOOST_TEST(counter.messages() == 0U);
}

BOOST_AUTO_TEST_CASE(check_refuses_what_count_refuses_the_engine_too) {
    queens::count_options options;
    options.size = 8;
    options.engine = static_cast<queens::count_engine>(200); // names no engine
    BOOST_CHECK_THROW((void)queens::count(options), std::invalid_argument);
    BOOST_CHECK_THROW(queens::check(options), std::invalid_argument);
    BOOST_TEST(queens::to_string(options.engine) == "unknown");
    for (const auto engine :
         {queens::count_engine::constellations, queens::count_engine::quadrants}) {
        options.engine = engine;
        options.size = 25; // past both compiled engines' boards
        BOOST_CHECK_THROW(queens::check(options), std::invalid_argument);
        options.size = 8;
        BOOST_CHECK_NO_THROW(queens::check(options));
    }
}

BOOST_AUTO_TEST_SUITE_END()
