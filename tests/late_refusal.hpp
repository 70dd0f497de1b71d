// A queen whose code refuses only late, once she has been asked a number of questions the
// test chooses: past the questions `count` asks every piece before any work, so her refusal
// comes while her chain is counted (test_behaviours.cpp, test_cli.cpp).
#pragma once

#include <queens/queen.hpp>

#include <atomic>
#include <cstdint>
#include <limits>
#include <stdexcept>

namespace queens_test {

class late_refusing_queen final : public queens::queen {
public:
    using queen::queen;

    /// Questions asked of every such queen since `questions` was last set to 0 (a count asks
    /// them on several threads).
    inline static std::atomic<std::uint64_t> questions{0};
    /// She refuses every question past this many.
    inline static std::atomic<std::uint64_t> limit{std::numeric_limits<std::uint64_t>::max()};

    [[nodiscard]] bool can_attack(int row, int column) const override {
        if (questions.fetch_add(1, std::memory_order_relaxed) + 1 > limit.load()) {
            throw std::invalid_argument("asked too much");
        }
        return queen::can_attack(row, column);
    }
};

/// Sets her limit `more` questions past what `ask()` (asking her pieces, no more) takes.
template <typename Ask>
void refuse_past(Ask ask, std::uint64_t more) {
    late_refusing_queen::limit = std::numeric_limits<std::uint64_t>::max();
    late_refusing_queen::questions = 0;
    ask();
    late_refusing_queen::limit = late_refusing_queen::questions + more;
    late_refusing_queen::questions = 0;
}

} // namespace queens_test
