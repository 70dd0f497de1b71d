# Turns replay_page.html into a C++ header holding the page as a string, at build time.
file(READ "${INPUT}" page)
set(delimiter "queens_page")
file(WRITE "${OUTPUT}"
  "// Generated from demo/replay_page.html by demo/embed.cmake: edit the HTML, not this file.\n"
  "constexpr std::string_view replay_page_html = R\"${delimiter}(${page})${delimiter}\";\n")
