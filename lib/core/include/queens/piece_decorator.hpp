// Decorators: a piece that stands in for another and forwards every message to it.
//
// `piece_decorator` forwards everything, the lines question of fast pieces included, so a
// decorator overrides only the messages it observes (spdlog's sinks work the same way). Put one
// on a link of the chain with `board`'s `link_decorator`: it sees what the piece on the right
// asks the piece on the left. It never sees a piece's calls to herself (a queen's `advance`
// calling her own `find_solution`): those do not cross a link.
#pragma once

#include <queens/piece.hpp>

#include <cstdint>

namespace queens {

/// Forwards every message to the piece it wraps, unchanged.
class piece_decorator : public piece {
public:
    /// `wrapped` must outlive the decorator; the chain owner (`board`) guarantees it.
    explicit piece_decorator(piece& wrapped) noexcept : wrapped_{&wrapped} {}

    [[nodiscard]] bool can_attack(int row, int column) const override {
        return wrapped_->can_attack(row, column);
    }
    [[nodiscard]] bool find_solution() override { return wrapped_->find_solution(); }
    [[nodiscard]] bool advance() override { return wrapped_->advance(); }
    [[nodiscard]] int row() const noexcept override { return wrapped_->row(); }
    [[nodiscard]] int column() const noexcept override { return wrapped_->column(); }
    void write_rows(std::span<int> rows) const override { wrapped_->write_rows(rows); }
    [[nodiscard]] attacked_lines attacked_rows(int column, int size) const override {
        return wrapped_->attacked_rows(column, size);
    }

protected:
    [[nodiscard]] piece& wrapped() const noexcept { return *wrapped_; }

private:
    piece* wrapped_;
};

/// Counts the messages it receives: delegation in its plainest form.
class counting_piece final : public piece_decorator {
public:
    using piece_decorator::piece_decorator;

    [[nodiscard]] bool can_attack(int row, int column) const override {
        ++can_attack_;
        return piece_decorator::can_attack(row, column);
    }
    [[nodiscard]] bool find_solution() override {
        ++find_solution_;
        return piece_decorator::find_solution();
    }
    [[nodiscard]] bool advance() override {
        ++advance_;
        return piece_decorator::advance();
    }
    [[nodiscard]] attacked_lines attacked_rows(int column, int size) const override {
        ++attacked_rows_;
        return piece_decorator::attacked_rows(column, size);
    }

    [[nodiscard]] std::uint64_t can_attack_received() const noexcept { return can_attack_; }
    [[nodiscard]] std::uint64_t find_solution_received() const noexcept { return find_solution_; }
    [[nodiscard]] std::uint64_t advance_received() const noexcept { return advance_; }
    [[nodiscard]] std::uint64_t attacked_rows_received() const noexcept { return attacked_rows_; }

private:
    // Counting does not change what the piece answers, so the const questions count too.
    mutable std::uint64_t can_attack_ = 0;
    std::uint64_t find_solution_ = 0;
    std::uint64_t advance_ = 0;
    mutable std::uint64_t attacked_rows_ = 0;
};

} // namespace queens
