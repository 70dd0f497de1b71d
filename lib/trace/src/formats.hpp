// The library's own trace formats, one file each. Private to the trace room: a program reaches
// them by name, through `standard_trace_formats()`.
#pragma once

#include <queens/trace_format.hpp>

#include <memory>
#include <string>
#include <vector>

namespace queens::detail {

[[nodiscard]] std::unique_ptr<trace_format> make_text_format();
[[nodiscard]] std::unique_ptr<trace_format> make_jsonl_format();
[[nodiscard]] std::unique_ptr<trace_format> make_mermaid_format();
[[nodiscard]] std::unique_ptr<trace_format> make_chrome_format();

/// Pinned squares as the count reports write them: `[[column,row],...]`, 1-based.
[[nodiscard]] std::string pinned_json(const std::vector<square>& pinned);

} // namespace queens::detail
