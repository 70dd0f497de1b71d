// queens trace --format html: the replay page of a trace, built and written so that a stop is
// answered at once, whatever it interrupts.
#pragma once

#include "../output.hpp"

#include <string>

namespace queens::cli {

/// The replay page of the trace's JSON lines `jsonl` (a search of `size` pieces, `title` its
/// heading), written to `out`. Building it takes seconds for the largest traces: it runs aside
/// while this thread answers a stop within 100 ms (the run then ends, the file absent). The page
/// is written a megabyte at a time; after a stop, throws `stopped` having said what is left.
void write_trace_page(queens::demo::output& out, std::string jsonl, const std::string& title,
                      int size);

} // namespace queens::cli
