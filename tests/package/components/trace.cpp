// Every header of queens::trace, and a trace of 4 queens written through spdlog: the packages it
// needs (spdlog, fmt) come with it, and the command line's CLI11 does not.
#include <queens/trace.hpp>
#include <queens/trace_format.hpp>
#include <queens/trace_words.hpp>

#include <queens/board.hpp>
#include <queens/queen.hpp>

#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <iostream>
#include <memory>
#include <sstream>

#if defined(CLI11_VERSION)
#error "a header of queens::trace included CLI11"
#endif

int main() {
    std::ostringstream text;
    auto logger = std::make_shared<spdlog::logger>(
        "consumer", std::make_shared<spdlog::sinks::ostream_sink_st>(text));
    logger->set_level(spdlog::level::trace);
    queens::trace_options options;
    options.size = 4;
    queens::trace_writer writer{logger, options};
    writer.begin();
    queens::board b{4, queens::make_queen(), queens::trace_links(writer, 4)};
    const auto solutions = b.count();
    writer.finish(0.0, false);
    logger->flush();
    const auto lines = text.str();
    std::cout << lines.substr(0, 200) << "...\n(" << solutions << " solutions, trace only)\n";
    // Exit 0 only for the right answers, so the test can fail.
    return solutions == 2 && writer.solutions() == 2 && lines.find("solution") != lines.npos ? 0
                                                                                             : 1;
}
