// The replay page: one self-contained HTML file that replays a trace in the browser.
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace queens::demo {

/// Writes the page for a trace given as JSON lines (the `--format jsonl` records).
void write_replay_page(std::ostream& out, std::string_view title, int size,
                       const std::vector<std::string>& jsonl_lines);

} // namespace queens::demo
