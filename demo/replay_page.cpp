#include "replay_page.hpp"

namespace queens::demo {

void write_replay_page(std::ostream& out, std::string_view title, int size,
                       const std::vector<std::string>& jsonl_lines) {
    out << "<!doctype html><title>" << title << "</title><p>" << size << " queens, "
        << jsonl_lines.size() << " records</p>";
}

} // namespace queens::demo
