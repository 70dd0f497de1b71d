#include "stop.hpp"

#include <algorithm>
#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <iterator>
#include <pthread.h>
#include <semaphore.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <system_error>
#include <unistd.h>

namespace queens::cli {

namespace {

std::atomic<bool> requested{false};
std::atomic<int> signal_number{0};
std::atomic<bool> run_over{false};
sem_t wake; // posted by the first stop, and by the run's end: wakes the watchdog
static_assert(std::atomic<bool>::is_always_lock_free, "a signal handler sets this flag");
static_assert(std::atomic<int>::is_always_lock_free, "a signal handler sets this number");

/// Every signal whose default action ends the process and that is not a fault of the program
/// itself, with the real-time signals (SIGRTMIN..SIGRTMAX, whose default ends it too).
constexpr int stop_signals[] = {SIGINT,    SIGTERM, SIGHUP,  SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
                                SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO,   SIGPWR,  SIGSTKFLT};
/// The signals of a fault (or sent as one): the temporary file is removed, then the signal
/// ends the process as it would have (a fault cannot be unwound).
constexpr int fault_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS};

/// `act(signal)` for every stop signal.
template <typename Act>
void for_each_stop(Act act) noexcept {
    for (const int signal : stop_signals) {
        act(signal);
    }
    for (int signal = SIGRTMIN; signal <= SIGRTMAX; ++signal) {
        act(signal);
    }
}

/// The dispositions found when the run began, put back when it ends, by signal number (plain
/// arrays: `end_now` reads them from a signal-safe path).
struct sigaction saved_stops[NSIG];
bool caught[NSIG];
struct sigaction saved_pipe;
struct sigaction saved_faults[std::size(fault_signals)];
stack_t saved_stack;
bool have_saved_stack = false;

// For the fault handler, which may use only async-signal-safe calls: the temporary file to
// remove, and where the main thread's stack ends.
char temporary_path[4096];
std::atomic<bool> have_temporary{false};
std::uintptr_t stack_top = 0;
std::uintptr_t stack_limit = 0;
alignas(16) char fault_stack[64 * 1024]; // the handler's own: the thread's may be used up
char overflow_message[512] = "queens: error: the search ran out of stack\n";
char final_words[512];
std::atomic<bool> have_final_words{false};

extern "C" void on_stop(int signal) {
    int none = 0;
    if (signal_number.compare_exchange_strong(none, signal)) { // the first signal names the stop
        requested.store(true);
        ::sem_post(&wake);
    }
}

void say(const char* text) {
    const ssize_t written = ::write(STDERR_FILENO, text, std::strlen(text));
    (void)written; // nothing more can be done about a standard error that fails here
}

extern "C" void on_fault(int signal, siginfo_t* info, void* /*context*/) {
    if (have_temporary.load()) {
        ::unlink(temporary_path);
    }
    const auto address = reinterpret_cast<std::uintptr_t>(info->si_addr);
    const std::uintptr_t guard = std::uintptr_t{1024} * 1024; // the gap the kernel keeps below
    const bool overflow = (signal == SIGSEGV || signal == SIGBUS) && stack_limit != 0 &&
                          address < stack_top && address + stack_limit + guard > stack_top;
    if (overflow) {
        say(overflow_message);
        ::_exit(1);
    }
    ::signal(signal, SIG_DFL); // any other fault: as it would have ended the process
    ::raise(signal);
}

void catch_faults() noexcept {
    int here = 0;
    stack_top = reinterpret_cast<std::uintptr_t>(&here);
    rlimit limit{};
    if (::getrlimit(RLIMIT_STACK, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
        stack_limit = limit.rlim_cur;
    }
    stack_t alternate{};
    alternate.ss_sp = fault_stack;
    alternate.ss_size = sizeof fault_stack;
    have_saved_stack = ::sigaltstack(&alternate, &saved_stack) == 0;
    struct sigaction action {};
    action.sa_sigaction = on_fault;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    for (std::size_t i = 0; i < std::size(fault_signals); ++i) {
        sigaction(fault_signals[i], &action, &saved_faults[i]);
    }
}

void catch_stops() noexcept {
    struct sigaction action {};
    action.sa_handler = on_stop;
    sigemptyset(&action.sa_mask);
    for_each_stop([&](int signal) { sigaddset(&action.sa_mask, signal); }); // one at a time
    action.sa_flags = 0; // no SA_RESTART: a blocked open() or write() returns EINTR
    for_each_stop([&](int signal) {
        const auto at = static_cast<std::size_t>(signal);
        sigaction(signal, nullptr, &saved_stops[at]);
        const struct sigaction& found = saved_stops[at];
        const bool siginfo = (found.sa_flags & SA_SIGINFO) != 0;
        // Ignored when the run began (nohup, a background job): left ignored, as coreutils do.
        // A real-time signal the program handles itself (its timers, its messages) stays its
        // own: taken only where its action is the default.
        caught[at] = signal >= SIGRTMIN ? !siginfo && found.sa_handler == SIG_DFL
                                        : siginfo || found.sa_handler != SIG_IGN;
        if (caught[at]) {
            sigaction(signal, &action, nullptr);
        }
    });
    struct sigaction ignore {};
    ignore.sa_handler = SIG_IGN;
    sigemptyset(&ignore.sa_mask);
    sigaction(SIGPIPE, &ignore, &saved_pipe);
}

/// Puts back every disposition the run changed (async-signal-safe: `end_now` calls it).
void restore() noexcept {
    for_each_stop([](int signal) {
        const auto at = static_cast<std::size_t>(signal);
        if (caught[at]) {
            sigaction(signal, &saved_stops[at], nullptr);
            caught[at] = false;
        }
    });
    sigaction(SIGPIPE, &saved_pipe, nullptr);
    for (std::size_t i = 0; i < std::size(fault_signals); ++i) {
        sigaction(fault_signals[i], &saved_faults[i], nullptr);
    }
    if (have_saved_stack) {
        ::sigaltstack(&saved_stack, nullptr);
        have_saved_stack = false;
    }
}

/// Raises `signal` again, with the disposition put back. A stop is asked for, not a fault of
/// the program: a default action that would dump core (QUIT, XCPU, XFSZ) dumps none.
void raise_again(int signal) noexcept {
    struct sigaction now {};
    sigaction(signal, nullptr, &now);
    const bool dumps = signal == SIGQUIT || signal == SIGXCPU || signal == SIGXFSZ;
    if (now.sa_handler == SIG_DFL && dumps) {
        ::prctl(PR_SET_DUMPABLE, 0, 0, 0, 0); // also for a core_pattern that pipes the core
        const rlimit none{0, 0};
        ::setrlimit(RLIMIT_CORE, &none);
    }
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, signal);
    pthread_sigmask(SIG_UNBLOCK, &only, nullptr);
    ::raise(signal);
}

/// Waits for a stop; if the run has not ended 0.3 s later, ends the process there.
void watch() {
    while (::sem_wait(&wake) != 0 && errno == EINTR) {
    }
    if (run_over.load()) {
        return;
    }
    timespec deadline{};
    ::clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_nsec += 300'000'000;
    if (deadline.tv_nsec >= 1'000'000'000) {
        deadline.tv_sec += 1;
        deadline.tv_nsec -= 1'000'000'000;
    }
    while (::sem_timedwait(&wake, &deadline) != 0 && errno == EINTR) {
    }
    if (!run_over.load()) {
        end_now();
    }
}

} // namespace

