// The `queens` program with one more trace format: who talks to whom, as a Graphviz graph
// (docs/extending.md). `dot_queens trace -n 6 --format dot | dot -Tsvg -o talk.svg`
#include <queens/cli.hpp>
#include <queens/registry.hpp>
#include <queens/trace_format.hpp>

#include <map>
#include <string>
#include <tuple>

/// Every participant a node, every kind of message between two of them an edge with its count.
class dot_format final : public queens::trace_format {
public:
    void begin(queens::trace_writer& out) override {
        out.line(spdlog::level::info, "digraph conversation {");
        out.line(spdlog::level::info, "  rankdir=RL; node [shape=box];");
        for (int id = out.options().size + 1; id >= 0; --id) {
            out.line(spdlog::level::info,
                     "  P" + std::to_string(id) + " [label=\"" + quoted(out.name(id)) + "\"];");
        }
    }
    void event(queens::trace_writer& /*out*/, const queens::trace_event& event) override {
        if (event.what != queens::message::solution && event.when == queens::phase::call) {
            ++sent_[{event.sender, event.receiver, event.what}];
        }
    }
    void finish(queens::trace_writer& out, double /*seconds*/, bool /*interrupted*/) override {
        for (const auto& [edge, count] : sent_) {
            const auto& [from, to, what] = edge;
            out.line(spdlog::level::info, "  P" + std::to_string(from) + " -> P" +
                                              std::to_string(to) + " [label=\"" +
                                              std::string(queens::to_string(what)) + " x" +
                                              std::to_string(count) + "\"];");
        }
        out.line(spdlog::level::info, "}");
    }

private:
    /// A DOT string's inside: quotes and backslashes escaped, control characters dropped.
    static std::string quoted(const std::string& text) {
        std::string out;
        for (const char c : text) {
            if (c == '"' || c == '\\') {
                out += '\\';
            }
            if (static_cast<unsigned char>(c) >= 0x20) {
                out += c;
            }
        }
        return out;
    }

    std::map<std::tuple<int, int, queens::message>, unsigned long> sent_;
};

int main(int argc, char** argv) {
    queens::trace_format_registry formats = queens::standard_trace_formats();
    formats.add({"dot", "who talks to whom, as a Graphviz graph",
                 [] { return std::make_unique<dot_format>(); }});
    return queens::cli::run(argc, argv, queens::standard_pieces(), formats);
}
