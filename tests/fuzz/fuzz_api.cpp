// libFuzzer target for the public API itself, not only its parsers: any kind of piece, any board
// size and pinned squares, any order of the board's messages, a board moved in the middle, any
// ints asked of a piece, any buffer given to the symmetries. Each call either answers or throws
// one of the exceptions its header names; ASan and UBSan (the fuzz preset) stop anything else.
#include <queens/board.hpp>
#include <queens/problem.hpp>
#include <queens/registry.hpp>
#include <queens/solution.hpp>

#include "require.hpp"

#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

using fuzz::require;

namespace {

const queens::piece_registry& pieces() {
    static const queens::piece_registry registry = queens::standard_pieces();
    return registry;
}

/// Asks the chain's last piece about any square and any column, and reads her rows into a
/// buffer of any length.
void ask_the_last(FuzzedDataProvider& in, const queens::board& b) {
    const queens::piece& last = b.last();
    (void)last.can_attack(in.ConsumeIntegral<int>(), in.ConsumeIntegral<int>());
    try {
        (void)last.attacked_rows(in.ConsumeIntegral<int>(), in.ConsumeIntegral<int>());
    } catch (const std::invalid_argument&) { // a size the masks cannot hold
    }
    std::vector<int> rows(in.ConsumeIntegralInRange<std::size_t>(0, 24));
    try {
        last.write_rows(rows);
    } catch (const std::out_of_range&) { // shorter than her column
    }
}

/// Talks to a board in any order; the solutions it hands out are on its board.
void converse(FuzzedDataProvider& in, queens::board& b) {
    for (int step = 0; step < 24 && in.remaining_bytes() > 0; ++step) {
        switch (in.ConsumeIntegralInRange(0, 5)) {
        case 0:
            if (const auto s = b.first_solution()) {
                require(s->size() == b.size());
            }
            break;
        case 1:
            if (const auto s = b.next_solution()) {
                require(s->size() == b.size());
            }
            break;
        case 2:
            (void)b.next();
            break;
        case 3:
            ask_the_last(in, b);
            break;
        case 4: { // moved away and back: the moved-from board answers "no solution"
            queens::board other{std::move(b)};
            require(!b.next()); // NOLINT(bugprone-use-after-move): the moved-from state is tested
            b = std::move(other);
            break;
        }
        default:
            if (b.size() <= 6) {
                (void)b.count();
            }
        }
    }
}

void symmetries(FuzzedDataProvider& in) {
    const auto s = in.PickValueInArray(queens::all_symmetries);
    std::vector<int> rows(in.ConsumeIntegralInRange<std::size_t>(0, 12));
    for (int& row : rows) {
        row = in.ConsumeIntegral<int>();
    }
    std::vector<int> out(in.ConsumeIntegralInRange<std::size_t>(0, 12));
    try {
        queens::transform(s, rows, out);
        (void)queens::is_canonical(rows);
    } catch (const std::invalid_argument&) {
    }
    try {
        (void)queens::image(s, {in.ConsumeIntegral<int>(), in.ConsumeIntegral<int>()},
                            in.ConsumeIntegral<int>());
    } catch (const std::invalid_argument&) {
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    FuzzedDataProvider in{data, size};
    const auto kinds = pieces().kinds();
    const queens::piece_kind& kind =
        kinds[in.ConsumeIntegralInRange<std::size_t>(0, kinds.size() - 1)];
    std::vector<queens::square> pinned(in.ConsumeIntegralInRange<std::size_t>(0, 3));
    for (queens::square& sq : pinned) {
        sq = {in.ConsumeIntegralInRange(-1, 13), in.ConsumeIntegralInRange(-1, 13)};
    }
    // Searches of milliseconds. A pin prunes only the pieces to her right (each asks to her
    // left), so a pinned board can search every placement to the left of its pins: (n - 1)! for
    // rooks pinned in the last column, seconds at 10 under the sanitizers.
    const int board_size = in.ConsumeIntegralInRange(-2, pinned.empty() ? 10 : 8);
    try {
        const queens::problem puzzle{kind, board_size, pinned};
        // The textbook's links, or each free piece asking the pins to her right ahead.
        queens::board b = in.ConsumeBool()
                              ? puzzle.make_board()
                              : queens::board{puzzle.size(), puzzle.maker_asking_pins_ahead()};
        converse(in, b);
    } catch (const std::invalid_argument&) { // a size or pins the kind refuses
    }
    symmetries(in);
    return 0;
}
