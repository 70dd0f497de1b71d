// The trace room given what an extender may hand it: events fed by hand (replies without
// their calls, a stored trace replayed from its middle, ids, depths and messages no chain
// makes, a search broken off mid-call and started again), writers without a logger or with a
// board no chain has, names asked of any id. Each is refused with an exception or told as it
// is, never undefined behaviour: the sanitize preset runs this file under AddressSanitizer and
// UBSan.
#define BOOST_TEST_MODULE queens_trace_hostile
#include <boost/test/unit_test.hpp>

#include <queens/board.hpp>
#include <queens/queen.hpp>
#include <queens/trace.hpp>
#include <queens/trace_format.hpp>
#include <queens/trace_words.hpp>

#include <spdlog/sinks/ostream_sink.h>
#include <spdlog/spdlog.h>

#include <climits>
#include <cstddef>
#include <limits>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

namespace {

const std::vector<std::string> formats{"text", "jsonl", "mermaid", "chrome"};

struct capture {
    std::ostringstream text;
    std::shared_ptr<spdlog::logger> logger = std::make_shared<spdlog::logger>(
        "hostile", std::make_shared<spdlog::sinks::ostream_sink_st>(text));
    capture() { logger->set_level(spdlog::level::trace); }
};

/// `events` through a writer of `format` on a board of `size`, its lines at most `width`
/// columns (0: any), begun and finished: the text.
std::string written(const std::string& format, int size,
                    const std::vector<queens::trace_event>& events, int width = 0) {
    capture out;
    queens::trace_options options;
    options.format = format;
    options.size = size;
    options.width = width;
    queens::trace_writer writer{out.logger, options};
    writer.begin();
    for (const queens::trace_event& event : events) {
        writer.on_event(event);
    }
    writer.finish(0.0, false);
    return out.text.str();
}

queens::trace_event reply(queens::message what, int sender, int receiver) {
    queens::trace_event event;
    event.when = queens::phase::reply;
    event.what = what;
    event.sender = sender;
    event.receiver = receiver;
    return event;
}

/// A queen who, out of rows, throws while `armed` is set: the search broken off mid-call.
class bursting_queen final : public queens::queen {
public:
    using queen::queen;
    inline static bool armed = false;

private:
    [[nodiscard]] bool out_of_rows() override {
        if (armed && column() == 4) {
            throw std::runtime_error{"burst"};
        }
        return queen::out_of_rows();
    }
};

} // namespace

BOOST_AUTO_TEST_SUITE(events_by_hand)

BOOST_AUTO_TEST_CASE(links_traced_for_one_size_refuse_a_board_of_another) {
    // Its solutions would be missed (a smaller board) or told of the wrong piece (a larger).
    queens::trace_recorder recorder;
    for (const int size : {4, 8}) {
        queens::board b{size, queens::make_queen(), queens::trace_links(recorder, 6)};
        BOOST_CHECK_THROW((void)b.first_solution(), std::invalid_argument);
    }
    queens::board right{6, queens::make_queen(), queens::trace_links(recorder, 6)};
    BOOST_TEST(right.count() == 4U);
}

BOOST_AUTO_TEST_CASE(a_search_broken_off_by_an_exception_is_traced_again_from_depth_0) {
    queens::trace_recorder recorder;
    queens::board b{6,
                    [](int column, int size, queens::piece& neighbour) {
                        return std::make_unique<bursting_queen>(column, size, neighbour);
                    },
                    queens::trace_links(recorder, 6)};
    bursting_queen::armed = true;
    BOOST_CHECK_THROW((void)b.first_solution(), std::runtime_error); // calls left unanswered
    const std::size_t before = recorder.events().size();
    bursting_queen::armed = false;
    BOOST_TEST(b.count() == 4U);
    const auto& events = recorder.events();
    BOOST_TEST_REQUIRE(events.size() > before);
    BOOST_TEST(events[before].depth == 0); // the board's own question
    int open = 0; // every call of the new search answered, the depths a stack from 0
    for (std::size_t i = before; i < events.size(); ++i) {
        if (events[i].what == queens::message::solution) {
            continue;
        }
        const bool call = events[i].when == queens::phase::call;
        BOOST_TEST(events[i].depth == (call ? open : open - 1), "event " << i);
        open += call ? 1 : -1;
    }
    BOOST_TEST(open == 0);
}

