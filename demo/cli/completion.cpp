// queens completion: the shell's completion script of this program, written from its own
// command line, so it completes what this program accepts (an extender's kinds of piece too).
#include "completion.hpp"

#include "../output.hpp"
#include "commands.hpp"
#include "stop.hpp"

namespace queens::cli {

CLI::App* add_completion(CLI::App& app, completion_command& options) {
    options.program = &app;
    auto* command = app.add_subcommand(
        "completion", "print the shell's completion script of " + program_name() +
                          ": subcommands, options, kinds of piece, formats, files");
    add_enum(*command, "shell", options.shell, {{"bash", std::string{"bash"}}},
             "the shell to complete in")
        ->required();
    file_option(command->add_option("-o,--output", options.path,
                                    "write the script to FILE instead of standard output"));
    command->footer(
        "Completion in this shell: source <(" + program_name() +
        " completion bash). Installed, the script is in share/bash-completion/completions, "
        "where bash-completion finds it.");
    return command;
}

int run_completion(const completion_command& options) {
    // The name as bash will see it typed, quoted for bash once (program_name() is escaped for a
    // terminal: quoted again, its backslashes would name another program).
    const std::string script = bash_completion(*options.program, program_name_as_invoked());
    queens::demo::output out{options.path};
    out.write(script);
    check_stop(); // the temporary file goes with `out`
    out.commit();
    return exit_done;
}

} // namespace queens::cli
