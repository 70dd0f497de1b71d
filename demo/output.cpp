#include "output.hpp"

#include "cli/stop.hpp"

#include <queens/text.hpp>

#include <spdlog/details/null_mutex.h>
#include <spdlog/sinks/base_sink.h>

#include <cerrno>
#include <charconv>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace queens::demo {

namespace fs = std::filesystem;

namespace {

/// How a message names the output: standard output by that name (never '-'), a path quoted
/// and escaped.
std::string shown(const std::string& path) {
    if (path.empty() || path == "-") {
        return "standard output";
    }
    // Appended, not '+': GCC 12 sees a false overlap in "'" + std::string (GCC bug 105329).
    std::string quoted{"'"};
    quoted.append(queens::escaped(path)).append("'");
    return quoted;
}

/// Writes each formatted line to a FILE*, and throws at the first failed write.
class file_sink final : public spdlog::sinks::base_sink<spdlog::details::null_mutex> {
public:
    file_sink(std::FILE* file, std::string name) : file_{file}, name_{std::move(name)} {}

protected:
    void sink_it_(const spdlog::details::log_msg& message) override {
        spdlog::memory_buf_t line;
        formatter_->format(message, line);
        if (std::fwrite(line.data(), 1, line.size(), file_) != line.size()) {
            fail();
        }
    }
    void flush_() override {
        if (std::fflush(file_) != 0) {
            fail();
        }
    }

private:
    [[noreturn]] void fail() const {
        const int error = errno;
        if (error == EINTR && queens::cli::stop_requested().load()) {
            throw queens::cli::stopped{}; // a stop signal woke a blocked write
        }
        throw write_failed("cannot write " + name_ + ": " + std::strerror(error), error);
    }
    std::FILE* file_;
    std::string name_;
};

/// The descriptor of ours that `path` names, or -1: `-` (standard output), `/dev/stdout`,
/// `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` for an open N, or any path to the very
/// file standard output or standard error is. Such a path is written as that stream, never
/// truncated or replaced (a log that standard error appends to stays whole).
int stream_descriptor(const std::string& path) {
    if (path.empty() || path == "-" || path == "/dev/stdout") {
        return STDOUT_FILENO;
    }
    if (path == "/dev/stderr") {
        return STDERR_FILENO;
    }
    for (const std::string_view prefix : {"/dev/fd/", "/proc/self/fd/"}) {
        if (path.starts_with(prefix)) {
            const std::string_view digits = std::string_view{path}.substr(prefix.size());
            int fd = -1;
            const auto [end, error] =
                std::from_chars(digits.data(), digits.data() + digits.size(), fd);
            if (error == std::errc{} && end == digits.data() + digits.size() && fd >= 0 &&
                ::fcntl(fd, F_GETFD) != -1) {
                return fd;
            }
        }
    }
    struct stat target {};
    if (::stat(path.c_str(), &target) != 0) {
        return -1;
    }
    for (const int fd : {STDOUT_FILENO, STDERR_FILENO}) {
        struct stat open {};
        if (::fstat(fd, &open) == 0 && target.st_dev == open.st_dev &&
            target.st_ino == open.st_ino) {
            return fd;
        }
    }
    return -1;
}

/// The mode a new file gets: 0666 less the umask.
mode_t new_file_mode() {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

} // namespace

void output::check_path(const std::string& path) {
    if (stream_descriptor(path) >= 0) {
        return;
    }
    std::error_code error;
    const auto status = fs::status(path, error);
    if (fs::is_directory(status)) {
        throw bad_output("cannot write '" + path + "': it is a directory");
    }
    const fs::path parent = fs::path(path).parent_path();
    if (!parent.empty() && !fs::is_directory(parent, error)) {
        throw bad_output("cannot write '" + path + "': no directory '" + parent.string() +
                         "'; give a path in an existing directory, or - for standard output");
    }
    const bool system_path = path.rfind("/dev/", 0) == 0 || path.rfind("/proc/", 0) == 0;
    const std::string directory = parent.empty() ? "." : parent.string();
    if (!system_path && (!fs::exists(status) || fs::is_regular_file(status)) &&
        ::access(directory.c_str(), W_OK | X_OK) != 0) {
        throw bad_output("cannot write '" + path + "': " + std::strerror(errno) +
                         "; give a path in a writable directory, or - for standard output");
    }
}

output::output(const std::string& path) : path_{path} {
    spdlog::sink_ptr sink;
    // A stream of ours by name or by being the same open file. Paths under /dev and /proc name
    // devices and descriptors, never files to replace: they are written directly too.
    const bool system_path = path.rfind("/dev/", 0) == 0 || path.rfind("/proc/", 0) == 0;
    const int stream = stream_descriptor(path);
    if (stream == STDOUT_FILENO) {
        to_terminal_ = isatty(fileno(stdout)) != 0;
        sink = std::make_shared<file_sink>(stdout, shown(path));
    } else if (stream >= 0) {
        // Another descriptor of ours (standard error, /dev/fd/N): written where it stands, as
        // the stream it is (a duplicate, so closing this output leaves it open).
        const int copy = ::dup(stream);
        file_ = copy < 0 ? nullptr : ::fdopen(copy, "w");
        if (file_ == nullptr) {
            throw bad_output("cannot write '" + path + "': " + std::strerror(errno));
        }
        to_terminal_ = isatty(stream) != 0;
        sink = std::make_shared<file_sink>(file_, shown(path));
    } else {
        check_path(path);
        std::error_code error;
        const auto status = fs::status(path, error);
        const fs::path parent = fs::path(path).parent_path();
        if (!system_path && (!fs::exists(status) || fs::is_regular_file(status))) {
            // Created exclusively under a name no one can guess or plant, in the same
            // directory, so the final rename cannot cross file systems.
            std::string hidden{"."};
            hidden.append(fs::path(path).filename().string()).append(".XXXXXX");
            std::string pattern = ((parent.empty() ? fs::path(".") : parent) / hidden).string();
            const int fd = ::mkstemp(pattern.data());
            if (fd < 0) {
                throw bad_output("cannot write '" + path + "': " + std::strerror(errno) +
                                 "; give a path in a writable directory, or - for standard output");
            }
            temporary_ = pattern;
            queens::cli::remember_temporary(temporary_.c_str()); // a fault removes it too
            struct stat existing {};
            const bool exists = ::stat(path.c_str(), &existing) == 0;
            ::fchmod(fd, exists ? (existing.st_mode & 07777) : new_file_mode());
            file_ = ::fdopen(fd, "w");
        } else {
            file_ = std::fopen(path.c_str(), "w"); // a FIFO, a device: written directly
        }
        if (file_ == nullptr) {
            const int open_error = errno;
            if (open_error == EINTR && queens::cli::stop_requested().load()) {
                throw queens::cli::stopped{}; // a stop signal woke a blocked open (a FIFO)
            }
            if (!temporary_.empty()) {
                ::unlink(temporary_.c_str());
                temporary_.clear();
            }
            throw bad_output("cannot write '" + path + "': " + std::strerror(open_error) +
                             "; give a path in a writable directory, or - for standard output");
        }
        sink = std::make_shared<file_sink>(file_, shown(path));
    }
    // The caller owns this logger; nothing is registered with spdlog's global registry.
    logger_ = std::make_shared<spdlog::logger>("queens", std::move(sink));
    logger_->set_pattern("%v");
    logger_->set_level(spdlog::level::trace);
    // spdlog reports a failed write to an error handler and carries on; here a failed write
    // must stop the run, so the handler throws (the sink's own exception is caught by spdlog).
    logger_->set_error_handler([this](const std::string& what) {
        const int error = errno;
        throw write_failed(what.find("cannot write") != std::string::npos
                               ? what
                               : "cannot write " + shown(path_) + ": " + what,
                           error);
    });
}

void output::write(std::string_view text) {
    logger_->flush();
    std::FILE* file = file_ != nullptr ? file_ : stdout;
    if (std::fwrite(text.data(), 1, text.size(), file) != text.size()) {
        const int error = errno;
        if (error == EINTR && queens::cli::stop_requested().load()) {
            throw queens::cli::stopped{};
        }
        throw write_failed("cannot write " + shown(path_) + ": " + std::strerror(error), error);
    }
}

void output::commit() {
    logger_->flush();
    if (file_ == nullptr) {
        flush_stdout();
        return;
    }
    std::FILE* file = file_;
    file_ = nullptr;
    if (std::fclose(file) != 0) {
        const int error = errno;
        throw write_failed("cannot write '" + path_ + "': " + std::strerror(error), error);
    }
    if (!temporary_.empty()) {
        std::error_code error;
        fs::rename(temporary_, path_, error);
        if (error) {
            throw write_failed("cannot move the finished file to '" + path_ +
                               "': " + error.message());
        }
        temporary_.clear();
        queens::cli::remember_temporary(nullptr);
    }
}

void output::abandon() noexcept {
    if (!temporary_.empty()) {
        ::unlink(temporary_.c_str());
        temporary_.clear();
        queens::cli::remember_temporary(nullptr);
    }
}

output::~output() {
    if (file_ != nullptr) {
        std::fclose(file_);
    }
    if (!temporary_.empty()) {
        ::unlink(temporary_.c_str());
        queens::cli::remember_temporary(nullptr);
    }
}

void flush_stdout() {
    if (std::fflush(stdout) != 0 || std::ferror(stdout) != 0) {
        const int error = errno;
        throw write_failed(std::string("cannot write to standard output: ") + std::strerror(error),
                           error);
    }
}

} // namespace queens::demo
