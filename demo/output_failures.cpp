// What the program's outputs say when a write fails or is cut short, and the checks that find
// them (output.hpp).
#include "output.hpp"

#include "cli/options.hpp"
#include "cli/stop.hpp"

#include <queens/text.hpp>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <new>

namespace queens::demo {

std::string shown(const std::string& path) {
    if (path.empty() || path == "-") {
        return "standard output";
    }
    // Appended, not '+': GCC 12 sees a false overlap in "'" + std::string (GCC bug 105329).
    std::string quoted{"'"};
    quoted.append(queens::escaped(path)).append("'");
    return quoted;
}

write_failed stdout_write_failed(int error) {
    return {"cannot write " + shown("-") + ": " + std::strerror(error), error};
}

namespace {

std::string cut_short(const std::string& name) {
    return queens::cli::program_name() + ": interrupted while writing " + name +
           "; what it took is incomplete\n";
}

} // namespace

void check_whole(const std::ios& stream) {
    if (stream.bad()) {
        throw std::bad_alloc{};
    }
}

void interrupted_write(const std::string& name) {
    queens::cli::last_words(nullptr); // said here, once
    std::fputs(cut_short(name).c_str(), stderr);
    throw queens::cli::stopped{};
}

void cut_short_if_ended(const std::string& name) {
    queens::cli::last_words(cut_short(name).c_str());
}

void flush_stdout() {
    if (std::fflush(stdout) != 0 || std::ferror(stdout) != 0) {
        throw stdout_write_failed(errno);
    }
}

} // namespace queens::demo
