#include "output.hpp"

#include "cli/stop.hpp"
#include "file_sink.hpp"
#include "output_target.hpp"

#include <queens/text.hpp>

#include <cerrno>
#include <charconv>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <random>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <system_error>
#include <unistd.h>

namespace queens::demo {

namespace {

/// The mode a new file gets: 0666 less the umask.
mode_t new_file_mode() {
    const mode_t mask = ::umask(0);
    ::umask(mask);
    return 0666 & ~mask;
}

/// Throws for an open() that failed: `bad_output` when the path is the user's to change,
/// `write_failed` when the machine refused (out of descriptors or space): a failure at run time.
/// `what`: what could not be done, when it is not opening the path itself.
[[noreturn]] void open_failed(const std::string& path, int error, std::string_view what = "") {
    if (error == EINTR && queens::cli::stop_requested().load()) {
        throw queens::cli::stopped{}; // a stop signal woke a blocked open (a FIFO)
    }
    const std::string why =
        "cannot write " + shown(path) + ": " + std::string{what} + std::strerror(error);
    switch (error) {
    case EACCES:
    case EPERM:
    case ENOENT:
    case ENOTDIR:
    case EISDIR:
    case EROFS:
    case ENAMETOOLONG:
    case ELOOP:
    case ENXIO:
    case ETXTBSY:
        throw bad_output(why + "; give a path in a writable directory, or - for standard output");
    default:
        throw write_failed(why, error);
    }
}

/// Throws for a file that could not be made beside `final_path` to write `path`.
[[noreturn]] void no_file_made(const std::string& path, const std::string& final_path, int error) {
    if (error == ENOENT) {
        // The folder is there (find_target looked) yet has no room for a new name: a virtual
        // file system such as /proc or /sys, whose "No such file or directory" misleads.
        throw bad_output("cannot write " + shown(path) + ": its folder " +
                         shown(parent_of(final_path)) +
                         " takes no new files; give a path in a writable directory, or - for "
                         "standard output");
    }
    open_failed(path, error, "no file can be made in its folder: ");
}

} // namespace

void output::check_path(const std::string& path, std::span<const std::string> inputs) {
    const output_target target = find_target(path, inputs);
    if (target.how != output_target::kind::file) {
        return; // a stream or a device: opened when written (a FIFO would wait for a reader)
    }
    // The one test of a folder that takes the output is making its file there, as the
    // constructor will (a folder may say it is writable and take no file: /proc, /sys).
    made_file made = file_beside(target.path);
    if (!made.temporary.empty()) {
        ::unlink(made.temporary.c_str());
    }
    if (made.fd < 0) {
        no_file_made(path, target.path, made.error);
    }
    ::close(made.fd);
}

void output::note_terminal(int fd) noexcept {
    to_terminal_ = isatty(fd) != 0;
    struct winsize size {};
    columns_ = to_terminal_ && ::ioctl(fd, TIOCGWINSZ, &size) == 0 ? size.ws_col : 0;
}

output::output(const std::string& path, std::span<const std::string> inputs) : path_{path} {
    spdlog::sink_ptr sink;
    const output_target target = find_target(path, inputs);
    if (target.how == output_target::kind::stream && target.descriptor == STDOUT_FILENO) {
        note_terminal(STDOUT_FILENO);
        sink = std::make_shared<file_sink>(stdout, shown(path), true);
    } else if (target.how == output_target::kind::stream) {
        // Another descriptor of ours (standard error, /dev/fd/N): written where it stands, as
        // the stream it is (a duplicate, so closing this output leaves it open).
        const int copy = ::fcntl(target.descriptor, F_DUPFD_CLOEXEC, 0);
        file_ = copy < 0 ? nullptr : ::fdopen(copy, "w");
        if (file_ == nullptr) {
            throw write_failed("cannot write " + shown(path) + ": " + std::strerror(errno), errno);
        }
        note_terminal(target.descriptor);
        sink = std::make_shared<file_sink>(file_, shown(path), true);
    } else if (target.how == output_target::kind::direct) {
        // A FIFO, a device: written in place, never truncated (nor created: it is there).
        const int fd = ::open(target.path.c_str(), O_WRONLY | O_CLOEXEC | O_NOCTTY);
        if (fd < 0) {
            open_failed(path, errno);
        }
        struct stat opened {};
        if (::fstat(fd, &opened) != 0 || S_ISREG(opened.st_mode)) {
            ::close(fd); // a file put there since it was looked at: never written in place
            throw bad_output("cannot write " + shown(path) + ": it changed while it was opened");
        }
        note_terminal(fd);
        file_ = ::fdopen(fd, "w");
        if (file_ == nullptr) {
            const int error = errno;
            ::close(fd);
            throw write_failed("cannot write " + shown(path) + ": " + std::strerror(error), error);
        }
        sink = std::make_shared<file_sink>(file_, shown(path), true);
    } else {
        final_ = target.path;
        open_file(target.exists, target.exists ? target.mode : new_file_mode());
        sink = std::make_shared<file_sink>(file_, shown(path), false);
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
    if (!whole_or_absent()) {
        cut_short_if_ended(shown(path_)); // what a pipe takes of it stays, even cut short
    }
    std::FILE* file = file_ != nullptr ? file_ : stdout;
    if (std::fwrite(text.data(), 1, text.size(), file) != text.size()) {
        const int error = errno;
        if (error == EINTR && queens::cli::stop_requested().load()) {
            interrupted_write(shown(path_));
        }
        throw write_failed("cannot write " + shown(path_) + ": " + std::strerror(error), error);
    }
}

/// Opens the file the output is made in, beside `final_`: unnamed where the file system has
/// unnamed files, else under a hidden name created exclusively (never following a planted link).
void output::open_file(bool exists, mode_t mode) {
    made_file made = file_beside(final_);
    const int fd = made.fd;
    unnamed_ = fd >= 0 && made.temporary.empty();
    if (!made.temporary.empty()) {
        temporary_ = std::move(made.temporary);
        queens::cli::remember_temporary(temporary_.c_str()); // a fault removes it too
    }
    if (fd < 0) {
        no_file_made(path_, final_, made.error);
    }
    // The mode of the file replaced, or a new file's (not mkostemp's 0600); set bits dropped.
    ::fchmod(fd, exists ? mode : new_file_mode());
    file_ = ::fdopen(fd, "w");
    if (file_ == nullptr) {
        const int error = errno;
        ::close(fd);
        throw write_failed("cannot write '" + path_ + "': " + std::strerror(error), error);
    }
}

/// Names the finished unnamed file `final_`. A new name is one `linkat`, so no moment leaves
/// a temporary name; an existing file is replaced by a link to a hidden name, then a rename:
/// the one brief moment a `kill -9` would leave that name behind.
void output::name_unnamed(int fd) {
    const std::string self = "/proc/self/fd/" + std::to_string(fd);
    const auto failed = [this](int error) {
        throw write_failed(
            "cannot move the finished file to '" + path_ + "': " + std::strerror(error), error);
    };
    if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, final_.c_str(), AT_SYMLINK_FOLLOW) == 0) {
        return;
    }
    if (errno != EEXIST) {
        failed(errno);
    }
    std::random_device random;
    constexpr std::string_view letters = "abcdefghijklmnopqrstuvwxyz0123456789";
    for (int attempt = 0; attempt < 100 && temporary_.empty(); ++attempt) {
        std::string name = hidden_name(final_);
        for (std::size_t at = name.size() - 6; at < name.size(); ++at) {
            name[at] = letters[random() % letters.size()];
        }
        queens::cli::remember_temporary(name.c_str()); // before it exists: a stop removes it
        if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, name.c_str(), AT_SYMLINK_FOLLOW) == 0) {
            temporary_ = name;
        } else if (errno != EEXIST) {
            queens::cli::remember_temporary(nullptr);
            failed(errno);
        }
    }
    if (temporary_.empty() || ::rename(temporary_.c_str(), final_.c_str()) != 0) {
        failed(temporary_.empty() ? EEXIST : errno); // the destructor removes the name
    }
    temporary_.clear();
    queens::cli::remember_temporary(nullptr);
}

void output::commit() {
    logger_->flush();
    if (file_ == nullptr) {
        flush_stdout();
        return;
    }
    std::FILE* file = file_;
    file_ = nullptr;
    if (unnamed_) {
        // Everything written reached the file before it gets a name; local file systems (the
        // ones with unnamed files) report no error at close.
        if (std::fflush(file) != 0 || std::ferror(file) != 0) {
            const int error = errno;
            std::fclose(file);
            throw write_failed("cannot write '" + path_ + "': " + std::strerror(error), error);
        }
        try {
            name_unnamed(fileno(file));
        } catch (...) {
            std::fclose(file);
            throw;
        }
        std::fclose(file);
        return;
    }
    if (std::fclose(file) != 0) {
        const int error = errno;
        throw write_failed("cannot write '" + path_ + "': " + std::strerror(error), error);
    }
    if (!temporary_.empty()) {
        if (::rename(temporary_.c_str(), final_.c_str()) != 0) {
            const int error = errno;
            throw write_failed(
                "cannot move the finished file to '" + path_ + "': " + std::strerror(error), error);
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
    unnamed_ = false; // an unnamed file is never named now: it goes when it is closed
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

} // namespace queens::demo
