// Trace Event JSON (Perfetto's UI, speedscope). Time is the sequence number (one microsecond a
// step), so the picture shows the order of the conversation, not the speed of the machine.
// Process 1 holds:
//   tid 1: the call stack, every message a slice nested inside the one that asked it;
//   tid id + 2: participant `id` (the sentinel 2, the pieces 3.., the board size + 3), each
//     message a slice on the lane of the one asked, with a flow arrow from the asker's slice.
// Every id is positive; end events carry the name and cat of their begin event and, like it,
// no args (speedscope keys a frame by name and args); the words are instant events beside.
// A trace that ends with messages unanswered (stopped, failed, or fed by hand) closes their
// slices at its last moment, beside an instant event saying so, and a search broken off by an
// exception and started again closes them where the board asks again; an answer to nothing
// asked (fed by hand) ends no slice: every begin has its end, every end its begin.
#include "formats.hpp"

#include <queens/trace_words.hpp>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include <cstdint>
#include <string_view>
#include <vector>

namespace queens::detail {
namespace {

constexpr std::int64_t stack_tid = 1;
/// The lane of a participant (ids are the caller's word when events are fed by hand: wide
/// enough for any).
std::int64_t lane(int participant) { return std::int64_t{participant} + 2; }

/// A message asked and not yet answered: its slices' name and the lane of the one asked.
struct open_slice {
    std::string_view what;
    int receiver;
};

class chrome_format final : public trace_format {
public:
    void begin(trace_writer& out) override {
        const trace_options& options = out.options();
        out.line(spdlog::level::info, R"({"displayTimeUnit":"ns","traceEvents":[)");
        out.line(
            spdlog::level::info,
            R"({"name":"process_name","cat":"__metadata","ph":"M","pid":1,"tid":1,"args":{"name":"conversation"}})");
        out.line(
            spdlog::level::info,
            fmt::format(
                R"(,{{"name":"thread_name","cat":"__metadata","ph":"M","pid":1,"tid":{},"args":{{"name":"call stack"}}}})",
                stack_tid));
        for (int id = options.size + 1; id >= 0; --id) {
            out.line(
                spdlog::level::info,
                fmt::format(
                    R"(,{{"name":"thread_name","cat":"__metadata","ph":"M","pid":1,"tid":{},"args":{{"name":"{}"}}}})",
                    lane(id), json_escaped(out.name(id))));
            out.line(
                spdlog::level::info,
                fmt::format(
                    R"(,{{"name":"thread_sort_index","cat":"__metadata","ph":"M","pid":1,"tid":{},"args":{{"sort_index":{}}}}})",
                    lane(id), options.size + 2 - id));
        }
    }

