// The command line as a library (queens::cli::run): what it says of an extender's words, her
// errors and her pieces, as a terminal shows it.
#define BOOST_TEST_MODULE queens_cli_words
#include <boost/test/unit_test.hpp>

#include "cli_output.hpp"
#include "half_queen.hpp"

#include <queens/cli.hpp>
#include <queens/pieces.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>

#include <cstdio>
#include <filesystem>
#include <sstream>
#include <stdexcept>
#include <string>
#include <unistd.h>
#include <vector>

using queens_test::output_of;
using queens_test::stdout_of;

namespace {

/// Refuses every question with an error of over 20,000 bytes: "x", then "é" (two bytes) 10,000
/// times, then "the end".
class verbose_queen final : public queens::queen {
public:
    using queen::queen;

    [[nodiscard]] bool can_attack(int /*row*/, int /*column*/) const override {
        std::string said = "x";
        for (int i = 0; i < 10'000; ++i) {
            said += "\u00e9";
        }
        throw std::runtime_error(said + "the end");
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(cli_words)

BOOST_AUTO_TEST_CASE(an_extenders_words_in_any_script_are_printed_as_written) {
    // Words in Cyrillic (valid UTF-8 a terminal shows) pass whole in every line that says
    // them: the help, solve's "no solution" and count's result (once written as \xd1\x84...).
    queens::piece_registry pieces = queens::standard_pieces();
    queens::piece_kind ferz = queens::kind_of<queens::queen>(
        "ferz", "\u0444\u0435\u0440\u0437\u044c \u2014 the queen in Russian");
    ferz.singular = "\u0444\u0435\u0440\u0437\u044c";
    ferz.plural = "\u0444\u0435\u0440\u0437\u0435\u0439";
    pieces.add(ferz);
    // A long name and a word longer than a line: the rest of the summary still wrapped.
    const std::string url = "https://example.org/" + std::string(70, 'x');
    pieces.add(queens::kind_of<queens::queen>("a-long-kind-name", "see " + url +
                                                                      " and the words after it, "
                                                                      "which wrap as any do"));
    const auto [help_status, help] = stdout_of({"solve", "--help"}, pieces);
    BOOST_TEST(help_status == 0);
    BOOST_TEST(help.find("ferz         " + ferz.summary) != std::string::npos, help);
    std::istringstream lines{help};
    for (std::string line; std::getline(lines, line);) {
        const bool long_word = line.ends_with(url) || line.find(" --") != std::string::npos;
        BOOST_TEST((line.size() <= 80 || long_word), line);
    }
    BOOST_TEST(help.find(url + "\n") != std::string::npos, help);
    const auto [solve_status, solved] = stdout_of({"solve", "-n", "2", "--piece", "ferz"}, pieces);
    BOOST_TEST(solve_status == 0);
    BOOST_TEST(solved == "no solution for 2 " + ferz.plural + "\n");
    const auto [count_status, counted] = stdout_of({"count", "-n", "2", "--piece", "ferz"}, pieces);
    BOOST_TEST(count_status == 0);
    BOOST_TEST(counted.find("0 solutions for 2 " + ferz.plural + "\n") == 0U, counted);
}

BOOST_AUTO_TEST_CASE(an_extenders_error_of_any_length_is_said_in_a_screenful) {
    // Her what() of 20,001 bytes was one line of 20,001 bytes: at most a screenful now, cut
    // between two characters (the cut falls inside an "é": no half of one escaped as \xc3),
    // saying how much more there was.
    queens::piece_registry pieces = queens::standard_pieces();
    pieces.add(queens::kind_of<verbose_queen>("verbose", "says too much"));
    const auto [status, said] =
        output_of(STDERR_FILENO, {"solve", "-n", "4", "--piece", "verbose"}, pieces);
    BOOST_TEST(status == 1);
    BOOST_TEST(said.size() <= 80U * 25U + 100U, said.size());
    BOOST_TEST(said.find('\n') == said.size() - 1, "one line");
    BOOST_TEST(said.find("\\x") == std::string::npos, said.substr(said.size() - 80));
    BOOST_TEST(said.find("the end") == std::string::npos);
    BOOST_TEST(said.ends_with("\u00e9... (18009 bytes more)\n"), said.substr(said.size() - 80));
    // The program's own words are said whole: a path of 3,000 bytes (the README: a path is not
    // cut below 4096 bytes) and what follows it.
    const std::string path = "/nonexistent-queens-dir/" + std::string(3000, 'p');
    const auto [own_status, own] =
        output_of(STDERR_FILENO, {"count", "-n", "6", "-o", path}, pieces);
    BOOST_TEST(own_status == 2);
    BOOST_TEST(own.find(path + "': no directory") != std::string::npos, own.substr(0, 80));
    BOOST_TEST(own.ends_with("give a path in an existing directory, or - for standard output\n"));
}

BOOST_AUTO_TEST_CASE(a_registry_made_by_the_run_says_its_mistakes_as_failures) {
    // A kind that says she is symmetric and is not: `add` refuses her. Made in `main`'s
    // arguments, that refusal left `main` (terminate, exit 134); made by the run, it is said.
    const auto mistaken = [] {
        queens::piece_registry pieces = queens::standard_pieces();
        pieces.add(queens::kind_of<queens_test::half_queen>("half", "one diagonal", true));
        return pieces;
    };
    const auto [status, said] = output_of(STDERR_FILENO, {"solve", "-n", "4"}, mistaken);
    BOOST_TEST(status == 1);
    BOOST_TEST(said.starts_with("camel: error: this program's kinds of piece: "), said);
    BOOST_TEST(said.find("'half'") != std::string::npos, said);
    // Made well, the run goes on as with the registry itself.
    const auto made = [] { return queens::standard_pieces(); };
    const auto [solved, solution] = output_of(STDOUT_FILENO, {"solve", "-n", "4"}, made);
    BOOST_TEST(solved == 0);
    BOOST_TEST(solution.starts_with("2 4 1 3"), solution);
}

BOOST_AUTO_TEST_CASE(the_librarys_page_written_for_a_program_of_its_own_pieces_says_so) {
    // run(argc, argv, pieces) with no page of its pieces: the library's page, and one line
    // naming the kinds it does not hold (it was written without a word).
    queens::piece_registry pieces = queens::standard_pieces();
    pieces.add(queens::kind_of<queens::queen>("ferz", "a queen by another name"));
    const std::string page = (std::filesystem::temp_directory_path() /
                              ("test_cli_explore_" + std::to_string(::getpid()) + ".html"))
                                 .string();
    const auto [status, said] = output_of(STDERR_FILENO, {"explore", "-o", page}, pieces);
    std::remove(page.c_str());
    if (status == 1) { // built without emscripten: no page at all, and said so
        BOOST_TEST(said.find("emscripten") != std::string::npos, said);
        return;
    }
    BOOST_TEST(status == 0);
    BOOST_TEST(said.find("not this program's 'ferz'") != std::string::npos, said);
    BOOST_TEST(said.find("queens_add_explorer_page") != std::string::npos, said);
    const auto [plain_status, plain] =
        output_of(STDERR_FILENO, {"explore", "-o", page}, queens::standard_pieces());
    std::remove(page.c_str());
    BOOST_TEST((plain_status == 0 && plain.empty()), plain);
}

BOOST_AUTO_TEST_SUITE_END()
