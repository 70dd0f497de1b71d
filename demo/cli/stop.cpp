#include "stop.hpp"

#include <csignal>

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

} // namespace

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
