// queens explore: the explorer page, the library's own chain running in the browser.
#include "../explorer_page.hpp"
#include "../output.hpp"
#include "commands.hpp"
#include "stop.hpp"

#include <sstream>

namespace queens::cli {

CLI::App* add_explore(CLI::App& app, explore_command& options) {
    auto* command = app.add_subcommand(
        "explore", "write the explorer: the real queens, stepped in your browser (one file)");
    command->add_option("-o,--output", options.path, "the page to write")->capture_default_str();
    return command;
}

int run_explore(const explore_command& options) {
    if (!queens::demo::explorer_available()) {
        throw queens::demo::write_failed(
            "this queens was built without emscripten, so it has no explorer page; install "
            "emscripten (tools/install-deps) and build again");
    }
    // Writing the page takes a moment: a signal ends the run at once, leaving no file.
    catch_stop_signals(); // a stop leaves no file at all
    queens::demo::output out{options.path};
    std::ostringstream page;
    queens::demo::write_explorer_page(page);
    out.logger()->info(page.str());
    check_stop(); // the temporary file goes with `out`
    out.commit();
    return exit_done;
}

} // namespace queens::cli
