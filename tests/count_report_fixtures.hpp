// What the count report tests share: a shard to vary, and a merge expected to be refused.
#pragma once

#include <boost/test/unit_test.hpp>

#include <queens/count_report.hpp>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace fixtures {

/// Shard `index`/`count` of a count of 11 fast queens that found `solutions`, an eighth of
/// them fundamental.
inline queens::count_report shard_of(int index, int count, std::uint64_t solutions) {
    queens::count_report r;
    r.size = 11;
    r.piece = "fast";
    r.part = {index, count};
    r.solutions = solutions;
    r.fundamental = solutions / 8;
    r.tasks = 10;
    r.seconds = 0.5;
    r.engine = "constellations"; // every count's report names its engine
    return r;
}

/// True when merging `shards` throws `std::invalid_argument` whose message holds `words`.
inline bool refused(const std::vector<queens::count_report>& shards, const std::string& words) {
    try {
        (void)queens::merge(shards);
    } catch (const std::invalid_argument& e) {
        const bool named = std::string(e.what()).find(words) != std::string::npos;
        if (!named) {
            BOOST_TEST_MESSAGE("message was: " << e.what());
        }
        return named;
    }
    return false;
}

} // namespace fixtures
