// queens::cli, as an extender's program uses it: the queens program's command line, run here
// as `queens count -n 6`, and once with an option it does not have.
#include <queens/cli.hpp>

#include <queens/registry.hpp>

#include <array>

namespace {
int run(std::array<const char*, 4> words) {
    std::array<char*, 4> argv{};
    for (std::size_t i = 0; i < words.size(); ++i) {
        argv[i] = const_cast<char*>(words[i]); // NOLINT(cppcoreguidelines-pro-type-const-cast)
    }
    return queens::cli::run(static_cast<int>(argv.size()), argv.data(), queens::standard_pieces());
}
} // namespace

int main() {
    const int counted = run({"queens", "count", "-n", "6"});
    const int refused = run({"queens", "count", "--no-such-option", "6"});
    // Exit 0 only when the command line counted, and refused a usage error (2), so the test can
    // fail.
    return counted == 0 && refused == 2 ? 0 : 1;
}
