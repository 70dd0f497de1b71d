#include "stop.hpp"

#include <algorithm>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <sys/resource.h>
#include <unistd.h>

namespace queens::cli {

namespace {

std::atomic<bool> requested{false};
std::atomic<int> signal_number{0};
static_assert(std::atomic<bool>::is_always_lock_free, "a signal handler sets this flag");
static_assert(std::atomic<int>::is_always_lock_free, "a signal handler sets this number");

extern "C" void on_stop(int signal) {
    int none = 0;
    signal_number.compare_exchange_strong(none, signal); // the first signal names the stop
    requested.store(true);
}

/// Every signal whose default action ends the process and that is not a fault of the program
/// itself (SEGV, BUS, ILL, FPE, ABRT, TRAP, SYS end it at once, as they must).
constexpr int stop_signals[] = {SIGINT,    SIGTERM, SIGHUP,  SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM,
                                SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGIO,   SIGPWR,  SIGSTKFLT};

// For the fault handler, which may use only async-signal-safe calls: the temporary file to
// remove, and where the main thread's stack ends.
char temporary_path[4096];
std::atomic<bool> have_temporary{false};
std::uintptr_t stack_top = 0;
std::uintptr_t stack_limit = 0;
alignas(16) char fault_stack[64 * 1024]; // the handler's own: the thread's may be used up
char overflow_message[512];              // said by the handler, made beforehand

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
    const bool overflow =
        stack_limit != 0 && address < stack_top && address + stack_limit + guard > stack_top;
    if (overflow) {
        say(overflow_message);
        ::_exit(1);
    }
    ::signal(signal, SIG_DFL); // any other fault: as it would have ended the process
    ::raise(signal);
}

} // namespace

void catch_faults(std::string_view program) noexcept {
    const std::string_view words =
        ": error: the search ran out of stack (the `ulimit -s` limit is too small for this "
        "board: raise it, or ask for a smaller board)\n";
    const std::size_t name = std::min(program.size(), sizeof overflow_message - words.size() - 1);
    std::memcpy(overflow_message, program.data(), name);
    std::memcpy(overflow_message + name, words.data(), words.size());
    overflow_message[name + words.size()] = '\0';
    int here = 0;
    stack_top = reinterpret_cast<std::uintptr_t>(&here);
    rlimit limit{};
    if (::getrlimit(RLIMIT_STACK, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
        stack_limit = limit.rlim_cur;
    }
    stack_t alternate{};
    alternate.ss_sp = fault_stack;
    alternate.ss_size = sizeof fault_stack;
    ::sigaltstack(&alternate, nullptr);
    struct sigaction action {};
    action.sa_sigaction = on_fault;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    for (const int signal : {SIGSEGV, SIGBUS}) {
        sigaction(signal, &action, nullptr);
    }
}

void remember_temporary(const char* path) noexcept {
    have_temporary.store(false);
    if (path != nullptr && std::strlen(path) < sizeof temporary_path) {
        std::strcpy(temporary_path, path); // NOLINT: the handler reads a plain array
        have_temporary.store(true);
    }
}

void catch_stop_signals() {
    struct sigaction action {};
    action.sa_handler = on_stop;
    sigemptyset(&action.sa_mask);
    for (const int signal : stop_signals) {
        sigaddset(&action.sa_mask, signal); // one handler at a time
    }
    action.sa_flags = 0; // no SA_RESTART: a blocked open() or write() returns EINTR
    for (const int signal : stop_signals) {
        sigaction(signal, &action, nullptr);
    }
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

} // namespace queens::cli
