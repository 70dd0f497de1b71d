// The command line as a library (queens::cli::run), called as an extender's program calls it.
#define BOOST_TEST_MODULE queens_cli
#include <boost/test/unit_test.hpp>

#include "cli_output.hpp"
#include "late_refusal.hpp"
#include "walks.hpp"

#include <queens/cli.hpp>
#include <queens/count.hpp>
#include <queens/pieces.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>
#include <queens/trace_format.hpp>

#include <array>
#include <csignal>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

/// A trace format that raises a signal as the trace begins: a stop that arrives while the run
/// is provably under way, at the same point in every run.
class raising_format final : public queens::trace_format {
public:
    explicit raising_format(int signal) : signal_{signal} {}
    void begin(queens::trace_writer& /*out*/) override { std::raise(signal_); }
    void event(queens::trace_writer& /*out*/, const queens::trace_event& /*event*/) override {}
    void finish(queens::trace_writer& /*out*/, double /*seconds*/, bool /*interrupted*/) override {}

private:
    int signal_;
};

queens::trace_format_registry raising_formats() {
    queens::trace_format_registry formats = queens::standard_trace_formats();
    formats.add(
        {"usr1", "raises SIGUSR1", [] { return std::make_unique<raising_format>(SIGUSR1); }});
    formats.add(
        {"usr2", "raises SIGUSR2", [] { return std::make_unique<raising_format>(SIGUSR2); }});
    return formats;
}

/// A queen in column 1 who, moved on to row 3, refuses every question with an
/// `invalid_argument`: of 6 queens, after the first solution (2 4 6 1 3 5) is found.
class refusing_queen final : public queens::chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        if (this->column() == 1 && this->row() == 3) {
            throw std::invalid_argument("row 3 refused");
        }
        return queens::on_queen_line(row, column, this->row(), this->column());
    }
};

volatile std::sig_atomic_t own_handler_calls = 0;
extern "C" void own_handler(int /*signal*/) { own_handler_calls = own_handler_calls + 1; }

int run_trace(const char* format) {
    std::array<char*, 8> args{const_cast<char*>("queens"),   const_cast<char*>("trace"),
                              const_cast<char*>("-n"),       const_cast<char*>("6"),
                              const_cast<char*>("--format"), const_cast<char*>(format),
                              const_cast<char*>("-o"),       const_cast<char*>("/dev/null")};
    return queens::cli::run(static_cast<int>(args.size()), args.data(), queens::standard_pieces(),
                            raising_formats());
}

struct sigaction disposition(int signal) {
    struct sigaction now {};
    sigaction(signal, nullptr, &now);
    return now;
}

} // namespace

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

BOOST_AUTO_TEST_CASE(a_stop_leaves_no_handler_and_no_stop_state) {
    // The program's own handler for USR1: run takes the signal over while it runs, gives it
    // back, raises the stop again (the handler is called once) and returns 128 + N.
    std::signal(SIGUSR1, own_handler);
    const auto pipe_before = disposition(SIGPIPE).sa_handler;
    BOOST_TEST(run_trace("usr1") == 128 + SIGUSR1);
    BOOST_TEST(own_handler_calls == 1);
    BOOST_TEST(disposition(SIGUSR1).sa_handler == own_handler);
    BOOST_TEST(disposition(SIGPIPE).sa_handler == pipe_before);
    BOOST_TEST(disposition(SIGINT).sa_handler == SIG_DFL);
    // No stop state is left: the next run is not stopped at once.
    BOOST_TEST(run_trace("text") == 0);
    std::signal(SIGUSR1, SIG_DFL);
}

BOOST_AUTO_TEST_CASE(a_signal_ignored_when_the_run_began_stays_ignored) {
    // As coreutils do (nohup's HUP, a background job's INT): the run is not stopped by it.
    std::signal(SIGUSR2, SIG_IGN);
    BOOST_TEST(run_trace("usr2") == 0);
    BOOST_TEST(disposition(SIGUSR2).sa_handler == SIG_IGN);
    std::signal(SIGUSR2, SIG_DFL);
}

