// How fast a full trace is written: every message of the search for all 92 eight-queens
// solutions, sentinel included, at level trace, as JSON lines to a file through spdlog; against
// writing the very same bytes with plain buffered I/O (std::fwrite) in the same run.
#include "measure.hpp"

#include <queens/board.hpp>
#include <queens/trace_format.hpp>

#include <spdlog/sinks/basic_file_sink.h>
#include <spdlog/sinks/ostream_sink.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

namespace {

using clock_type = std::chrono::steady_clock;
using queens::bench::median;

struct run {
    double seconds;
    std::uint64_t messages;
};

run trace_all(const std::shared_ptr<spdlog::logger>& logger) {
    const auto start = clock_type::now();
    logger->set_level(spdlog::level::trace); // the whole conversation
    queens::trace_writer writer{logger, queens::trace_options{"jsonl", 8}};
    writer.begin();
    queens::board b{8, queens::make_queen(), queens::trace_links(writer, 8)};
    const auto solutions = b.count();
    writer.finish(0, false);
    const double seconds = std::chrono::duration<double>(clock_type::now() - start).count();
    if (solutions != 92) {
        std::fprintf(stderr, "wrong count %llu\n", static_cast<unsigned long long>(solutions));
        std::exit(1);
    }
    return {seconds, writer.counts().messages()};
}

} // namespace

int main() {
    const auto dir = std::filesystem::temp_directory_path();
    const std::string traced_path = (dir / "queens_trace_benchmark.jsonl").string();
    const std::string plain_path = (dir / "queens_trace_benchmark_plain.jsonl").string();

    // The bytes of the trace, kept in memory for the plain writer.
    std::ostringstream captured;
    {
        auto memory = std::make_shared<spdlog::logger>(
            "memory", std::make_shared<spdlog::sinks::ostream_sink_st>(captured));
        memory->set_pattern("%v");
        (void)trace_all(memory);
    }
    const std::string bytes = captured.str();

    std::vector<double> traced;
    std::vector<double> plain;
    std::uint64_t messages = 0;
    for (int round = 0; round < 7; ++round) {
        {
            auto logger = std::make_shared<spdlog::logger>(
                "file", std::make_shared<spdlog::sinks::basic_file_sink_st>(traced_path, true));
            logger->set_pattern("%v");
            const run r = trace_all(logger);
            traced.push_back(r.seconds);
            messages = r.messages;
        }
        {
            const auto start = clock_type::now();
            std::FILE* file = std::fopen(plain_path.c_str(), "wb");
            // The same lines, written the way a careful C program would: buffered fwrite.
            std::size_t begin = 0;
            while (begin < bytes.size()) {
                const std::size_t end = bytes.find('\n', begin) + 1;
                std::fwrite(bytes.data() + begin, 1, end - begin, file);
                begin = end;
            }
            std::fclose(file);
            plain.push_back(std::chrono::duration<double>(clock_type::now() - start).count());
        }
    }
    const auto size = std::filesystem::file_size(traced_path);
    const double traced_seconds = median(traced);
    const double plain_seconds = median(plain);
    const double rate = static_cast<double>(messages) / traced_seconds;
    const double ratio = traced_seconds / plain_seconds;
    std::printf("full trace of all 92 eight-queens solutions, level trace, JSONL to a file:\n");
    std::printf("  messages                     %llu (%llu bytes, %s)\n",
                static_cast<unsigned long long>(messages), static_cast<unsigned long long>(size),
                size == bytes.size() ? "same bytes as the plain writer" : "SIZE DIFFERS");
    std::printf("  search + trace through spdlog %8.4f s  %12.0f messages/s (goal >= 1,000,000)\n",
                traced_seconds, rate);
    std::printf("  plain buffered fwrite         %8.4f s\n", plain_seconds);
    std::printf("  ratio                         %8.2f x   (goal <= 3)\n", ratio);
    std::filesystem::remove(traced_path);
    std::filesystem::remove(plain_path);
    const bool met = rate >= 1e6 && ratio <= 3.0 && size == bytes.size();
    std::printf("%s\n", met ? "all goals met" : "SOME GOALS MISSED");
    return met ? 0 : 1;
}
