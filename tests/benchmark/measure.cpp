#include "measure.hpp"

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <utility>

namespace queens::bench {
namespace {

using clock_type = std::chrono::steady_clock;

double seconds_since(clock_type::time_point start) {
    return std::chrono::duration<double>(clock_type::now() - start).count();
}

} // namespace

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

timing measure(const std::function<std::uint64_t()>& count) {
    std::vector<double> times;
    std::uint64_t result = 0;
    double total = 0;
    const int at_most = 9;
    while (static_cast<int>(times.size()) < at_most) {
        const auto start = clock_type::now();
        result = count();
        const double seconds = seconds_since(start);
        times.push_back(seconds);
        total += seconds;
        // Quick runs are repeated for a stable median; runs of seconds only three times.
        if ((times.size() >= 3 && total > 1.0) || seconds > 6.0) {
            break;
        }
    }
    return {median(std::move(times)), result};
}

std::pair<timing, timing> measure_alternately(const std::function<std::uint64_t()>& first,
                                              const std::function<std::uint64_t()>& second,
                                              double budget) {
    std::vector<double> first_times;
    std::vector<double> second_times;
    timing a;
    timing b;
    int rounds = 15;
    for (int round = 0; round < rounds; ++round) {
        const auto round_start = clock_type::now();
        auto start = clock_type::now();
        a.result = first();
        first_times.push_back(seconds_since(start));
        start = clock_type::now();
        b.result = second();
        second_times.push_back(seconds_since(start));
        if (round == 0) {
            rounds = std::clamp(static_cast<int>(budget / seconds_since(round_start)), 3, 15);
        }
    }
    a.seconds = median(std::move(first_times));
    b.seconds = median(std::move(second_times));
    return {a, b};
}

timing turns::median_of(std::size_t which) const {
    return {median(seconds[which]), results[which]};
}

double turns::ratio(std::size_t which, std::size_t against) const {
    std::vector<double> ratios;
    for (std::size_t round = 0; round < seconds[which].size(); ++round) {
        ratios.push_back(seconds[which][round] / seconds[against][round]);
    }
    return median(std::move(ratios));
}

turns measure_in_turn(const std::vector<std::function<std::uint64_t()>>& contenders) {
    turns t;
    t.seconds.resize(contenders.size());
    t.results.resize(contenders.size());
    int rounds = 15;
    for (int round = 0; round < rounds; ++round) {
        const auto round_start = clock_type::now();
        for (std::size_t i = 0; i < contenders.size(); ++i) {
            const auto start = clock_type::now();
            t.results[i] = contenders[i]();
            t.seconds[i].push_back(seconds_since(start));
        }
        if (round == 0) {
            rounds = std::clamp(static_cast<int>(60.0 / seconds_since(round_start)), 3, 15);
        }
    }
    return t;
}

long peak_rss_kib(const std::function<std::uint64_t()>& count) {
    std::fflush(stdout);
    const pid_t child = fork();
    if (child == 0) {
        const std::uint64_t result = count();
        _exit(result == 0 ? 1 : 0);
    }
    int status = 0;
    rusage usage{};
    if (child < 0 || wait4(child, &status, 0, &usage) != child) {
        return -1;
    }
    return usage.ru_maxrss;
}

} // namespace queens::bench
