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

} // namespace

void catch_stop_signals() {
    struct sigaction action {};
    action.sa_handler = on_stop;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART; // a write in progress finishes; the run stops at the next step
    for (const int signal : {SIGINT, SIGTERM, SIGHUP}) {
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
