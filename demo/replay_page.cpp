#include "replay_page.hpp"

#include "explorer_page.hpp"

namespace queens::demo {

void write_replay_page(std::ostream& out, std::string_view title, int /*size*/,
                       const std::vector<std::string>& jsonl_lines) {
    // The explorer's front end with the recorded trace as its source of steps.
    write_front_end(out, title, false, [&jsonl_lines](std::ostream& events) {
        events << '[';
        for (std::size_t i = 0; i < jsonl_lines.size(); ++i) {
            events << (i == 0 ? "" : ",\n");
            write_script_safe(events, jsonl_lines[i]);
        }
        events << ']';
    });
}

} // namespace queens::demo
