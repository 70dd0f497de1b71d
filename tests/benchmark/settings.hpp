// What queens_benchmark is asked on its command line (every number range-checked).
#pragma once

#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <optional>
#include <system_error>

namespace queens::bench {

/// What the command line asks.
struct settings {
    int max_n = 16;
    // The slow contenders stop early by default: the verbatim transcription takes about nine
    // minutes for N = 16. --full times every contender for every N.
    int max_verbatim = 13;
    int max_canonical = 14;
    int goal_from = 0;
    int goal_to = 0;
    /// --quick: boards so small that starting threads and weighing tasks dominate; the goals
    /// are printed but not judged (the counts still are).
    bool judge_goals = true;
};

/// A board size from the command line: digits only, 8 to 20; nullopt otherwise.
inline std::optional<int> size_argument(const char* text) {
    int n = 0;
    const char* end = text + std::strlen(text);
    const auto [past, error] = std::from_chars(text, end, n);
    if (error != std::errc{} || past != end || text == end || n < 8 || n > 20) {
        return std::nullopt;
    }
    return n;
}

/// The settings, or nullopt (after saying how to call it) for a command line it does not take.
inline std::optional<settings> parse(int argc, char** argv) {
    settings s;
    bool ok = true;
    const auto size_at = [&](int i) {
        const std::optional<int> n = size_argument(argv[i]);
        ok = ok && n.has_value();
        return n.value_or(8);
    };
    for (int i = 1; i < argc && ok; ++i) {
        if (std::strcmp(argv[i], "--quick") == 0) {
            s.max_n = 12;
            s.judge_goals = false;
        } else if (std::strcmp(argv[i], "--goals") == 0 && i + 2 < argc) {
            s.goal_from = size_at(++i);
            s.goal_to = size_at(++i);
            ok = ok && s.goal_from <= s.goal_to;
        } else if (std::strcmp(argv[i], "--full") == 0) {
            s.max_verbatim = s.max_canonical = 99;
        } else if (std::strcmp(argv[i], "--max-n") == 0 && i + 1 < argc) {
            s.max_n = size_at(++i);
        } else {
            ok = false;
        }
    }
    if (!ok) {
        std::fprintf(stderr, "usage: queens_benchmark [--quick | --max-n N] [--goals FROM TO] "
                             "[--full] (N from 8 to 20, FROM <= TO)\n");
        return std::nullopt;
    }
    if (s.goal_to == 0) { // N = 16..18, or the largest three of a longer table; 10..12 if quick
        s.goal_to = s.judge_goals ? std::max(18, s.max_n) : s.max_n;
        s.goal_from = std::max(8, s.goal_to - 2);
    }
    return s;
}

} // namespace queens::bench
