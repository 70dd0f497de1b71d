// libFuzzer target for the count report reader (`queens merge part*.json` reads what other
// machines wrote): any text must either be refused with std::invalid_argument or read into a
// report that writes back to JSON which reads again to the very same JSON (no crash, no UB).
#include <queens/count_report.hpp>

#include "require.hpp"

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

using fuzz::require;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(data, data + size);
    try {
        const auto report = queens::parse_count_report(text);
        const std::string written = queens::to_json(report);
        require(queens::to_json(queens::parse_count_report(written)) == written);
    } catch (const std::invalid_argument&) {
    }
    return 0;
}
