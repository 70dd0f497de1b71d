// libFuzzer target for `queens merge`: up to eight reports, one per line of the input, read as
// merge reads shard files and checked as count would check them, then merged. Anything must be
// refused with std::invalid_argument or merge into a report whose sums are the shards' sums
// (no wrap past 2^64), whose seconds are finite, and that reads back to itself.
#include <queens/count_report.hpp>
#include <queens/registry.hpp>

#include "require.hpp"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const queens::piece_registry pieces = queens::standard_pieces();
    const std::string text(data, data + size);
    std::vector<queens::count_report> shards;
    std::size_t begin = 0;
    while (begin <= text.size() && shards.size() < 8) {
        const std::size_t end = std::min(text.find('\n', begin), text.size());
        try {
            queens::count_report report =
                queens::parse_count_report(text.substr(begin, end - begin));
            queens::check(report, pieces);
            shards.push_back(std::move(report));
        } catch (const std::invalid_argument&) {
        }
        begin = end + 1;
    }
    try {
        const queens::count_report total = queens::merge(shards);
        std::uint64_t solutions = 0;
        for (const queens::count_report& shard : shards) {
            require(solutions + shard.solutions >= solutions); // merge refused any wrap
            solutions += shard.solutions;
        }
        require(total.solutions == solutions);
        require(std::isfinite(total.seconds) && total.seconds >= 0);
        require(queens::to_json(queens::parse_count_report(queens::to_json(total))) ==
                queens::to_json(total));
    } catch (const std::invalid_argument&) {
    }
    return 0;
}
