// What an `-o` path names, decided once before anything is written: one of the program's own
// streams, a file to create or replace whole, or a device or FIFO to write in place. Private to
// the demo (output.cpp).
#pragma once

#include <sys/types.h>

#include <span>
#include <string>

namespace queens::demo {

struct output_target {
    enum class kind { stream, file, direct };
    kind how = kind::file;
    /// `stream`: the descriptor of ours the path names (standard output, standard error, an
    /// open /dev/fd/N), written where it stands.
    int descriptor = -1;
    /// `file`: the file to create or replace, symbolic links followed (the shell's `>` writes
    /// through a link, so `-o link` writes the link's target). `direct`: the path as given.
    std::string path;
    bool exists = false; ///< `file`: there is a file to replace
    mode_t mode = 0;     ///< `file`: the mode of the file replaced
};

/// What `path` names, checked as the shell's `>` would check it and more strictly: never an
/// input of this run (standard input when it is a file or a pipe, or one of `inputs`), never a
/// file the user may not write, a directory, or a file in a missing or read-only directory.
/// Throws `bad_output` saying why.
[[nodiscard]] output_target find_target(const std::string& path,
                                        std::span<const std::string> inputs);

/// The folder of `path` ("." for a bare name, "/" at the root).
[[nodiscard]] std::string parent_of(const std::string& path);
/// A hidden name beside `path` for its temporary file, ending in XXXXXX, that fits the
/// folder's longest name (a valid name of 255 bytes has a temporary name too).
[[nodiscard]] std::string hidden_name(const std::string& path);

/// Whether unnamed files can be named (through /proc/self/fd): without /proc they are not used.
[[nodiscard]] bool can_name_unnamed();

/// A file made to be written beside `final_path`, or why none could be.
struct made_file {
    int fd = -1;           ///< < 0 when none could be made
    int error = 0;         ///< then why (errno)
    std::string temporary; ///< its hidden name; empty when unnamed
};
/// Makes that file: unnamed where the file system has unnamed files, else under a hidden name
/// created exclusively (never following a planted link), which the caller removes or keeps.
/// The one way an output's file is made: to write it, and to find before the work that its
/// folder takes one.
[[nodiscard]] made_file file_beside(const std::string& final_path);

} // namespace queens::demo
