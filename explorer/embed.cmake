cmake_minimum_required(VERSION 3.21)
# Turns a file into a C++ header holding it as a string_view called NAME, at build time.
# Long files are split into several raw literals (compilers limit one literal's length).
file(READ "${INPUT}" text)
if(NOT NAME)
  set(NAME replay_page_html)
endif()
set(delimiter "queens_page")
set(out "// Generated from ${INPUT} by explorer/embed.cmake: edit the source, not this file.\n")
string(APPEND out "#include <string_view>\n")
# Each part is a char array whose length is its sizeof: a string_view made from a bare literal
# would have its length counted in constant evaluation, which passes clang's step limit for a
# page of 650 KB (an extender's page with her sources).
string(LENGTH "${text}" length)
set(chunk 30000)
set(at 0)
set(index 0)
set(parts "")
while(at LESS length)
  string(SUBSTRING "${text}" ${at} ${chunk} part)
  string(APPEND out "inline constexpr char ${NAME}_part${index}[] = R\"${delimiter}(${part})${delimiter}\";\n")
  string(APPEND parts "    {${NAME}_part${index}, sizeof(${NAME}_part${index}) - 1},\n")
  math(EXPR at "${at} + ${chunk}")
  math(EXPR index "${index} + 1")
endwhile()
string(APPEND out "inline constexpr std::string_view ${NAME}_parts[] = {\n${parts}    {}};\n")
file(WRITE "${OUTPUT}" "${out}")
