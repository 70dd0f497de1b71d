// Which engine counts a kind: her pieces are asked what they do (count_behaviour.hpp).
#include "constellation.hpp"
#include "count_behaviour.hpp"
#include "count_engines.hpp"

#include <queens/text.hpp>

#include <stdexcept>
#include <string>

namespace queens::detail {
namespace {

/// Why the compiled queens cannot count `options`, or "".
std::string not_compiled(const count_options& options, const std::string& walk) {
    if (!options.pinned.empty()) {
        return "the constellations engine counts no pinned squares";
    }
    if (options.size > max_compiled_size) {
        return "the constellations engine counts boards of up to " +
               std::to_string(max_compiled_size);
    }
    return walk.empty() ? queen_rule_finding(options.piece, options.size) : walk;
}

} // namespace

engine_choice choose_engine(const count_options& options) {
    const count_engine asked = options.engine;
    const std::string plural = escaped(options.piece.plural, 40);
    const auto own_chain = [&](const std::string& why) {
        const std::string cut = out_of_rows_finding(options.piece, options.size);
        return engine_choice{count_engine::chain,
                             "the " + plural + "' own chain counts, as board::count() does (" +
                                 (cut.empty() ? std::string{"cut into tasks"}
                                              : "in one task, on one thread: " + cut) +
                                 "): " + why};
    };
    if (asked == count_engine::chain) {
        return own_chain("asked for");
    }
    const std::string walk = walk_finding(options.piece, options.size);
    const std::string walks = plural + " walk their columns as Budd's queen does";
    std::string compiled = "asked for";
    if (asked != count_engine::pieces) {
        compiled = not_compiled(options, walk);
        if (compiled.empty()) {
            return {count_engine::constellations,
                    walks + " and attack as queens (both asked of them on this board)"};
        }
        if (asked == count_engine::constellations) {
            throw std::invalid_argument("the constellations engine cannot count " + plural +
                                        " here: " + compiled);
        }
    }
    const std::string pinned =
        walk.empty() ? pin_finding(options.piece, options.size, pinned_task_columns(options))
                     : walk;
    if (pinned.empty()) {
        return {count_engine::pieces,
                walks + " and their pinned form agrees (both asked of them on this board); " +
                    (asked == count_engine::pieces ? "asked for"
                                                   : "not the constellations "
                                                     "engine: " +
                                                         compiled) +
                    "; the first columns pinned" +
                    (halved(options) ? ", the search halved by mirroring (a symmetric kind)" : "")};
    }
    if (asked == count_engine::pieces) {
        throw std::invalid_argument("the pieces engine cannot count " + plural +
                                    " here: " + pinned);
    }
    return own_chain(pinned);
}

count_result count_with(const count_options& options) {
    switch (options.engine) {
    case count_engine::constellations:
        return count_constellations(options);
    case count_engine::pieces:
        return count_pieces(options);
    case count_engine::automatic:
    case count_engine::chain:
        break;
    }
    return count_chain(options);
}

} // namespace queens::detail
