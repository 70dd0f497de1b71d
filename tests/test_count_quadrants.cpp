// The quadrant engine (lib/count/src/count_quadrants.cpp): the quarters found by Budd's chain,
// the counts of OEIS A000170 on odd and even boards, shards that add up to the whole count,
// the choice of `automatic`, and what it refuses (with the memory it would need).
#define BOOST_TEST_MODULE quadrants
#include <boost/test/data/monomorphic.hpp>
#include <boost/test/data/test_case.hpp>
#include <boost/test/unit_test.hpp>

#include "quadrant_quarters.hpp"

#include <queens/count.hpp>
#include <queens/count_report.hpp>
#include <queens/registry.hpp>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

namespace bdata = boost::unit_test::data;

namespace {

// OEIS A000170, n = 4..16.
const std::vector<unsigned long long> a000170 = {2,    10,    4,     40,     92,      352,     724,
                                                 2680, 14200, 73712, 365596, 2279184, 14772512};

queens::count_options joined(int n, int threads = 1) {
    queens::count_options options;
    options.size = n;
    options.threads = threads;
    options.piece = queens::standard_pieces().find("queen");
    options.engine = queens::count_engine::quadrants;
    return options;
}

/// Every placement of non-attacking queens on a square of h x h, at most one per row and
/// column, counted square by square: what the quarter's chain must list.
std::uint64_t placements(int h, int square, std::vector<int>& rows, std::vector<int>& columns) {
    if (square == h * h) {
        return 1;
    }
    const int row = square / h;
    const int column = square % h;
    std::uint64_t found = placements(h, square + 1, rows, columns); // no queen here
    bool free =
        rows[static_cast<std::size_t>(row)] < 0 && columns[static_cast<std::size_t>(column)] < 0;
    for (int r = 0; r < h && free; ++r) {
        const int c = rows[static_cast<std::size_t>(r)];
        free = c < 0 || (r - row != c - column && r - row != column - c);
    }
    if (free) {
        rows[static_cast<std::size_t>(row)] = column;
        columns[static_cast<std::size_t>(column)] = row;
        found += placements(h, square + 1, rows, columns);
        rows[static_cast<std::size_t>(row)] = -1;
        columns[static_cast<std::size_t>(column)] = -1;
    }
    return found;
}

} // namespace

BOOST_AUTO_TEST_SUITE(quadrants)

BOOST_AUTO_TEST_CASE(the_quarters_chain_lists_every_placement_once) {
    for (int h = 1; h <= 6; ++h) {
        std::vector<int> rows(static_cast<std::size_t>(h), -1);
        std::vector<int> columns(static_cast<std::size_t>(h), -1);
        const queens::detail::quarter_table table{h};
        BOOST_TEST(table.entries() == placements(h, 0, rows, columns), "h = " << h);
        // The empty placement, and each queen alone on her square.
        BOOST_TEST(table.with(0, 0).size() == 1U);
        BOOST_TEST(table.with(1, 1).size() == 1U);
    }
}

BOOST_DATA_TEST_CASE(counts_a000170_on_one_thread_and_two,
                     bdata::xrange(4, 17) ^ bdata::make(a000170), n, total) {
    for (const int threads : {1, 2}) {
        const queens::count_result result = queens::count(joined(n, threads));
        BOOST_TEST(result.solutions == total);
        BOOST_TEST(queens::to_string(result.engine) == "quadrants");
        BOOST_TEST(result.fundamental == 0U);
    }
}

BOOST_AUTO_TEST_CASE(shards_add_up_to_the_whole_count) {
    for (const int n : {14, 15}) { // an even board and an odd one
        const auto whole = joined(n, 2);
        const queens::count_result all = queens::count(whole);
        std::vector<queens::count_report> shards;
        std::uint64_t tasks = 0;
        for (int part = 1; part <= 3; ++part) {
            auto options = whole;
            options.part = {part, 3};
            const queens::count_result result = queens::count(options);
            tasks += result.tasks;
            shards.push_back(queens::report_of(options, result, 0.1));
        }
        const queens::count_report merged = queens::merge(shards);
        BOOST_TEST(merged.solutions == all.solutions);
        BOOST_TEST(merged.engine == "quadrants");
        BOOST_TEST(tasks == all.tasks);
        BOOST_TEST(queens::parse_count_report(to_json(merged)).engine == "quadrants");
    }
}

