#include <queens/board.hpp>
#include <queens/count.hpp>

#include <charconv>
#include <stdexcept>
#include <string>

namespace queens {

shard parse_shard(std::string_view text) {
    const auto fail = [&]() -> shard {
        throw std::invalid_argument("bad shard '" + std::string(text) +
                                    "': accepted i/k with whole numbers 1 <= i <= k, like 2/8");
    };
    const auto slash = text.find('/');
    if (slash == std::string_view::npos) {
        return fail();
    }
    shard part;
    const auto read = [&](std::string_view digits, int& out) {
        const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), out);
        return error == std::errc{} && end == digits.data() + digits.size() && !digits.empty() &&
               digits.front() != '-' && digits.front() != '+';
    };
    if (!read(text.substr(0, slash), part.index) || !read(text.substr(slash + 1), part.count) ||
        part.index < 1 || part.index > part.count) {
        return fail();
    }
    return part;
}

// Placeholder until the fast queens land: one thread, canonical queens, the whole search in
// shard 1 (the other shards are empty, so the parts still add up to the total).
count_result count(const count_options& options) {
    check_size(options.size);
    count_result result;
    result.tasks = 1;
    if (options.part.index == 1) {
        board b{options.size};
        result.solutions = b.count();
    }
    if (options.progress) {
        options.progress(1, 1);
    }
    return result;
}

} // namespace queens
