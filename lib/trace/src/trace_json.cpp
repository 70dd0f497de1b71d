// The JSON formats: JSON lines (one record per event) and Trace Event JSON (Perfetto,
// chrome://tracing, speedscope).
#include <queens/trace_format.hpp>

#include <fmt/compile.h>
#include <fmt/format.h>

#include <bit>
#include <string>
#include <vector>

namespace queens {

namespace {

void append(fmt::memory_buffer& buffer, std::string_view text) {
    buffer.append(text.data(), text.data() + text.size());
}

/// Pinned squares as the count reports write them: `[[column,row],...]`, 1-based.
std::string pinned_json(const std::vector<square>& pinned) {
    std::string out = "[";
    for (const square& where : pinned) {
        out += fmt::format("{}[{},{}]", out.size() > 1 ? "," : "", where.column, where.row);
    }
    return out + "]";
}

} // namespace

void trace_writer::jsonl_begin() {
    write(
        spdlog::level::info,
        fmt::format(
            R"({{"seq":0,"phase":"start","size":{},"piece":"{}","singular":"{}","plural":"{}","pinned":{},"level":"{}"}})",
            options_.size, json_escaped(options_.piece), json_escaped(options_.singular),
            json_escaped(options_.plural), pinned_json(options_.pinned),
            spdlog::level::to_string_view(logger_->level())));
}

void trace_writer::jsonl(const trace_event& event) {
    // The hot path of a full trace: formats compiled ahead (FMT_COMPILE) into a reused buffer.
    line_.clear();
    auto out = std::back_inserter(line_);
    if (event.what == message::solution) {
        fmt::format_to(
            out,
            FMT_COMPILE(
                R"({{"seq":{},"depth":{},"phase":"solution","message":"solution","rows":[)"),
            event.sequence, event.depth);
        bool first = true;
        for (const int r : event.solution) {
            if (!first) {
                line_.push_back(',');
            }
            fmt::format_to(out, FMT_COMPILE("{}"), r);
            first = false;
        }
        append(line_, "]}");
    } else {
        fmt::format_to(
            out,
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
                    fmt::format_to(out, FMT_COMPILE("{}"), std::countr_zero(rows) + 1);
                    first = false;
                }
                line_.push_back(']');
            }
        }
        line_.push_back('}');
    }
    write(spdlog::level::info, std::string_view{line_.data(), line_.size()});
}

void trace_writer::jsonl_finish(double seconds, bool interrupted) {
    const auto calls = [this](message m) { return counts_.calls(m); };
    write(
        spdlog::level::info,
        fmt::format(
            R"({{"phase":"summary","messages":{{"can_attack":{},"find_solution":{},"advance":{},"attacked_rows":{}}},"solutions":{},"seconds":{:.6f},"interrupted":{}}})",
            calls(message::can_attack), calls(message::find_solution), calls(message::advance),
            calls(message::attacked_rows), solutions_, seconds, interrupted));
}

// Trace Event JSON. Time is the sequence number (one microsecond a step), so the picture shows
// the order of the conversation, not the speed of the machine. Process 1 holds:
//   tid 1: the call stack, every message a slice nested inside the one that asked it;
//   tid id + 2: participant `id` (the sentinel 2, the pieces 3.., the board size + 3), each
//     message a slice on the lane of the one asked, with a flow arrow from the asker's slice.
// Every id is positive; end events carry the name and cat of their begin event.
namespace {

constexpr int stack_tid = 1;
int lane(int participant) { return participant + 2; }

} // namespace

void trace_writer::chrome_begin() {
    write(spdlog::level::info, R"({"displayTimeUnit":"ns","traceEvents":[)");
    write(
        spdlog::level::info,
        R"({"name":"process_name","cat":"__metadata","ph":"M","pid":1,"tid":1,"args":{"name":"conversation"}})");
    write(
        spdlog::level::info,
        fmt::format(
            R"(,{{"name":"thread_name","cat":"__metadata","ph":"M","pid":1,"tid":{},"args":{{"name":"call stack"}}}})",
            stack_tid));
    for (int id = options_.size + 1; id >= 0; --id) {
        write(
            spdlog::level::info,
            fmt::format(
                R"(,{{"name":"thread_name","cat":"__metadata","ph":"M","pid":1,"tid":{},"args":{{"name":"{}"}}}})",
                lane(id), json_escaped(name(id))));
        write(
            spdlog::level::info,
            fmt::format(
                R"(,{{"name":"thread_sort_index","cat":"__metadata","ph":"M","pid":1,"tid":{},"args":{{"sort_index":{}}}}})",
                lane(id), options_.size + 2 - id));
    }
}

void trace_writer::chrome(const trace_event& event) {
    const std::string_view what = to_string(event.what);
    if (event.what == message::solution) {
        write(
            spdlog::level::info,
            fmt::format(
                R"(,{{"name":"solution {}","cat":"solution","ph":"i","s":"p","pid":1,"tid":{},"ts":{}}})",
                solutions_, stack_tid, event.sequence));
        return;
    }
    if (event.when == phase::call) {
        const std::string args = fmt::format(
            R"({{"from":"{}","to":"{}","question":"{}"}})", json_escaped(name(event.sender)),
            json_escaped(name(event.receiver)), json_escaped(question(event)));
        for (const int tid : {stack_tid, lane(event.receiver)}) {
            write(
                spdlog::level::info,
                fmt::format(
                    R"(,{{"name":"{}","cat":"message","ph":"B","pid":1,"tid":{},"ts":{},"args":{}}})",
                    what, tid, event.sequence, args));
        }
        // The board asks from outside any slice: an arrow needs a slice at both ends.
        if (event.sender != options_.size + 1) {
            write(
                spdlog::level::info,
                fmt::format(
                    R"(,{{"name":"{}","cat":"message","ph":"s","id":{},"pid":1,"tid":{},"ts":{}}})",
                    what, event.sequence, lane(event.sender), event.sequence));
            write(
                spdlog::level::info,
                fmt::format(
                    R"(,{{"name":"{}","cat":"message","ph":"f","bp":"e","id":{},"pid":1,"tid":{},"ts":{}}})",
                    what, event.sequence, lane(event.receiver), event.sequence));
        }
        return;
    }
    const std::string args = fmt::format(R"({{"answer":"{}"}})", json_escaped(answer(event)));
    for (const int tid : {lane(event.receiver), stack_tid}) {
        write(spdlog::level::info,
              fmt::format(
                  R"(,{{"name":"{}","cat":"message","ph":"E","pid":1,"tid":{},"ts":{},"args":{}}})",
                  what, tid, event.sequence, args));
    }
}

void trace_writer::chrome_finish(bool interrupted) {
    write(
        spdlog::level::info,
        fmt::format(
            R"(],"otherData":{{"size":{},"piece":"{}","pinned":{},"messages":{},"solutions":{},"interrupted":{}}}}})",
            options_.size, json_escaped(options_.piece), pinned_json(options_.pinned),
            counts_.messages(), solutions_, interrupted));
}

} // namespace queens
