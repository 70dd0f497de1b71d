// queens explore: the explorer page, the library's own chain running in the browser.
#include "../explorer_page.hpp"
#include "../output.hpp"
#include "commands.hpp"
#include "stop.hpp"

#include <sstream>

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

} // namespace

CLI::App* add_explore(CLI::App& app, explore_command& options) {
    auto* command = app.add_subcommand(
        "explore", "write the explorer: the real queens, stepped in your browser (one file)");
    file_option(command->add_option("-o,--output", options.path, "the page to write"))
        ->capture_default_str();
    return command;
}

int run_explore(const explore_command& options) {
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
    queens::demo::output out{options.path};
    if (!options.page) {
        queens::demo::write_explorer_page(page);
    }
    out.logger()->info(page.str());
    check_stop(); // the temporary file goes with `out`
    out.commit();
    return exit_done;
}

} // namespace queens::cli
