#include "output_target.hpp"

#include "output.hpp"

#include <cerrno>
#include <charconv>
#include <climits>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <string_view>
#include <sys/stat.h>
#include <unistd.h>
#include <utility>

namespace queens::demo {

namespace {

bool same_file(const struct stat& a, const struct stat& b) {
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

/// A file whose data a write would destroy or feed back: a regular file, a FIFO, a socket.
/// Never a terminal or another device, which standard input often is (/dev/null, the tty), and
/// which `-o` may then name as any other device.
bool holds_data(const struct stat& file) {
    return S_ISREG(file.st_mode) || S_ISFIFO(file.st_mode) || S_ISSOCK(file.st_mode);
}

[[noreturn]] void refuse(const std::string& path, const std::string& why) {
    throw bad_output("cannot write '" + path + "': " + why);
}

/// N of `/dev/fd/N` or `/proc/self/fd/N`, or -1 for any other path.
int named_descriptor(const std::string& path) {
    for (const std::string_view prefix : {"/dev/fd/", "/proc/self/fd/"}) {
        if (path.starts_with(prefix)) {
            const std::string_view digits = std::string_view{path}.substr(prefix.size());
            int fd = -1;
            const auto [end, error] =
                std::from_chars(digits.data(), digits.data() + digits.size(), fd);
            if (error == std::errc{} && end == digits.data() + digits.size() && fd >= 0) {
                return fd;
            }
        }
    }
    return -1;
}

output_target stream(int descriptor) {
    output_target target;
    target.how = output_target::kind::stream;
    target.descriptor = descriptor;
    return target;
}

/// `path` with the symbolic links of its last part followed as open() follows them; a link to
/// nothing gives the path it points to, which the shell's `>` would create.
std::string followed(const std::string& path) {
    std::string at = path;
    for (int hops = 0; hops < 40; ++hops) { // the kernel's own limit
        struct stat link {};
        if (::lstat(at.c_str(), &link) != 0 || !S_ISLNK(link.st_mode)) {
            return at;
        }
        std::string to(PATH_MAX, '\0');
        const ssize_t length = ::readlink(at.c_str(), to.data(), to.size());
        if (length < 0 || static_cast<std::size_t>(length) >= to.size()) {
            refuse(path, length < 0 ? std::strerror(errno) : "its link is too long");
        }
        to.resize(static_cast<std::size_t>(length));
        if (!to.starts_with('/') && at.find('/') != std::string::npos) {
            to = parent_of(at).append("/").append(to); // relative to the link's own directory
        }
        at = to;
    }
    refuse(path, std::strerror(ELOOP));
}

/// The checks on a file to create or replace: its directory, and the file itself as the
/// shell's `>` checks it (write permission, with the effective ids, as open() uses).
output_target file_target(const std::string& path, const struct stat* existing) {
    output_target target;
    target.path = followed(path);
    if (target.path.ends_with('/')) {
        refuse(path, std::string{path.ends_with('/') ? "a path" : "its link leads to a path"} +
                         " ending in '/', which names a directory, not a file; give a file's "
                         "path, or - for standard output");
    }
    const std::string parent = parent_of(target.path);
    struct stat directory {};
    if (::stat(parent.c_str(), &directory) != 0 || !S_ISDIR(directory.st_mode)) {
        refuse(path, "no directory '" + parent +
                         "'; give a path in an existing directory, or - for standard output");
    }
    if (existing != nullptr) {
        struct stat real {};
        if (::stat(target.path.c_str(), &real) != 0 || !same_file(real, *existing)) {
            refuse(path, "its link does not lead to a path this program can replace");
        }
        if (::faccessat(AT_FDCWD, target.path.c_str(), W_OK, AT_EACCESS) != 0) {
            refuse(path, std::string{std::strerror(errno)} +
                             ": the file may not be written (the shell's > would refuse it too)");
        }
        target.exists = true;
        target.mode = existing->st_mode & 0777;
    }
    // The file is made whole beside its name and moved there: the directory must take it.
    if (::faccessat(AT_FDCWD, parent.c_str(), W_OK | X_OK, AT_EACCESS) != 0) {
        refuse(path, std::string{std::strerror(errno)} +
                         "; give a path in a writable directory, or - for standard output");
    }
    return target;
}

/// Throws when `named` is an input of this run: standard input, when it holds data, or one of
/// `inputs` (a merge's shards).
void refuse_inputs(const std::string& path, const struct stat& named,
                   std::span<const std::string> inputs) {
    struct stat in {};
    if (::fstat(STDIN_FILENO, &in) == 0 && same_file(in, named) && holds_data(in)) {
        refuse(path, "it is the standard input of this run; give another path, or - for "
                     "standard output");
    }
    for (const std::string& input : inputs) {
        struct stat file {};
        if (::stat(input.c_str(), &file) == 0 && same_file(file, named) && holds_data(file)) {
            refuse(path, "it is '" + input + "', an input of this run; give another path");
        }
    }
}

} // namespace

std::string parent_of(const std::string& path) {
    const std::size_t slash = path.rfind('/');
    if (slash == std::string::npos) {
        return ".";
    }
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string hidden_name(const std::string& path) {
    const std::string directory = parent_of(path);
    const std::size_t slash = path.rfind('/');
    const std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
    const long longest = ::pathconf(directory.c_str(), _PC_NAME_MAX);
    const std::size_t room = (longest > 16 ? static_cast<std::size_t>(longest) : 255) - 8;
    return directory + "/." + name.substr(0, room) + ".XXXXXX";
}

bool names_standard_output(const std::string& path) noexcept {
    if (path.empty() || path == "-" || path == "/dev/stdout") {
        return true;
    }
    struct stat named {};
    struct stat out {};
    return ::stat(path.c_str(), &named) == 0 && ::fstat(STDOUT_FILENO, &out) == 0 &&
           same_file(named, out);
}

output_target find_target(const std::string& path, std::span<const std::string> inputs) {
    if (path.empty() || path == "-" || path == "/dev/stdout") {
        return stream(STDOUT_FILENO);
    }
    if (path == "/dev/stderr") {
        return stream(STDERR_FILENO);
    }
    struct stat named {};
    const bool exists = ::stat(path.c_str(), &named) == 0;
    const int missing = exists ? 0 : errno;
    if (exists) {
        // Our own output streams by any name: written as the stream, never truncated.
        for (const int fd : {STDOUT_FILENO, STDERR_FILENO}) {
            struct stat open {};
            if (::fstat(fd, &open) == 0 && same_file(named, open)) {
                return stream(fd);
            }
        }
        refuse_inputs(path, named, inputs);
    }
    if (const int fd = named_descriptor(path); fd >= 0) {
        const int flags = ::fcntl(fd, F_GETFL);
        if (flags == -1) {
            refuse(path, "no descriptor " + std::to_string(fd) + " is open");
        }
        if ((flags & O_ACCMODE) == O_RDONLY) {
            refuse(path, "descriptor " + std::to_string(fd) +
                             " is open for reading only: an input of this run");
        }
        return stream(fd);
    }
    if (!exists && missing != ENOENT && missing != ENOTDIR) {
        refuse(path, std::strerror(missing));
    }
    if (exists && S_ISDIR(named.st_mode)) {
        refuse(path, "it is a directory");
    }
    if (exists && !S_ISREG(named.st_mode)) {
        output_target target; // a FIFO, a device: written in place, as the shell's > writes it
        target.how = output_target::kind::direct;
        target.path = path;
        return target;
    }
    return file_target(path, exists ? &named : nullptr);
}

bool can_name_unnamed() { return ::access("/proc/self/fd", X_OK) == 0; }

made_file file_beside(const std::string& final_path) {
    made_file made;
    made.error = EOPNOTSUPP;
    if (can_name_unnamed()) {
        made.fd = ::open(parent_of(final_path).c_str(), O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
        made.error = errno;
    }
    if (made.fd < 0 && (made.error == EOPNOTSUPP || made.error == EISDIR || made.error == EINVAL)) {
        std::string pattern = hidden_name(final_path); // a file system without unnamed files
        made.fd = ::mkostemp(pattern.data(), O_CLOEXEC);
        made.error = errno;
        if (made.fd >= 0) {
            made.temporary = std::move(pattern);
        }
    }
    return made;
}

} // namespace queens::demo
