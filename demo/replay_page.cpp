#include "replay_page.hpp"

#include "explorer_page.hpp"

#include <stdexcept>

namespace queens::demo {

std::string replay_limit_message() {
    return "--format html holds at most " + std::to_string(replay_max_steps) +
           " steps (every solution of 9 queens, the first of 15); this trace is longer: "
           "use `queens explore` to step through any search, or --format jsonl or chrome";
}

void replay_limit::on_event(const trace_event& event) {
    // A call and its reply are two steps, a solution one: each event is one step of the page.
    if (++steps_ > replay_max_steps) {
        throw replay_too_long{};
    }
    target_.on_event(event);
}

void write_replay_page(std::ostream& out, std::string_view title, int /*size*/,
                       const std::vector<std::string>& jsonl_lines) {
    // The explorer's front end with the recorded trace as its source of steps, and the
    // library's module for the words of the conversation.
    if (!explorer_available()) {
        throw std::runtime_error("this queens was built without the explorer's module, which "
                                 "the replay page speaks with: it needs emscripten's em++ at "
                                 "build time (tools/install-deps)");
    }
    write_front_end(out, title, true, [&jsonl_lines](std::ostream& events) {
        events << '[';
        for (std::size_t i = 0; i < jsonl_lines.size(); ++i) {
            events << (i == 0 ? "" : ",\n");
            write_script_safe(events, jsonl_lines[i]);
        }
        events << ']';
    });
}

} // namespace queens::demo
