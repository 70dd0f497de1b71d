// The 8-queens figures the docs quote, computed by the library: squares tested, messages,
// solutions and fundamental solutions (docs/README.md, "Words these pages use").
#include <queens/board.hpp>
#include <queens/solution.hpp>
#include <queens/trace.hpp>

#include <cstdio>
#include <set>

int main() {
    // To the first solution: the board asks until the chain stands on one.
    queens::message_counter first;
    queens::board to_first{8, queens::make_queen(), queens::trace_links(first, 8)};
    (void)to_first.first_solution();

    // Every solution, and the fundamental ones: one per set of images under the board's
    // eight symmetries (rotations and reflections).
    queens::message_counter all;
    queens::board every{8, queens::make_queen(), queens::trace_links(all, 8)};
    std::set<queens::solution> fundamental;
    for (const queens::solution& s : every.solutions()) {
        fundamental.insert(s.canonical());
    }

    std::printf("first solution: %llu squares tested, %llu messages\n",
                static_cast<unsigned long long>(first.squares_tested()),
                static_cast<unsigned long long>(first.messages()));
    std::printf("all solutions: %llu squares tested, %llu messages, %llu solutions, "
                "%zu fundamental\n",
                static_cast<unsigned long long>(all.squares_tested()),
                static_cast<unsigned long long>(all.messages()),
                static_cast<unsigned long long>(all.solutions()), fundamental.size());
}
