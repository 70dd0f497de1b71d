// What the command line as a library (queens::cli::run) writes, captured for a test.
#pragma once

#include <boost/test/unit_test.hpp>

#include <queens/cli.hpp>
#include <queens/pieces.hpp>
#include <queens/trace_format.hpp>

#include <cstdio>
#include <string>
#include <unistd.h>
#include <utility>
#include <vector>

namespace queens_test {

/// What `queens::cli::run` writes on `stream` (standard output or error) for `args` (after the
/// program's name), and its status. `pieces`: a registry, or a function that makes one.
template <class Pieces>
std::pair<int, std::string>
output_of(int stream, std::vector<std::string> args, const Pieces& pieces,
          const queens::trace_format_registry& formats = queens::standard_trace_formats()) {
    std::string name = "camel";
    std::vector<char*> argv{name.data()};
    for (std::string& arg : args) {
        argv.push_back(arg.data());
    }
    argv.push_back(nullptr);
    std::fflush(stdout);
    std::fflush(stderr);
    std::FILE* captured = std::tmpfile();
    BOOST_TEST_REQUIRE(captured != nullptr);
    const int saved = ::dup(stream);
    ::dup2(::fileno(captured), stream);
    const int status =
        queens::cli::run(static_cast<int>(argv.size()) - 1, argv.data(), pieces, formats);
    std::fflush(stdout);
    std::fflush(stderr);
    ::dup2(saved, stream);
    ::close(saved);
    std::string text;
    std::rewind(captured);
    for (int c = std::fgetc(captured); c != EOF; c = std::fgetc(captured)) {
        text += static_cast<char>(c);
    }
    std::fclose(captured);
    return {status, text};
}

inline std::pair<int, std::string>
stdout_of(std::vector<std::string> args, const queens::piece_registry& pieces,
          const queens::trace_format_registry& formats = queens::standard_trace_formats()) {
    return output_of(STDOUT_FILENO, std::move(args), pieces, formats);
}

} // namespace queens_test
