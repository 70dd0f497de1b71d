// The trace's level from the environment: SPDLOG_LEVEL, read as spdlog reads it.
#include "commands.hpp"
#include "options.hpp"

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace queens::cli {

namespace {

std::string_view trimmed(std::string_view text) {
    constexpr std::string_view spaces = " \n\r\t";
    const std::size_t first = text.find_first_not_of(spaces);
    return first == std::string_view::npos
               ? std::string_view{}
               : text.substr(first, text.find_last_not_of(spaces) - first + 1);
}

/// The level every logger takes from `SPDLOG_LEVEL`, read as spdlog's `cfg::load_env_levels`
/// reads it (cfg/helpers-inl.h): entries split at commas, "name=level" for a named logger (the
/// trace's is never registered, so spdlog would not set it either), "level" or "=level" for all,
/// the last such entry kept, trimmed and lowercased; then a level spdlog does not know leaves none,
/// as does a value over 512 bytes.
std::optional<std::string> level_for_all() {
    const char* env = std::getenv("SPDLOG_LEVEL");
    const std::string_view input = env == nullptr ? "" : env;
    std::optional<std::string> level;
    for (std::string_view rest = input.size() > 512 ? "" : input; !rest.empty();) {
        const std::size_t comma = std::min(rest.find(','), rest.size());
        const std::string_view entry = rest.substr(0, comma);
        rest.remove_prefix(std::min(comma + 1, rest.size()));
        const std::size_t equals = entry.find('=');
        if (entry.empty() ||
            (equals != std::string_view::npos && !trimmed(entry.substr(0, equals)).empty())) {
            continue; // nothing, or a named logger's
        }
        std::string name{
            trimmed(equals == std::string_view::npos ? entry : entry.substr(equals + 1))};
        std::transform(name.begin(), name.end(), name.begin(), [](char c) {
            return c >= 'A' && c <= 'Z' ? static_cast<char>(c + ('a' - 'A')) : c;
        });
        level = std::move(name);
    }
    if (level && spdlog::level::from_str(*level) == spdlog::level::off && *level != "off") {
        return std::nullopt; // a level spdlog does not know
    }
    return level;
}

} // namespace

spdlog::level::level_enum default_level() {
    const std::optional<std::string> name = level_for_all();
    if (!name) {
        return spdlog::level::trace;
    }
    // Only the levels the trace writes at: above info (warn, err, critical, off) it would be
    // silent.
    const auto level = spdlog::level::from_str(*name);
    if (level == spdlog::level::trace || level == spdlog::level::debug ||
        level == spdlog::level::info) {
        return level;
    }
    throw usage_error("SPDLOG_LEVEL " + in_quotes(*name) +
                      " is not accepted for a trace: trace, debug or info (the levels the trace "
                      "writes at)");
}

} // namespace queens::cli
