// The replay page: the explorer's front end with a recorded trace as its source of steps.
#pragma once

#include <queens/trace.hpp>

#include <cstdint>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace queens::demo {

/// The most steps a replay page holds: about 57 MB of page (every solution of 9 queens, or
/// the first of 15, fit; `queens explore` steps through any search without a file).
inline constexpr std::uint64_t replay_max_steps = 500'000;

/// Thrown by `replay_limit` when a trace grows past `replay_max_steps`.
struct replay_too_long {};

/// The one line that says the limit, for the usage error.
[[nodiscard]] std::string replay_limit_message();

/// A listener that forwards every event to `target` and stops the search (throwing
/// `replay_too_long`) once more than `replay_max_steps` messages and solutions have passed.
class replay_limit final : public trace_listener {
public:
    explicit replay_limit(trace_listener& target) noexcept : target_{target} {}
    void on_event(const trace_event& event) override;

private:
    trace_listener& target_;
    std::uint64_t steps_ = 0;
};

/// Writes the page for a trace given as JSON lines (the `--format jsonl` records).
void write_replay_page(std::ostream& out, std::string_view title, int size,
                       const std::vector<std::string>& jsonl_lines);

} // namespace queens::demo
