// Every header of queens::count, and a count on two threads: threads come with it; spdlog, fmt
// and CLI11 do not.
#include <queens/count.hpp>
#include <queens/count_report.hpp>

#include <iostream>

#if defined(SPDLOG_VERSION) || defined(FMT_VERSION) || defined(CLI11_VERSION)
#error "a header of queens::count included spdlog, fmt or CLI11"
#endif

int main() {
    queens::count_options options;
    options.size = 8;
    options.threads = 2;
    const queens::count_result result = queens::count(options);
    std::cout << result.solutions << " solutions of 8 queens, by the "
              << queens::to_string(result.engine) << " engine (count only)\n";
    // Exit 0 only for the right answer, so the test can fail.
    return result.solutions == 92 ? 0 : 1;
}