BOOST_AUTO_TEST_CASE(an_extenders_broken_code_is_a_failure_at_run_time_not_a_usage_error) {
    // A maker that makes her piece for the wrong column, a format's maker that makes none: the
    // command line is right and the program's own code at fault, found at work (exit 1, not
    // 2); the null format once crashed `trace`.
    queens::piece_registry pieces = queens::standard_pieces();
    queens::piece_kind wrong = queens::kind_of<queens::queen>("wrongcol", "always column 1");
    wrong.maker = [](int /*column*/, int size, queens::piece& neighbour) {
        return std::make_unique<queens::queen>(1, size, neighbour);
    };
    pieces.add(wrong);
    queens::piece_kind pinned = queens::kind_of<queens::queen>("badpin", "pinned in column 1");
    pinned.pin = [](queens::square /*where*/, int size, queens::piece& neighbour) {
        return std::make_unique<queens::queen>(1, size, neighbour);
    };
    pieces.add(pinned);
    // A refusal thrown by a piece at work, after a solution was written: a failure too.
    pieces.add(queens::kind_of<refusing_queen>("refusing", "refuses to stand on row 3"));
    queens::trace_format_registry formats = queens::standard_trace_formats();
    formats.add(
        {"nothing", "makes no format", [] { return std::unique_ptr<queens::trace_format>{}; }});
    const std::vector<std::vector<std::string>> runs{
        {"trace", "-n", "4", "--piece", "wrongcol", "-o", "/dev/null"},
        {"solve", "-n", "4", "--piece", "wrongcol"},
        {"count", "-n", "6", "--piece", "wrongcol"},
        {"trace", "-n", "4", "--format", "nothing"},
        {"solve", "-n", "4", "--piece", "badpin", "--place", "b2"},
        {"count", "-n", "6", "--piece", "badpin", "--place", "b2"},
        {"solve", "-n", "6", "--piece", "refusing", "--all"},
        {"count", "-n", "6", "--piece", "refusing"}, // refused while her pieces are asked
        {"trace", "-n", "6", "--piece", "refusing", "--all", "-o", "/dev/null"}};
    for (const auto& args : runs) {
        BOOST_TEST(queens_test::stdout_of(args, pieces, formats).first == 1,
                   args[0] << " " << args.back());
    }
    // The text trace ends at the question she refused (it holds a question until its answer).
    const auto [status, trace] = queens_test::stdout_of(
        {"trace", "-n", "6", "--piece", "refusing", "--all", "--level", "trace"}, pieces);
    const std::string last = trace.substr(trace.rfind('\n', trace.size() - 2) + 1);
    BOOST_TEST((status == 1 && last.find("asks refusing 1 (a): can you attack") != last.npos &&
                last.ends_with("?\n")),
               last);
    // solve's one JSON object is closed, saying the search failed after its first solution.
    const auto [failed, json] = queens_test::stdout_of(
        {"solve", "-n", "6", "--piece", "refusing", "--all", "--json"}, pieces);
    BOOST_TEST((failed == 1 && json.ends_with(R"(]],"count":1,"complete":false,"failed":true})"
                                              "\n")),
               json);
}

BOOST_AUTO_TEST_CASE(an_extenders_code_refusing_before_any_work_is_at_fault_not_the_user) {
    // Her code asked before the work (her walk, her pinned form while the pins' clash is
    // asked, a format's maker) or refusing only once her chain is counted: hers, exit 1.
    queens::piece_registry pieces = queens::standard_pieces();
    pieces.add(queens::kind_of<queens_test::circling_queen>("circling", "odd rows, round"));
    queens::piece_kind pin_refuses = queens::kind_of<queens::queen>("pinrefuses", "no pins");
    pin_refuses.pin = [](queens::square /*where*/, int /*size*/,
                         queens::piece& /*neighbour*/) -> std::unique_ptr<queens::piece> {
        throw std::invalid_argument("no pin for me");
    };
    pieces.add(pin_refuses);
    pieces.add(queens::kind_of<queens_test::late_refusing_queen>("late", "refuses late"));
    queens::trace_format_registry formats = queens::standard_trace_formats();
    formats.add({"refusing", "its maker refuses", []() -> std::unique_ptr<queens::trace_format> {
                     throw std::invalid_argument("no format today");
                 }});
    const std::vector<std::vector<std::string>> runs{
        {"solve", "-n", "6", "--piece", "circling"},
        {"trace", "-n", "6", "--piece", "circling", "-o", "/dev/null"},
        {"count", "-n", "6", "--piece", "circling"},
        {"count", "-n", "6", "--piece", "circling", "--engine", "pieces"},
        {"solve", "-n", "6", "--piece", "pinrefuses", "--place", "a1"},
        {"trace", "-n", "6", "--piece", "pinrefuses", "--place", "a1", "-o", "/dev/null"},
        {"count", "-n", "6", "--piece", "pinrefuses", "--place", "a1"},
        {"trace", "-n", "4", "--format", "refusing", "-o", "/dev/null"}};
    for (const auto& args : runs) {
        BOOST_TEST(queens_test::stdout_of(args, pieces, formats).first == 1,
                   args[0] << " " << args[4]);
    }
    for (const auto engine : {queens::count_engine::chain, queens::count_engine::pieces}) {
        queens::count_options options;
        options.piece = pieces.find("late");
        options.engine = engine;
        queens_test::refuse_past([&] { queens::check(options); }, 500);
        const std::string named{queens::to_string(engine)};
        const std::vector<std::string> args{"count", "-n",       "8",  "--piece",
                                            "late",  "--engine", named};
        BOOST_TEST(queens_test::stdout_of(args, pieces, formats).first == 1, named);
    }
}

BOOST_AUTO_TEST_SUITE_END()