stop_scope::stop_scope() {
    requested.store(false);
    signal_number.store(0);
    run_over.store(false);
    ::sem_init(&wake, 0, 0);
    catch_stops();
    catch_faults();
    // The watchdog never takes a stop signal: they go to the threads that work, so that a
    // blocked open() or write() wakes.
    sigset_t stops;
    sigset_t before;
    sigemptyset(&stops);
    for_each_stop([&](int signal) { sigaddset(&stops, signal); });
    pthread_sigmask(SIG_BLOCK, &stops, &before);
    try {
        watchdog_ = std::thread{watch};
    } catch (const std::system_error&) {
        // No thread to spare (a process limit): stops are still answered where the run looks.
    }
    pthread_sigmask(SIG_SETMASK, &before, nullptr);
}

int stop_scope::end(int status) noexcept {
    ended_ = true;
    run_over.store(true);
    ::sem_post(&wake);
    if (watchdog_.joinable()) {
        watchdog_.join();
    }
    const bool stop = requested.load();
    const int signal = signal_number.load();
    restore();
    requested.store(false);
    signal_number.store(0);
    have_temporary.store(false);
    have_final_words.store(false);
    ::sem_destroy(&wake);
    if (!stop) {
        return status;
    }
    raise_again(signal);
    return 128 + signal; // the caller's own handler took it
}

stop_scope::~stop_scope() {
    if (!ended_) {
        requested.store(false); // unwound by an exception: no signal raised again
        (void)end(0);
    }
}

std::string how_to_stop(bool at_terminal) {
    // A signal ignored when the run began stays ignored (catch_stops): naming it would lie.
    if (caught[SIGINT]) {
        return at_terminal ? "Ctrl-C" : "kill -INT " + std::to_string(::getpid());
    }
    if (caught[SIGTERM]) {
        return "kill " + std::to_string(::getpid());
    }
    return {};
}

const std::atomic<bool>& stop_requested() noexcept { return requested; }

int stop_status() noexcept {
    const int signal = signal_number.load();
    return 128 + (signal == 0 ? SIGINT : signal);
}

void check_stop() {
    if (requested.load()) {
        throw stopped{};
    }
}

void end_now() noexcept {
    if (have_temporary.load()) {
        ::unlink(temporary_path);
    }
    if (have_final_words.load()) {
        say(final_words);
    }
    const int signal = signal_number.load();
    restore();
    raise_again(signal == 0 ? SIGINT : signal);
    ::_exit(stop_status());
}

void name_fault_messages(std::string_view program) noexcept {
    const std::string_view words =
        ": error: the search ran out of stack (the `ulimit -s` limit is too small for this "
        "board: raise it, or ask for a smaller board)\n";
    const std::size_t name = std::min(program.size(), sizeof overflow_message - words.size() - 1);
    std::memcpy(overflow_message, program.data(), name);
    std::memcpy(overflow_message + name, words.data(), words.size());
    overflow_message[name + words.size()] = '\0';
}

void last_words(const char* words) noexcept {
    have_final_words.store(false);
    if (words != nullptr && std::strlen(words) < sizeof final_words) {
        std::strcpy(final_words, words); // NOLINT: end_now reads a plain array
        have_final_words.store(true);
    }
}

void remember_temporary(const char* path) noexcept {
    have_temporary.store(false);
    if (path != nullptr && std::strlen(path) < sizeof temporary_path) {
        std::strcpy(temporary_path, path); // NOLINT: the handler reads a plain array
        have_temporary.store(true);
    }
}

} // namespace queens::cli
