// queens trace --format html: the page built aside and written a slice at a time, so that a
// stop is answered whatever it interrupts (trace_page.hpp).
#include "trace_page.hpp"

#include "../replay_page.hpp"
#include "options.hpp"
#include "stop.hpp"

#include <chrono>
#include <cstdio>
#include <future>
#include <sstream>
#include <stdexcept>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

namespace queens::cli {
namespace {

/// `build` started on a thread of its own. A thread that cannot start (a small `ulimit -v` or
/// `ulimit -u`) is said with what failed and what to do, not as the bare "Resource temporarily
/// unavailable" of the system's error.
template <typename Build>
auto aside(Build build) {
    try {
        return std::async(std::launch::async, std::move(build));
    } catch (const std::system_error& e) {
        throw std::runtime_error(std::string{"cannot start the thread that builds the page ("} +
                                 e.what() +
                                 "): raise the limit on memory or processes (ulimit -v, "
                                 "ulimit -u), or write the trace with --format jsonl");
    }
}

/// The page written a megabyte at a time, so a stop is answered between two of them (or wakes
/// a blocked write). A file is left as it was, and the stop says nothing was written; what a
/// pipe or a FIFO took cannot be taken back, and the stop says so in the words of any write cut
/// short (`interrupted_write`; `output::write` leaves them as `last_words` for a run ended
/// blocked in it). Throws `stopped` after a stop.
void write_page(queens::demo::output& out, std::string page) {
    page += '\n';
    constexpr std::size_t slice = std::size_t{1} << 20U;
    for (std::size_t at = 0; at < page.size(); at += slice) {
        if (stop_requested().load()) {
            out.abandon();
            if (at > 0 && !out.whole_or_absent()) {
                queens::demo::interrupted_write(queens::demo::shown(out.path()));
            }
            last_words(nullptr); // said here, once
            std::fprintf(stderr, "%s: interrupted while writing the page; nothing written\n",
                         program_name().c_str());
            throw stopped{};
        }
        try {
            out.write(std::string_view{page}.substr(at, slice));
        } catch (const stopped&) { // the write said what it cut short (`interrupted_write`)
            out.abandon();
            throw;
        }
    }
    last_words(nullptr);
}

} // namespace

void write_trace_page(queens::demo::output& out, std::string jsonl, const std::string& title,
                      int size) {
    auto building = aside([&] {
        std::vector<std::string> lines;
        {
            std::istringstream in{std::move(jsonl)};
            for (std::string line; std::getline(in, line);) {
                lines.push_back(std::move(line));
            }
            queens::demo::check_whole(in); // not a line left out
        }
        std::ostringstream page;
        queens::demo::write_replay_page(page, title, size, lines);
        queens::demo::check_whole(page);
        return std::move(page).str();
    });
    while (building.wait_for(std::chrono::milliseconds(50)) != std::future_status::ready) {
        if (stop_requested().load()) {
            out.abandon();
            std::fprintf(stderr, "%s: interrupted while building the page; nothing written\n",
                         program_name().c_str());
            end_now(); // the page thread cannot be stopped: end here
        }
    }
    write_page(out, building.get());
}

} // namespace queens::cli
