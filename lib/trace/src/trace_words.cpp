#include <queens/solution.hpp>
#include <queens/trace_words.hpp>

#include <bit>

namespace queens {

std::string participant_name(int id, int size, std::string_view singular) {
    check_size(size);
    if (id == 0) {
        return "the sentinel";
    }
    if (id == size + 1) {
        return "the board";
    }
    std::string name{singular};
    name += ' ';
    name += std::to_string(id);
    if (size <= max_chess_size && id >= 1 && id <= size) { // a file's letter for her column
        name += " (";
        name += static_cast<char>('a' + id - 1);
        name += ')';
    }
    return name;
}

std::string square_name(int row, int column, int size) {
    // A rank from 1, as `to_string(square)` names one: a row below the board (an extender's
    // piece may ask about any) is no chess square, never `a0` or `a-1`.
    if (size <= max_chess_size && column >= 1 && column <= size && row >= 1) {
        std::string name(1, static_cast<char>('a' + column - 1));
        name += std::to_string(row);
        return name;
    }
    std::string name = "(row ";
    name += std::to_string(row);
    name += ", column ";
    name += std::to_string(column);
    name += ')';
    return name;
}

namespace {

std::string rows_list(row_mask rows) {
    std::string text;
    for (; rows != 0; rows &= rows - 1) {
        if (!text.empty()) {
            text += ' ';
        }
        text += std::to_string(std::countr_zero(rows) + 1);
    }
    return text;
}

} // namespace

std::string question_words(const trace_event& call, int size) {
    switch (call.what) {
    case message::can_attack:
        return "can you attack " + square_name(call.row, call.column, size) + "?";
    case message::find_solution:
        return "find a safe square";
    case message::advance:
        return "advance";
    case message::attacked_rows:
        return "which rows of column " + std::to_string(call.column) + " do you attack?";
    case message::solution:
        break;
    }
    return {};
}

std::string answer_words(const trace_event& reply, int size) {
    switch (reply.what) {
    case message::can_attack:
        return reply.result ? "yes" : "no";
    case message::find_solution:
    case message::advance:
        if (reply.receiver == 0) {
            return reply.result ? "yes (nobody to the sentinel's left can attack it)"
                                : "no (the sentinel cannot advance)";
        }
        return reply.result ? "stands on " + square_name(reply.row, reply.column, size)
                            : "no safe square left";
    case message::attacked_rows:
        return reply.rows == 0 ? "none" : "rows " + rows_list(reply.rows);
    case message::solution:
        break;
    }
    return {};
}

std::string describe(const trace_event& event, int size, std::string_view singular) {
    if (event.what == message::solution) {
        std::string text = "solution:";
        for (std::size_t c = 0; c < event.solution.size(); ++c) {
            text += ' ';
            text += square_name(event.solution[c], static_cast<int>(c) + 1, size);
        }
        return text;
    }
    if (event.when == phase::call) {
        return participant_name(event.sender, size, singular) + " asks " +
               participant_name(event.receiver, size, singular) + ": " +
               question_words(event, size);
    }
    return participant_name(event.receiver, size, singular) + " answers " +
           participant_name(event.sender, size, singular) + ": " + answer_words(event, size);
}

} // namespace queens
