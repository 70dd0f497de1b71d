#include <queens/text.hpp>

namespace queens {

std::string escaped(std::string_view text) {
    static constexpr char hex[] = "0123456789abcdef";
    std::string out;
    out.reserve(text.size());
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        switch (c) {
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (byte < 0x20 || byte >= 0x7f) {
                out += "\\x";
                out += hex[byte >> 4U];
                out += hex[byte & 0xfU];
            } else {
                out += c;
            }
        }
    }
    return out;
}

} // namespace queens
