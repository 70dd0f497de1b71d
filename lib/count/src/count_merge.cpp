// Adding up the reports of a count's shards, refusing any that are not parts of one count.
#include <queens/count_report.hpp>

#include <fmt/format.h>

#include <stdexcept>
#include <string>
#include <vector>

namespace queens {
namespace {

std::string shard_text(shard part) { return fmt::format("{}/{}", part.index, part.count); }

} // namespace

count_report merge(std::span<const count_report> shards) {
    if (shards.empty()) {
        throw std::invalid_argument("nothing to merge: accepted the reports of shards 1/k..k/k");
    }
    const count_report& first = shards.front();
    const auto refuse = [&](const count_report& other, std::string_view what,
                            const std::string& mine, const std::string& theirs) {
        throw std::invalid_argument(fmt::format(
            "cannot merge shard {} with shard {}: {} differs ({} and {}); accepted: shards of "
            "one count",
            shard_text(first.part), shard_text(other.part), what, mine, theirs));
    };
    const auto pins = [](const count_report& r) {
        std::string text;
        for (const square& sq : r.pinned) {
            text += fmt::format("{}[{},{}]", text.empty() ? "" : ",", sq.column, sq.row);
        }
        return "[" + text + "]";
    };
    const int k = first.part.count;
    std::vector<int> found(static_cast<std::size_t>(k) + 1, 0);
    count_report total = first;
    total.part = {};
    total.solutions = 0;
    total.fundamental = first.fundamental ? std::optional<std::uint64_t>{0} : std::nullopt;
    total.tasks = 0;
    total.seconds = 0;
    for (const count_report& r : shards) {
        if (r.size != first.size) {
            refuse(r, "the board size", std::to_string(first.size), std::to_string(r.size));
        }
        if (r.piece != first.piece) {
            refuse(r, "the piece", first.piece, r.piece);
        }
        if (r.pinned != first.pinned) {
            refuse(r, "the pinned squares", pins(first), pins(r));
        }
        if (r.fundamental.has_value() != first.fundamental.has_value()) {
            refuse(r, "counting fundamental solutions", first.fundamental ? "yes" : "no",
                   r.fundamental ? "yes" : "no");
        }
        if (r.version != first.version) {
            refuse(r, "the program version", first.version, r.version);
        }
        if (r.part.count != k) {
            refuse(r, "the number of shards", std::to_string(k), std::to_string(r.part.count));
        }
        if (r.interrupted) {
            throw std::invalid_argument("cannot merge shard " + shard_text(r.part) +
                                        ": it was interrupted, its counts are partial; count "
                                        "it again");
        }
        if (r.part.index < 1 || r.part.index > k) {
            throw std::invalid_argument("bad shard " + shard_text(r.part));
        }
        if (++found[static_cast<std::size_t>(r.part.index)] > 1) {
            throw std::invalid_argument("shard " + shard_text(r.part) +
                                        " is given twice: accepted each shard once");
        }
        total.solutions += r.solutions;
        if (total.fundamental) {
            *total.fundamental += *r.fundamental;
        }
        total.tasks += r.tasks;
        total.seconds += r.seconds;
    }
    std::string missing;
    for (int i = 1; i <= k; ++i) {
        if (found[static_cast<std::size_t>(i)] == 0) {
            missing += (missing.empty() ? "" : ", ") + fmt::format("{}/{}", i, k);
        }
    }
    if (!missing.empty()) {
        throw std::invalid_argument("shards missing: " + missing + "; accepted: all of 1/" +
                                    std::to_string(k) + " to " + std::to_string(k) + "/" +
                                    std::to_string(k) + ", each once");
    }
    return total;
}

} // namespace queens