BOOST_AUTO_TEST_CASE(progress_says_the_preparation_then_the_estimate_then_every_task) {
    auto options = joined(15, 2);
    std::vector<queens::count_progress> seen;
    std::size_t estimated_after = 0;
    options.estimated = [&](const queens::count_estimate& e) {
        BOOST_TEST(e.nodes_log10 > 0);
        estimated_after = seen.size();
    };
    options.progress = [&](const queens::count_progress& p) { seen.push_back(p); };
    const queens::count_result result = queens::count(options);
    // Before the estimate: the two stages, each said as it begins, tasks not yet planned.
    BOOST_TEST_REQUIRE(estimated_after >= 2U);
    BOOST_TEST(seen.front().stage.starts_with("building the quarter table: about "));
    BOOST_TEST(seen[estimated_after - 1].stage.starts_with("weighing the tasks: "));
    for (std::size_t i = 0; i < estimated_after; ++i) {
        BOOST_TEST(seen[i].tasks == 0U);
        BOOST_TEST((seen[i].stage_fraction >= 0 && seen[i].stage_fraction <= 1));
        if (i > 0 && seen[i].stage == seen[i - 1].stage) {
            BOOST_TEST(seen[i].stage_fraction >= seen[i - 1].stage_fraction); // never back
        }
    }
    // After it: the tasks, the last report with every one done.
    BOOST_TEST_REQUIRE(seen.size() > estimated_after);
    for (std::size_t i = estimated_after; i < seen.size(); ++i) {
        BOOST_TEST(seen[i].stage.empty());
    }
    BOOST_TEST(seen.back().tasks_done == result.tasks);
    BOOST_TEST(seen.back().tasks == result.tasks);
    BOOST_TEST(result.tasks > 100U); // many more tasks than threads
}

BOOST_AUTO_TEST_CASE(a_callback_that_throws_while_the_quarter_table_is_built_ends_the_count) {
    auto options = joined(15);
    struct enough {};
    options.progress = [](const queens::count_progress& p) {
        if (!p.stage.empty()) {
            throw enough{}; // a program's stop, asked for before any task
        }
    };
    BOOST_CHECK_THROW((void)queens::count(options), enough);
}

BOOST_AUTO_TEST_CASE(automatic_takes_the_join_where_it_was_measured_faster) {
    // From N = 14 (docs/performance.md: 0.706 of the constellations' time there, 1.444 at 13).
    auto options = joined(14, 2);
    options.engine = queens::count_engine::automatic;
    const queens::count_result matched = queens::count(options);
    BOOST_TEST(queens::to_string(matched.engine) == "quadrants");
    BOOST_TEST(matched.reason.find("the quadrant join, measured faster") != std::string::npos,
               matched.reason);
    options.fundamental = true; // the join finds no fundamental solutions: it says so
    const queens::count_result classes = queens::count(options);
    BOOST_TEST(queens::to_string(classes.engine) == "constellations");
    BOOST_TEST(classes.fundamental == 45752U); // OEIS A002562
    BOOST_TEST(classes.reason.find("finds no fundamental solutions") != std::string::npos,
               classes.reason);
    options = joined(13, 2);
    options.engine = queens::count_engine::automatic;
    BOOST_TEST(queens::to_string(queens::count(options).engine) == "constellations");
}

BOOST_AUTO_TEST_CASE(refuses_what_it_cannot_count) {
    const auto refused = [](const queens::count_options& options, const char* why) {
        try {
            (void)queens::count(options);
        } catch (const std::invalid_argument& e) {
            BOOST_TEST(std::string(e.what()).find(why) != std::string::npos, e.what());
            return;
        }
        BOOST_ERROR("counted, not refused: " << why);
    };
    auto options = joined(16);
    options.fundamental = true;
    refused(options, "finds no fundamental solutions");
    options = joined(8);
    options.pinned = {{1, 1}};
    refused(options, "counts no pinned squares");
    refused(joined(3), "boards of 4 to 24");
    refused(joined(25), "boards of 4 to 24");
    options = joined(8);
    options.piece = queens::standard_pieces().find("rook");
    refused(options, "do not attack as queens");
}

// AddressSanitizer, as GCC says it (__SANITIZE_ADDRESS__) and as clang does (__has_feature).
#if defined(__SANITIZE_ADDRESS__)
#define QUEENS_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define QUEENS_UNDER_ASAN 1
#endif
#endif

BOOST_AUTO_TEST_CASE(a_board_too_large_for_memory_is_refused_with_the_figure) {
#if defined(QUEENS_UNDER_ASAN)
    BOOST_TEST_MESSAGE("skipped under the sanitizers: they reserve more than any limit");
#else
    // In a child whose address space is limited to 1 GiB, 24 queens (a quarter table of some
    // 5 GiB) are refused before anything is allocated, the figures in the message.
    int pipe_ends[2];
    BOOST_TEST_REQUIRE(pipe(pipe_ends) == 0);
    const pid_t child = fork();
    if (child == 0) {
        const rlimit one_gib{rlim_t{1} << 30, rlim_t{1} << 30};
        std::string said = "counted";
        if (setrlimit(RLIMIT_AS, &one_gib) == 0) {
            try {
                (void)queens::count(joined(24));
            } catch (const std::invalid_argument& e) {
                said = e.what();
            }
        }
        const ssize_t written = write(pipe_ends[1], said.data(), said.size());
        _exit(written < 0 ? 1 : 0);
    }
    close(pipe_ends[1]);
    std::string said;
    char buffer[512];
    for (ssize_t got = 0; (got = read(pipe_ends[0], buffer, sizeof buffer)) > 0;) {
        said.append(buffer, static_cast<std::size_t>(got));
    }
    close(pipe_ends[0]);
    int status = 0;
    BOOST_TEST(waitpid(child, &status, 0) == child);
    BOOST_TEST(said.find("24 queens") != std::string::npos, said);
    BOOST_TEST(said.find("GiB of memory, more than") != std::string::npos, said);
#endif
}

BOOST_AUTO_TEST_SUITE_END()
