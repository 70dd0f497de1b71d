// queens explore: the explorer page, the library's own chain running in the browser.
#include "../explorer_page.hpp"
#include "../output.hpp"
#include "commands.hpp"
#include "stop.hpp"

#include <queens/registry.hpp>

#include <cstdio>
#include <sstream>
#include <string>

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
                "this program was built without emscripten's em++, so it has no explorer page "
                "of its pieces; install emscripten (Debian: apt install emscripten) and build it "
                "again");
        }
    } else if (!queens::demo::explorer_available()) {
        throw queens::demo::write_failed(
            "this queens was built without emscripten, so it has no explorer page; install "
            "emscripten (tools/install-deps) and build again");
    }
    if (!options.page) {
        queens::demo::write_explorer_page(page);
    }
    out.logger()->info(page.str());
    check_stop(); // the temporary file goes with `out`
    out.commit();
    if (!options.page && options.pieces != nullptr) {
        name_missing_kinds(*options.pieces);
    }
    return exit_done;
}

} // namespace queens::cli
