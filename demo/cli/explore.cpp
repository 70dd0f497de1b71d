// queens explore: the explorer page, the library's own chain running in the browser.
#include "../explorer_page.hpp"
#include "../output.hpp"
#include "commands.hpp"
#include "stop.hpp"

#include <queens/registry.hpp>

#include <fmt/format.h>

#include <cctype>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <string>
#include <system_error>
#include <unistd.h>

namespace queens::cli {

namespace {

/// An extender's page (queens_add_explorer_page): false when it is empty, built without em++.
bool write_parts(std::ostream& out, std::span<const std::string_view> parts) {
    bool written = false;
    for (const std::string_view part : parts) {
        out << part;
        written = written || !part.empty();
    }
    return written;
}

/// Says, on standard error, which of the program's kinds the library's own page does not hold
/// (a program run with pieces of its own and no page of them): the page is written all the
/// same, and tells a visitor asking for one of them that it is not there.
void name_missing_kinds(const piece_registry& pieces) {
    const piece_registry standard = standard_pieces();
    std::string missing;
    for (const piece_kind& kind : pieces.kinds()) {
        if (!standard.contains(kind.name)) {
            missing += (missing.empty() ? "" : ", ") + in_quotes(kind.name, 40);
        }
    }
    if (!missing.empty()) {
        std::fprintf(stderr,
                     "%s: this page holds the library's own pieces, not this program's %s: a page "
                     "of them is built with queens_add_explorer_page (docs/extending.md)\n",
                     program_name().c_str(), missing.c_str());
    }
}

/// `path` as a file:// URL a terminal can open: every byte but letters, digits and `-._~/`
/// percent-encoded (RFC 3986), so spaces and controls alike reach the terminal as text.
std::string file_url(const std::filesystem::path& path) {
    std::string url = "file://";
    for (const char c : path.string()) {
        const auto byte = static_cast<unsigned char>(c);
        const bool kept = (std::isalnum(byte) != 0 && byte < 0x80U) || c == '-' || c == '.' ||
                          c == '_' || c == '~' || c == '/';
        url += kept ? std::string(1, c) : fmt::format("%{:02X}", byte);
    }
    return url;
}

/// Says where the page went and how to open it, to a person at a terminal: the default path is
/// a file, and a student who typed `queens explore` alone saw nothing happen. The link names
/// the file itself (`..` and links resolved, as a browser would not), and only a file's.
void say_where(const std::string& path) {
    if (queens::demo::names_standard_output(path) || ::isatty(::fileno(stderr)) == 0) {
        return;
    }
    std::error_code failed;
    const std::filesystem::path file = std::filesystem::canonical(path, failed);
    if (failed || !std::filesystem::is_regular_file(file, failed)) {
        return;
    }
    std::fprintf(stderr, "%s: wrote %s: open it in a browser: %s\n", program_name().c_str(),
                 in_quotes(path, echoed_path_bytes).c_str(), file_url(file).c_str());
}

} // namespace

CLI::App* add_explore(CLI::App& app, explore_command& options) {
    auto* command = app.add_subcommand(
        "explore", "write the explorer: the real queens, stepped in your browser (one file)");
    file_option(command->add_option("-o,--output", options.path, "the page to write"))
        ->capture_default_str();
    return command;
}

int run_explore(const explore_command& options) {
    queens::demo::output out{options.path};
    refuse_page_on_terminal(out.to_terminal(), "the explorer"); // a usage error first
    std::ostringstream page;
    if (options.page) {
        if (!write_parts(page, *options.page)) {
            throw queens::demo::write_failed(
                "this program was built without the explorer page of its pieces (emscripten's "
                "em++ not found, or QUEENS_BUILD_EXPLORER off); install emscripten (Debian: apt "
                "install emscripten), or turn the option on, and build it again");
        }
    } else if (!queens::demo::explorer_available()) {
        throw queens::demo::write_failed(
            "this queens was built without its explorer page (emscripten's em++ not found, or "
            "QUEENS_BUILD_EXPLORER off); install emscripten (tools/install-deps), or turn the "
            "option on, and build again");
    }
    if (!options.page) {
        queens::demo::write_explorer_page(page);
    }
    queens::demo::check_whole(page);
    out.logger()->info(page.str());
    check_stop(); // the temporary file goes with `out`
    out.commit();
    say_where(options.path);
    if (!options.page && options.pieces != nullptr) {
        name_missing_kinds(*options.pieces);
    }
    return exit_done;
}

} // namespace queens::cli
