// The command line as a library (queens::cli::run), called as an extender's program calls it.
#define BOOST_TEST_MODULE queens_cli
#include <boost/test/unit_test.hpp>

#include <queens/cli.hpp>

#include <array>
#include <cstdio>
#include <string>
#include <unistd.h>
#include <utility>
#include <vector>

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

namespace {

/// What `queens::cli::run` writes on standard output for `args` (after the program's name),
/// and its status.
std::pair<int, std::string> stdout_of(std::vector<std::string> args,
                                      const queens::piece_registry& pieces) {
    std::string name = "camel";
    std::vector<char*> argv{name.data()};
    for (std::string& arg : args) {
        argv.push_back(arg.data());
    }
    argv.push_back(nullptr);
    std::fflush(stdout);
    std::FILE* captured = std::tmpfile();
    BOOST_TEST_REQUIRE(captured != nullptr);
    const int saved = ::dup(STDOUT_FILENO);
    ::dup2(::fileno(captured), STDOUT_FILENO);
    const int status = queens::cli::run(static_cast<int>(argv.size()) - 1, argv.data(), pieces);
    std::fflush(stdout);
    ::dup2(saved, STDOUT_FILENO);
    ::close(saved);
    std::string text;
    std::rewind(captured);
    for (int c = std::fgetc(captured); c != EOF; c = std::fgetc(captured)) {
        text += static_cast<char>(c);
    }
    std::fclose(captured);
    return {status, text};
}

} // namespace

BOOST_AUTO_TEST_CASE(an_extenders_words_in_any_script_are_printed_as_written) {
    // Words in Cyrillic (valid UTF-8 a terminal shows) pass whole in every line that says
    // them: the help, solve's "no solution" and count's result (once written as \xd1\x84...).
    queens::piece_registry pieces = queens::standard_pieces();
    queens::piece_kind ferz = queens::kind_of<queens::queen>(
        "ferz", "\u0444\u0435\u0440\u0437\u044c \u2014 the queen in Russian");
    ferz.singular = "\u0444\u0435\u0440\u0437\u044c";
    ferz.plural = "\u0444\u0435\u0440\u0437\u0435\u0439";
    pieces.add(ferz);
    const auto [help_status, help] = stdout_of({"solve", "--help"}, pieces);
    BOOST_TEST(help_status == 0);
    BOOST_TEST(help.find("ferz         " + ferz.summary) != std::string::npos, help);
    const auto [solve_status, solved] = stdout_of({"solve", "-n", "2", "--piece", "ferz"}, pieces);
    BOOST_TEST(solve_status == 0);
    BOOST_TEST(solved == "no solution for 2 " + ferz.plural + "\n");
    const auto [count_status, counted] = stdout_of({"count", "-n", "2", "--piece", "ferz"}, pieces);
    BOOST_TEST(count_status == 0);
    BOOST_TEST(counted.find("0 solutions for 2 " + ferz.plural + "\n") == 0U, counted);
}

BOOST_AUTO_TEST_SUITE_END()
