// An extender's explorer page whose piece throws (hostile_test.py): the library's kinds and a
// `thrower`, whose own rule throws words a terminal or a browser would obey (an escape that
// recolours a terminal, a right-to-left override, a zero-width space) once she is asked about
// column 3. The page must show what she said, but only as visible escapes. And a `circling`
// queen, whose walk goes round her column for ever (walk_test.py): the page must refuse her at
// once, as the command line does, never run her search until stopped.
#include "../walks.hpp" // circling_queen, the tests' walk without end

#include <queens/pieces.hpp>
#include <queens/queen.hpp>
#include <queens/registry.hpp>

#include <registry_hook.hpp>

#include <stdexcept>

namespace {

class thrower final : public queens::chained_piece {
public:
    using chained_piece::chained_piece;

private:
    [[nodiscard]] bool attacks(int row, int column) const override {
        if (column == 3) {
            throw std::runtime_error(
                "thrower: I refuse column 3 \x1b[31mRED\x1b[0m \u202eevil\u200b");
        }
        return queens::on_queen_line(row, column, this->row(), this->column());
    }
};

} // namespace

const queens::piece_registry& explorer_registry() {
    static const queens::piece_registry pieces = [] {
        queens::piece_registry r = queens::standard_pieces();
        r.add(queens::kind_of<thrower>("thrower", "a queen whose rule throws at column 3"));
        r.add(queens::kind_of<queens_test::circling_queen>("circling",
                                                           "a queen whose walk never ends"));
        return r;
    }();
    return pieces;
}