BOOST_AUTO_TEST_CASE(a_reply_without_its_call_is_told_as_an_answer) {
    const std::string text = written("text", 8, {reply(queens::message::advance, 9, 3)});
    BOOST_TEST(text.find("queen 3 (c) answers the board: no safe square left") != std::string::npos,
               text);
    for (const std::string& format : formats) {
        BOOST_CHECK_NO_THROW((void)written(format, 8,
                                           {reply(queens::message::can_attack, 2, 1),
                                            reply(queens::message::find_solution, 9, 8)}));
    }
}

BOOST_AUTO_TEST_CASE(a_stored_trace_replayed_from_its_middle_is_told_in_every_format) {
    queens::trace_recorder recorder;
    {
        queens::board b{5, queens::make_queen(), queens::trace_links(recorder, 5)};
        BOOST_TEST(b.count() == 10U); // OEIS A000170
    }
    const std::vector<queens::trace_event>& all = recorder.events();
    BOOST_TEST_REQUIRE(all.size() > 100U);
    for (const std::size_t from : {all.size() / 3, all.size() / 2 + 1, all.size() - 7}) {
        const std::vector<queens::trace_event> rest(all.begin() + static_cast<std::ptrdiff_t>(from),
                                                    all.end());
        for (const std::string& format : formats) {
            BOOST_CHECK_NO_THROW((void)written(format, 5, rest));
        }
    }
}

BOOST_AUTO_TEST_CASE(ids_depths_and_messages_no_chain_makes_are_told_without_overflow) {
    std::vector<queens::trace_event> odd;
    for (const int id : {INT_MAX, INT_MIN, -1, 160, 10}) {
        queens::trace_event call;
        call.sender = id;
        call.receiver = id;
        call.depth = id;
        call.row = id;
        call.column = id;
        odd.push_back(call);
        odd.push_back(reply(queens::message::find_solution, id, id));
        odd.back().depth = id;
    }
    queens::trace_event unknown;
    unknown.what = static_cast<queens::message>(77); // names no message
    odd.push_back(unknown);
    unknown.when = queens::phase::reply;
    odd.push_back(unknown);
    for (const std::string& format : formats) {
        const std::string text = written(format, 8, odd);
        BOOST_TEST(text.find('\0') == std::string::npos, format);
    }
    // Broken to a terminal's width, a line at any depth hangs its words under it.
    const std::string narrow = written("text", 8, odd, queens::min_trace_width);
    BOOST_TEST(narrow.find("2147483647") != std::string::npos);
    queens::message_counter counter;
    counter.on_event(odd.back());
    odd.back().when = queens::phase::call;
    counter.on_event(odd.back());
    BOOST_TEST(counter.messages() == 0U);
    BOOST_TEST(counter.calls(static_cast<queens::message>(77)) == 0U);
}

BOOST_AUTO_TEST_CASE(a_name_is_asked_of_any_id_but_only_of_a_board_a_chain_may_have) {
    BOOST_TEST(queens::participant_name(3, 8) == "queen 3 (c)");
    BOOST_TEST(queens::participant_name(160, 8) == "queen 160"); // no column: no file letter
    BOOST_TEST(queens::participant_name(INT_MAX, 8) == "queen 2147483647");
    BOOST_TEST(queens::participant_name(-4, 8) == "queen -4");
    for (const int size : {0, -7, INT_MAX, queens::max_size + 1}) {
        BOOST_CHECK_THROW((void)queens::participant_name(3, size), std::invalid_argument);
        queens::message_counter counter;
        BOOST_CHECK_THROW((void)queens::trace_links(counter, size), std::invalid_argument);
    }
}

