// The command line as a library (queens::cli::run), called as an extender's program calls it.
#define BOOST_TEST_MODULE queens_cli
#include <boost/test/unit_test.hpp>

#include <queens/cli.hpp>

#include <array>
#include <cstdio>

BOOST_AUTO_TEST_SUITE(cli_run)

BOOST_AUTO_TEST_CASE(runs_with_no_arguments_at_all) {
    // execve allows argc 0 and argv {nullptr}: the program alone, not a crash in the parser.
    std::array<char*, 1> none{nullptr};
    const auto pieces = queens::standard_pieces();
    std::fflush(stdout);
    BOOST_TEST(queens::cli::run(0, none.data(), pieces) == 0);
    BOOST_TEST(queens::cli::run(0, nullptr, pieces) == 0);
}

BOOST_AUTO_TEST_CASE(says_a_usage_error_with_status_2) {
    std::array<char*, 3> args{const_cast<char*>("queens"), const_cast<char*>("frobnicate"),
                              nullptr};
    BOOST_TEST(queens::cli::run(2, args.data(), queens::standard_pieces()) == 2);
}

BOOST_AUTO_TEST_SUITE_END()
