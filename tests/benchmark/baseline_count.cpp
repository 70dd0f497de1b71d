// One baseline counted once, in a process of its own: for timing whole processes against
// `queens count -n N --threads 1` (see docs/performance.md).
//
//   baseline_count quadrant 16   # the quadrant join
//   baseline_count faf 16        # NQueensFAF's method
//   baseline_count takaken 16    # Takaken's kind
//   baseline_count somers 16     # Somers' bitmask solver
#include "baselines.hpp"
#include "faf_baseline.hpp"
#include "quadrant_baseline.hpp"

#include <cstdio>
#include <cstdlib>
#include <cstring>

int main(int argc, char** argv) {
    const int n = argc == 3 ? std::atoi(argv[2]) : 0;
    std::uint64_t total = 0;
    if (argc == 3 && std::strcmp(argv[1], "quadrant") == 0) {
        total = baseline::quadrant::counter::count(n);
    } else if (argc == 3 && std::strcmp(argv[1], "faf") == 0) {
        total = baseline::faf::counter::count(n);
    } else if (argc == 3 && std::strcmp(argv[1], "takaken") == 0 && n >= 1 && n <= 63) {
        total = baseline::takaken::count(n).total;
    } else if (argc == 3 && std::strcmp(argv[1], "somers") == 0 && n >= 1 && n <= 63) {
        total = baseline::somers_count(n);
    } else {
        std::fprintf(stderr, "usage: baseline_count quadrant|faf|takaken|somers N\n");
        return 2;
    }
    if (total == 0 && n >= 4) {
        std::fprintf(stderr, "baseline_count: N = %d is outside this baseline's sizes\n", n);
        return 2;
    }
    std::printf("%llu\n", static_cast<unsigned long long>(total));
    return 0;
}
