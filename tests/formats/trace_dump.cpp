// Writes one trace to standard output, for the real-tool tests of the formats:
//   trace_dump FORMAT SIZE LEVEL LOGGER [SINGULAR [PLACE]]
// FORMAT text|jsonl|mermaid|chrome; LEVEL one of spdlog's level names; LOGGER `plain` (pattern
// %v), `default` (a logger as spdlog constructs it: its default pattern and level) or
// `timestamp` (a pattern with a timestamp); SINGULAR the display name of the pieces; PLACE
// squares to pin queens to, as `--place` takes them (b4,e2).
// Exit 3 when the writer refuses (trace_too_large), with its message on standard error.
#include <queens/board.hpp>
#include <queens/registry.hpp>
#include <queens/solution.hpp>
#include <queens/trace_format.hpp>

#include <spdlog/sinks/stdout_sinks.h>

#include <cstdio>
#include <string>

int main(int argc, char** argv) {
    if (argc < 5) {
        std::fputs("usage: trace_dump FORMAT SIZE LEVEL LOGGER [SINGULAR [PLACE]]\n", stderr);
        return 2;
    }
    queens::trace_options options;
    options.format = argv[1]; // a name of queens::standard_trace_formats()
    options.size = std::stoi(argv[2]);
    if (argc > 5) {
        options.piece = argv[5];
        options.singular = argv[5];
        options.plural = std::string{argv[5]} + "s";
    }
    if (argc > 6) {
        options.pinned = queens::parse_squares(argv[6], options.size);
    }
    const queens::piece_registry pieces = queens::standard_pieces();
    const queens::piece_maker maker = queens::with_pinned(pieces.find("queen"), options.pinned);
    auto logger =
        std::make_shared<spdlog::logger>("dump", std::make_shared<spdlog::sinks::stdout_sink_st>());
    const std::string kind = argv[4];
    if (kind == "plain") {
        logger->set_pattern("%v");
    } else if (kind == "timestamp") {
        logger->set_pattern("%Y-%m-%dT%H:%M:%S.%f %l %v");
    }
    if (kind != "default") {
        logger->set_level(spdlog::level::from_str(argv[3]));
    }
    queens::trace_writer writer{logger, options};
    writer.begin();
    try {
        queens::board b{options.size, maker, queens::trace_links(writer, options.size)};
        (void)b.count();
    } catch (const queens::trace_too_large& e) {
        std::fflush(stdout);
        std::fprintf(stderr, "%s\n", e.what());
        return 3;
    }
    writer.finish(0.0, false);
    return 0;
}
