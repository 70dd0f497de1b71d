// JSON lines: one record per event, for tools and for the replay page.
#include "formats.hpp"

#include <fmt/compile.h>
#include <fmt/format.h>

#include <bit>
#include <string>

namespace queens::detail {

std::string pinned_json(const std::vector<square>& pinned) {
    std::string out = "[";
    for (const square& where : pinned) {
        out += fmt::format("{}[{},{}]", out.size() > 1 ? "," : "", where.column, where.row);
    }
    return out + "]";
}

namespace {

void append(fmt::memory_buffer& buffer, std::string_view text) {
    buffer.append(text.data(), text.data() + text.size());
}

class jsonl_format final : public trace_format {
public:
    void begin(trace_writer& out) override {
        const trace_options& options = out.options();
        out.line(
            spdlog::level::info,
            fmt::format(
                R"({{"seq":0,"phase":"start","size":{},"piece":"{}","singular":"{}","plural":"{}","glyph":"{}","pinned":{},"level":"{}"}})",
                options.size, json_escaped(options.piece), json_escaped(options.singular),
                json_escaped(options.plural), json_escaped(options.glyph),
                pinned_json(options.pinned), spdlog::level::to_string_view(out.level())));
    }

    void event(trace_writer& out, const trace_event& event) override {
        // The hot path of a full trace: formats compiled ahead (FMT_COMPILE) into a reused
        // buffer, so writing allocates nothing.
        line_.clear();
        auto to = std::back_inserter(line_);
        if (event.what == message::solution) {
            fmt::format_to(
                to,
                FMT_COMPILE(
                    R"({{"seq":{},"depth":{},"phase":"solution","message":"solution","rows":[)"),
                event.sequence, event.depth);
            bool first = true;
            for (const int r : event.solution) {
                if (!first) {
                    line_.push_back(',');
                }
                fmt::format_to(to, FMT_COMPILE("{}"), r);
                first = false;
            }
            append(line_, "]}");
        } else {
            fmt::format_to(
                to,
                FMT_COMPILE(
                    R"({{"seq":{},"depth":{},"phase":"{}","message":"{}","sender":{},"receiver":{},"row":{},"column":{})"),
                event.sequence, event.depth,
                event.when == phase::call ? std::string_view{"call"} : std::string_view{"reply"},
                to_string(event.what), event.sender, event.receiver, event.row, event.column);
            if (event.when == phase::reply) {
                append(line_, event.result ? R"(,"result":true)" : R"(,"result":false)");
                if (event.what == message::attacked_rows) {
                    append(line_, R"(,"rows":[)");
                    bool first = true;
                    for (row_mask rows = event.rows; rows != 0; rows &= rows - 1) {
                        if (!first) {
                            line_.push_back(',');
                        }
                        fmt::format_to(to, FMT_COMPILE("{}"), std::countr_zero(rows) + 1);
                        first = false;
                    }
                    line_.push_back(']');
                }
            }
            line_.push_back('}');
        }
        out.line(spdlog::level::info, std::string_view{line_.data(), line_.size()});
    }

    void finish(trace_writer& out, double seconds, bool interrupted) override {
        const message_counter& counts = out.counts();
        const auto calls = [&counts](message m) { return counts.calls(m); };
        out.line(
            spdlog::level::info,
            fmt::format(
                R"({{"phase":"summary","messages":{{"can_attack":{},"find_solution":{},"advance":{},"attacked_rows":{}}},"solutions":{},"seconds":{:.6f},"interrupted":{}}})",
                calls(message::can_attack), calls(message::find_solution), calls(message::advance),
                calls(message::attacked_rows), out.solutions(), seconds, interrupted));
    }

private:
    fmt::memory_buffer line_; // reused for every line
};

} // namespace

std::unique_ptr<trace_format> make_jsonl_format() { return std::make_unique<jsonl_format>(); }

} // namespace queens::detail
