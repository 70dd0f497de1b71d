#include "output.hpp"

#include <spdlog/details/null_mutex.h>
#include <spdlog/sinks/base_sink.h>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace queens::demo {

namespace fs = std::filesystem;

namespace {

std::string shown(const std::string& path) { return path.empty() ? std::string("-") : path; }

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
        throw write_failed("cannot write '" + name_ + "': " + std::strerror(error), error);
    }
    std::FILE* file_;
    std::string name_;
};

/// Whether `path` names the very file standard output is (`/dev/stdout`, `/proc/self/fd/1`).
bool is_own_stdout(const std::string& path) {
    struct stat target {};
    struct stat out {};
    return ::stat(path.c_str(), &target) == 0 && ::fstat(STDOUT_FILENO, &out) == 0 &&
           target.st_dev == out.st_dev && target.st_ino == out.st_ino;
}

/// The mode a new file gets: 0666 less the umask.
mode_t new_file_mode() {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

} // namespace

output::output(const std::string& path) : path_{path} {
    spdlog::sink_ptr sink;
    // Standard output by name or by being the same open file. Paths under /dev and /proc name
    // devices and descriptors, never files to replace: they are written directly too.
    const bool system_path = path.rfind("/dev/", 0) == 0 || path.rfind("/proc/", 0) == 0;
    const bool standard = path.empty() || path == "-" || is_own_stdout(path) ||
                          (system_path && path.find("stdout") != std::string::npos);
    if (standard) {
        to_terminal_ = isatty(fileno(stdout)) != 0;
        sink = std::make_shared<file_sink>(stdout, shown(path));
    } else {
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
            struct stat existing {};
            const bool exists = ::stat(path.c_str(), &existing) == 0;
            ::fchmod(fd, exists ? (existing.st_mode & 07777) : new_file_mode());
            file_ = ::fdopen(fd, "w");
        } else {
            file_ = std::fopen(path.c_str(), "w"); // a FIFO, a device: written directly
        }
        if (file_ == nullptr) {
            const int open_error = errno;
            if (!temporary_.empty()) {
                ::unlink(temporary_.c_str());
                temporary_.clear();
            }
            throw bad_output("cannot write '" + path + "': " + std::strerror(open_error) +
                             "; give a path in a writable directory, or - for standard output");
        }
        sink = std::make_shared<file_sink>(file_, path);
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
                               : "cannot write '" + shown(path_) + "': " + what,
                           error);
    });
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
    }
}

void output::abandon() noexcept {
    if (!temporary_.empty()) {
        ::unlink(temporary_.c_str());
        temporary_.clear();
    }
}

output::~output() {
    if (file_ != nullptr) {
        std::fclose(file_);
    }
    if (!temporary_.empty()) {
        ::unlink(temporary_.c_str());
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
