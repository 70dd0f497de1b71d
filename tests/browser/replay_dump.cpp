// Writes the replay page of one traced board whose kind has the words given, for the browser
// test of hostile words: replay_dump SIZE SINGULAR PLURAL > page.html
#include "../../demo/replay_page.hpp"

#include <queens/board.hpp>
#include <queens/registry.hpp>
#include <queens/trace_format.hpp>

#include <spdlog/sinks/ostream_sink.h>

#include <iostream>
#include <sstream>
#include <string>
#include <vector>

int main(int argc, char** argv) {
    if (argc != 4) {
        std::cerr << "usage: replay_dump SIZE SINGULAR PLURAL\n";
        return 2;
    }
    queens::trace_options options;
    options.format = "jsonl";
    options.size = std::stoi(argv[1]);
    options.piece = "hostile";
    options.singular = argv[2];
    options.plural = argv[3];
    std::ostringstream lines;
    auto logger = std::make_shared<spdlog::logger>(
        "dump", std::make_shared<spdlog::sinks::ostream_sink_st>(lines));
    logger->set_pattern("%v");
    logger->set_level(spdlog::level::trace);
    queens::trace_writer writer{logger, options};
    writer.begin();
    queens::board b{options.size, queens::make_queen(), queens::trace_links(writer, options.size)};
    (void)b.first_solution();
    writer.finish(0.0, false);
    std::vector<std::string> records;
    std::istringstream in{lines.str()};
    for (std::string line; std::getline(in, line);) {
        records.push_back(line);
    }
    queens::demo::write_replay_page(std::cout, options.plural, options.size, records);
    return 0;
}
