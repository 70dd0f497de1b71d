// Which engine counts a kind: her pieces are asked what they do (count_behaviour.hpp).
#include "constellation.hpp"
#include "count_behaviour.hpp"
#include "count_engines.hpp"
#include "count_quadrants.hpp"

#include <queens/board.hpp>
#include <queens/text.hpp>

#include <algorithm>
#include <stdexcept>
#include <string>
#include <thread>

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

/// Why the quadrant join cannot count `options` whose pieces the compiled queens count, or "".
std::string not_quadrants(const count_options& options, memory_of memory) {
    if (options.size < quadrant_min_size || options.size > quadrant_max_size) {
        return "the quadrant join counts boards of " + std::to_string(quadrant_min_size) + " to " +
               std::to_string(quadrant_max_size);
    }
    if (options.fundamental) {
        return "the quadrant join finds no fundamental solutions (it matches halves, not "
               "classes of solutions)";
    }
    if (memory == memory_of::no_machine) {
        return "";
    }
    const int threads = options.threads > 0
                            ? options.threads
                            : static_cast<int>(std::max(1U, std::thread::hardware_concurrency()));
    return quadrant_memory_finding(options.size, threads);
}

/// The engine for queens the compiled queens count (`walks`: what they were found to do).
engine_choice compiled_queens(const count_options& options, const std::string& walks,
                              memory_of memory) {
    const count_engine asked = options.engine;
    const std::string queens = walks + " and attack as queens (both asked of them on this board)";
    if (asked == count_engine::constellations) {
        return {count_engine::constellations, queens + "; the constellations engine, asked for"};
    }
    const std::string why = not_quadrants(options, memory);
    if (asked == count_engine::quadrants) {
        if (!why.empty()) {
            throw std::invalid_argument("the quadrants engine cannot count " +
                                        escaped(options.piece.plural, longest_kind_words) +
                                        " here: " + why);
        }
        return {count_engine::quadrants, queens + "; the quadrant join, asked for"};
    }
    const std::string from = std::to_string(quadrant_automatic_from);
    const std::string to = std::to_string(quadrant_automatic_to);
    const int n = options.size;
    if (why.empty() && n >= quadrant_automatic_from && n <= quadrant_automatic_to) {
        return {count_engine::quadrants,
                queens +
                    "; the quadrant join, measured faster than the constellations engine "
                    "from N = " +
                    from};
    }
    const std::string instead =
        !why.empty() ? why
        : n < quadrant_automatic_from
            ? "below N = " + from + " the constellations engine is faster (measured)"
            : "past N = " + to +
                  " the quadrant join's quarter table takes gigabytes (about 5 GiB at N = 24) "
                  "for a count of months, the constellations' memory stays flat";
    return {count_engine::constellations,
            queens + "; the constellations engine, not the quadrant join: " + instead};
}

} // namespace

engine_choice choose_engine(const count_options& options, memory_of memory) {
    const count_engine asked = options.engine;
    const std::string plural = escaped(options.piece.plural, longest_kind_words);
    const auto own_chain = [&](const std::string& why) {
        const std::string cut = out_of_rows_finding(options.piece, options.size);
        // Why, said once: a walk that gives up is found by both probes, the cut's words longer.
        const bool cut_says_why = !cut.empty() && cut.starts_with(why);
        return engine_choice{count_engine::chain,
                             "the " + plural + "' own chain counts, as board::count() does (" +
                                 (cut.empty() ? std::string{"cut into tasks"}
                                              : "in one task, on one thread: " + cut) +
                                 ")" + (cut_says_why ? "" : ": " + why)};
    };
    if (asked == count_engine::chain) {
        return own_chain("asked for");
    }
    const std::string walk = walk_finding(options.piece, options.size);
    // What was asked of her walk: every row once, then her neighbour; not in which order.
    const std::string walks =
        plural +
        " walk every row of their columns once, then ask their neighbour, as Budd's queen does";
    std::string compiled = "asked for";
    if (asked != count_engine::pieces) {
        compiled = not_compiled(options, walk);
        if (compiled.empty()) {
            return compiled_queens(options, walks, memory);
        }
        if (asked == count_engine::quadrants && !options.pinned.empty()) {
            compiled = "the quadrant join counts no pinned squares";
        } else if (asked == count_engine::quadrants && options.size > max_compiled_size) {
            compiled = not_quadrants(options, memory);
        }
        if (asked == count_engine::constellations || asked == count_engine::quadrants) {
            throw std::invalid_argument("the " + std::string{to_string(asked)} +
                                        " engine cannot count " + plural + " here: " + compiled);
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

count_options symmetry_asked(const count_options& options, std::string& differs) {
    differs.clear();
    if (!options.piece.symmetric) {
        return options;
    }
    differs = symmetry_finding(options.piece, options.size);
    if (differs.empty() && options.fundamental) {
        // Her solutions are her rule's placements only if she walks every row (the pieces
        // engine asks this anyway; the chain engine weighs whatever her chain finds).
        if (const std::string walk = walk_finding(options.piece, options.size); !walk.empty()) {
            differs = "her walk is not Budd's: " + walk;
        }
    }
    if (differs.empty()) {
        return options;
    }
    if (options.fundamental) {
        throw broken_contract("piece '" + escaped(options.piece.name, longest_kind_name) +
                              "' says it is symmetric, but on a board of " +
                              std::to_string(options.size) + " " + differs +
                              ": her fundamental solutions cannot be counted");
    }
    count_options plain = options;
    plain.piece.symmetric = false;
    return plain;
}

count_result count_with(const count_options& options) {
    switch (options.engine) {
    case count_engine::constellations:
        return count_constellations(options);
    case count_engine::pieces:
        return count_pieces(options);
    case count_engine::quadrants:
        return count_quadrants(options);
    case count_engine::automatic:
    case count_engine::chain:
        break;
    }
    return count_chain(options);
}

} // namespace queens::detail