    void event(trace_writer& out, const trace_event& event) override {
        const int size = out.options().size;
        const std::string_view what = to_string(event.what);
        last_ = event.sequence;
        if (event.what == message::solution) {
            // Its rows in `args`, as the text says them ("2 4 1 3"), where Perfetto shows them.
            out.line(
                spdlog::level::info,
                fmt::format(
                    R"(,{{"name":"solution {}","cat":"solution","ph":"i","s":"p","pid":1,"tid":{},"ts":{},"args":{{"rows":"{}"}}}})",
                    out.solutions(), stack_tid, event.sequence, fmt::join(event.solution, " ")));
            return;
        }
        if (event.when == phase::call) {
            // The board asks from outside any slice: what is open was broken off (her code
            // threw, and the board searches again), as the events' depth starts again at 0.
            if (event.sender == size + 1) {
                end_open(out, "broken off", event.sequence);
            }
            open_.push_back({what, event.receiver});
            // Slices carry no args: speedscope names a frame by its name and args, so equal
            // names group in its left-heavy and sandwich views, and an end matches its begin.
            for (const std::int64_t tid : {stack_tid, lane(event.receiver)}) {
                out.line(
                    spdlog::level::info,
                    fmt::format(
                        R"(,{{"name":"{}","cat":"message","ph":"B","pid":1,"tid":{},"ts":{}}})",
                        what, tid, event.sequence));
            }
            // The words, for Perfetto's UI: an instant event on the lane of the one asked.
            out.line(
                spdlog::level::info,
                fmt::format(
                    R"(,{{"name":"question","cat":"words","ph":"i","s":"t","pid":1,"tid":{},"ts":{},"args":{{"from":"{}","to":"{}","question":"{}"}}}})",
                    lane(event.receiver), event.sequence, json_escaped(out.name(event.sender)),
                    json_escaped(out.name(event.receiver)),
                    json_escaped(question_words(event, size))));
            // The board asks from outside any slice: an arrow needs a slice at both ends.
            if (event.sender != size + 1) {
                out.line(
                    spdlog::level::info,
                    fmt::format(
                        R"(,{{"name":"{}","cat":"message","ph":"s","id":{},"pid":1,"tid":{},"ts":{}}})",
                        what, event.sequence, lane(event.sender), event.sequence));
                out.line(
                    spdlog::level::info,
                    fmt::format(
                        R"(,{{"name":"{}","cat":"message","ph":"f","bp":"e","id":{},"pid":1,"tid":{},"ts":{}}})",
                        what, event.sequence, lane(event.receiver), event.sequence));
            }
            return;
        }
        out.line(
            spdlog::level::info,
            fmt::format(
                R"(,{{"name":"answer","cat":"words","ph":"i","s":"t","pid":1,"tid":{},"ts":{},"args":{{"answer":"{}"}}}})",
                lane(event.receiver), event.sequence, json_escaped(answer_words(event, size))));
        if (!open_.empty()) { // an answer to nothing asked (events fed by hand) has no slice
            // The slice it answers, as it was begun (events fed by hand may not match it).
            end_slices(out, open_.back().what, open_.back().receiver, event.sequence);
            open_.pop_back();
        }
    }

    void finish(trace_writer& out, double /*seconds*/, bool interrupted) override {
        close(out, interrupted ? "interrupted" : "ended", interrupted, "");
    }
    /// A search ended by her code throwing is closed too, so a loader opens what it did.
    void failed(trace_writer& out) override { close(out, "failed", false, R"(,"failed":true)"); }

private:
    /// Ends what is open, then the array and the object, whose otherData ends with `more`.
    void close(trace_writer& out, std::string_view why, bool interrupted, std::string_view more) {
        const trace_options& options = out.options();
        end_open(out, why, last_ + 1);
        out.line(
            spdlog::level::info,
            fmt::format(
                R"(],"otherData":{{"size":{},"piece":"{}","pinned":{},"messages":{},"solutions":{},"interrupted":{}{}}}}})",
                options.size, json_escaped(options.piece), pinned_json(options.pinned),
                out.counts().messages(), out.solutions(), interrupted, more));
    }
    /// Ends every slice still open at `at`, beside an instant event saying why.
    void end_open(trace_writer& out, std::string_view why, std::uint64_t at) {
        if (open_.empty()) {
            return;
        }
        out.line(
            spdlog::level::info,
            fmt::format(
                R"(,{{"name":"{}","cat":"words","ph":"i","s":"g","pid":1,"tid":{},"ts":{},"args":{{"unanswered":{}}}}})",
                why, stack_tid, at, open_.size()));
        for (; !open_.empty(); open_.pop_back()) {
            end_slices(out, open_.back().what, open_.back().receiver, at);
        }
    }
    static void end_slices(trace_writer& out, std::string_view what, int receiver,
                           std::uint64_t at) {
        for (const std::int64_t tid : {lane(receiver), stack_tid}) {
            out.line(
                spdlog::level::info,
                fmt::format(R"(,{{"name":"{}","cat":"message","ph":"E","pid":1,"tid":{},"ts":{}}})",
                            what, tid, at));
        }
    }

    std::vector<open_slice> open_;
    std::uint64_t last_ = 0; ///< the sequence number of the last event written
};

} // namespace

std::unique_ptr<trace_format> make_chrome_format() { return std::make_unique<chrome_format>(); }

} // namespace queens::detail
