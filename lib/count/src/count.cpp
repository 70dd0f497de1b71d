#include <queens/count.hpp>
#include <queens/problem.hpp>
#include <queens/text.hpp>

#include "count_behaviour.hpp"
#include "count_engines.hpp"

#include <charconv>
#include <exception>
#include <functional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace queens {

shard parse_shard(std::string_view text) {
    const auto fail = [&]() -> shard {
        throw std::invalid_argument("bad shard '" + escaped(text, 40) +
                                    "': accepted i/k with whole numbers 1 <= i <= k, like 2/8");
    };
    const auto slash = text.find('/');
    if (slash == std::string_view::npos) {
        return fail();
    }
    shard part;
    const auto read = [](std::string_view digits, int& out) {
        const char* last = digits.data() + digits.size();
        const auto [end, error] = std::from_chars(digits.data(), last, out);
        return !digits.empty() && digits.front() != '-' && error == std::errc{} && end == last;
    };
    if (!read(text.substr(0, slash), part.index) || !read(text.substr(slash + 1), part.count) ||
        !part.valid()) {
        return fail();
    }
    return part;
}

const piece_kind& fast_kind() {
    static const piece_registry standard = standard_pieces();
    return standard.find("fast");
}

std::string_view to_string(count_engine engine) noexcept {
    switch (engine) {
    case count_engine::automatic:
        return "automatic";
    case count_engine::constellations:
        return "constellations";
    case count_engine::pieces:
        return "pieces";
    case count_engine::chain:
        return "chain";
    case count_engine::quadrants:
        return "quadrants";
    }
    return "unknown"; // a value cast by hand, which count refuses
}

std::string to_string(shard part) {
    return std::to_string(part.index) + "/" + std::to_string(part.count);
}

count_options count_options_for(const problem& puzzle) {
    count_options options;
    options.size = puzzle.size();
    options.piece = puzzle.kind();
    options.pinned.assign(puzzle.pinned().begin(), puzzle.pinned().end());
    return options;
}

namespace {

/// The puzzle `options` count, checked as `check(options)` documents (throwing the same): one
/// `problem` made for both the check and what the count asks of it (the pins' clash).
problem checked(const count_options& options) {
    problem puzzle{options.piece, options.size, options.pinned};
    const piece_kind& kind = puzzle.kind();
    if (options.fundamental && (!kind.symmetric || !options.pinned.empty())) {
        throw std::invalid_argument(
            "fundamental solutions are counted for pieces whose moves look the same under the "
            "board's rotations and reflections, without pinned squares: not for " +
            (kind.symmetric ? "a board with pinned squares"
                            : escaped(kind.plural, longest_kind_words)));
    }
    if (options.threads < 0 || options.threads > 1024) {
        throw std::invalid_argument("thread count " + std::to_string(options.threads) +
                                    " is out of range: accepted 1 to 1024, or 0 for every core");
    }
    if (options.engine > count_engine::quadrants) {
        throw std::invalid_argument(
            "engine " + std::to_string(static_cast<int>(options.engine)) +
            " names no engine: accepted automatic, constellations, pieces, chain or quadrants");
    }
    if (!options.part.valid()) {
        throw std::invalid_argument("bad shard " + std::to_string(options.part.index) + "/" +
                                    std::to_string(options.part.count) +
                                    ": accepted i/k with 1 <= i <= k");
    }
    return puzzle;
}

} // namespace

detail::count_plan detail::planned(const count_options& options, memory_of memory) {
    problem puzzle = checked(options);
    std::string differs;
    count_options counted = symmetry_asked(options, differs);
    engine_choice choice = choose_engine(counted, memory);
    if (!differs.empty() && choice.engine == count_engine::pieces) {
        choice.reason += "; her symmetry not used (no search halved, no pins turned), though the "
                         "kind says she is symmetric: " +
                         differs + " (asked of her pieces on this board)";
    }
    return {std::move(puzzle), std::move(counted), std::move(choice)};
}

void check(const count_options& options) {
    // A kind that is not symmetric here, and an engine asked for that cannot count her here.
    (void)detail::planned(options);
}

namespace {

/// What the caller's own callbacks throw, carried through the engine untouched: never taken
/// for her code's refusal (an `std::invalid_argument` of theirs stays theirs).
struct from_caller {
    std::exception_ptr exception;
};

/// `callback`, its exceptions carried as `from_caller`; none stays none.
template <typename Argument>
std::function<void(const Argument&)> marked(std::function<void(const Argument&)> callback) {
    if (!callback) {
        return callback;
    }
    return [call = std::move(callback)](const Argument& argument) {
        try {
            call(argument);
        } catch (...) {
            throw from_caller{std::current_exception()};
        }
    };
}

/// `options` with its callbacks' exceptions carried as `from_caller`.
count_options with_callers_marked(count_options options) {
    options.progress = marked(std::move(options.progress));
    options.estimated = marked(std::move(options.estimated));
    return options;
}

/// The count of a puzzle whose pins attack each other: none, said at once, as the engine
/// chosen would find after searching every placement of the pieces between them.
count_result nothing_to_count(const count_options& options, const detail::engine_choice& choice,
                              const pin_clash& clash) {
    count_result none;
    none.engine = choice.engine;
    none.reason = choice.reason + "; nothing searched: " + to_string(clash) +
                  ", so no solution holds them all";
    none.estimate.threads = options.threads > 0 ? options.threads : 1;
    if (options.estimated) {
        options.estimated(none.estimate);
    }
    if (options.progress) {
        count_progress done;
        done.fraction = 1;
        done.seconds_left = 0;
        options.progress(done);
    }
    return none;
}

} // namespace

count_result count(const count_options& options) {
    const auto [puzzle, counted, choice] = detail::planned(options);
    // The pins' clash is known by the kind's own rule (piece.hpp's contract); the chain engine
    // takes no shortcut: it counts whatever her pieces do.
    if (const auto clash = puzzle.clash(); clash && choice.engine != count_engine::chain) {
        return nothing_to_count(counted, choice, *clash);
    }
    count_options resolved = with_callers_marked(counted); // the engine named, for the estimate
    resolved.engine = choice.engine;
    const bool runs_hers =
        choice.engine == count_engine::chain || choice.engine == count_engine::pieces;
    count_result result;
    try {
        result = detail::count_with(resolved);
    } catch (const from_caller& thrown) {
        std::rethrow_exception(thrown.exception); // the caller's own, as it threw it
    } catch (const std::invalid_argument&) {
        if (!runs_hers) {
            throw;
        }
        // Her code, once counting, refuses as it did not when asked: hers, as a probe says.
        detail::refuse_her_fault(counted.piece, "her chain", "while it was counted");
    }
    result.engine = choice.engine;
    result.reason = choice.reason;
    return result;
}

} // namespace queens