BOOST_AUTO_TEST_CASE(a_writer_refuses_what_no_format_could_tell) {
    capture out;
    queens::trace_options options;
    BOOST_CHECK_THROW((queens::trace_writer{nullptr, options}), std::invalid_argument);
    for (const int size : {0, -7, INT_MAX}) {
        options.size = size;
        for (const std::string& format : formats) {
            options.format = format;
            BOOST_CHECK_THROW((queens::trace_writer{out.logger, options}), std::invalid_argument);
        }
    }
    options.size = 8;
    options.pinned = {{9, 1}}; // off the board
    BOOST_CHECK_THROW((queens::trace_writer{out.logger, options}), std::invalid_argument);
    options.pinned = {{2, 1}, {2, 5}}; // two in one column
    BOOST_CHECK_THROW((queens::trace_writer{out.logger, options}), std::invalid_argument);
    options.pinned.clear();
    for (const int width : {-1, 1, queens::min_trace_width - 1, queens::max_trace_width + 1}) {
        options.width = width; // no room for the words, or none that could be meant
        BOOST_CHECK_THROW((queens::trace_writer{out.logger, options}), std::invalid_argument);
    }
    options.width = 0;
    BOOST_TEST(out.text.str().empty());
    // A time no format can write ("seconds":-inf is no JSON): refused, nothing written.
    for (const std::string& format : formats) {
        options.format = format;
        queens::trace_writer writer{out.logger, options};
        for (const double seconds : {-std::numeric_limits<double>::infinity(), -1.0,
                                     std::numeric_limits<double>::quiet_NaN()}) {
            BOOST_CHECK_THROW(writer.finish(seconds, false), std::invalid_argument);
        }
        // A level a logger's pattern (%l) could not name: off, or none at all.
        for (const auto level : {spdlog::level::off, static_cast<spdlog::level::level_enum>(99),
                                 static_cast<spdlog::level::level_enum>(-1)}) {
            BOOST_CHECK_THROW(writer.line(level, "x"), std::invalid_argument);
        }
    }
    BOOST_TEST(out.text.str().empty());
}

namespace {

/// An extender's format whose every line says what a terminal would obey; written bare (as
/// JSON is) or through the caller's logger (as the text trace is).
class loud_format final : public queens::trace_format {
public:
    explicit loud_format(bool bare) : bare_{bare} {}
    [[nodiscard]] bool bare_records() const noexcept override { return bare_; }
    void begin(queens::trace_writer& out) override {
        out.line(spdlog::level::info, "\x1b]0;owned\a\x1b[31mred\u202e\xff");
        out.line(spdlog::level::info, "placing", queens::line_colour::green);
    }
    void event(queens::trace_writer& /*out*/, const queens::trace_event& /*event*/) override {}
    void finish(queens::trace_writer& /*out*/, double /*seconds*/, bool /*interrupted*/) override {}

private:
    bool bare_;
};

} // namespace

BOOST_AUTO_TEST_CASE(answers_to_nothing_asked_end_no_slice_and_never_go_below_depth_0) {
    queens::trace_recorder recorded;
    queens::trace_context context{recorded, 4};
    queens::trace_event answer;
    answer.what = queens::message::advance;
    answer.sender = 2;
    answer.receiver = 1;
    context.reply(answer);
    context.reply(answer);
    for (const queens::trace_event& event : recorded.events()) {
        BOOST_TEST(event.depth == 0);
    }
    const std::string chrome = written("chrome", 4, recorded.events());
    BOOST_TEST(chrome.find(R"("ph":"E")") == std::string::npos, chrome);
}

BOOST_AUTO_TEST_CASE(a_formats_lines_reach_the_output_without_what_a_terminal_obeys) {
    queens::trace_format_registry registry = queens::standard_trace_formats();
    registry.add({"loud", "writes escapes", [] { return std::make_unique<loud_format>(false); }});
    registry.add({"bare", "writes escapes", [] { return std::make_unique<loud_format>(true); }});
    for (const auto& [format, colour] : {std::pair{"loud", false}, std::pair{"loud", true},
                                         std::pair{"bare", false}, std::pair{"bare", true}}) {
        capture out;
        queens::trace_options options;
        options.format = format;
        options.color = colour;
        queens::trace_writer writer{out.logger, options, registry};
        writer.begin();
        writer.finish(0.0, false);
        const std::string text = out.text.str();
        BOOST_TEST(text.find(R"(\x1b]0;owned\x07\x1b[31mred\u202e\xff)") != std::string::npos,
                   text);
        // The one code that passes is the writer's own colour, asked through the options, and
        // never inside a record written bare (it would be in the record's data).
        const bool coloured = colour && std::string{format} == "loud";
        BOOST_TEST(text.find('\x1b') ==
                       (coloured ? text.find("\x1b[38;5;28mplacing\x1b[0m") : std::string::npos),
                   format << " " << colour);
        BOOST_TEST(text.find("placing") != std::string::npos);
    }
}

BOOST_AUTO_TEST_SUITE_END()
