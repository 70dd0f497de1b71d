cmake_minimum_required(VERSION 3.21) # @VAR@ in arguments is plain text (CMP0053)
# Assembles the front end (SOURCE: page.html with page.css and the scripts inlined: one file,
# nothing fetched) and the WebAssembly module (MODULE) into pages, in one of two ways:
#
#  - OUTPUT (the queens' own build): the template and the module, each embedded as a C++ header
#    (OUTPUT/generated/explorer_{front_html,module_js}.hpp) for the program, which also writes
#    the replay page from them; and the finished explorer page, for CI to keep.
#  - PAGE (queens_add_explorer_page, cmake/queensExplorer.cmake): the finished page titled
#    TITLE, and HEADER holding it as NAME_parts for an extender's program.
file(READ "${SOURCE}/page.html" page)
file(READ "${SOURCE}/page.css" style)
set(script "")
foreach(part link marks engine steps glyph views timeline without fit objects pointers action send pins focus sources code own choice keys predict jobs controls opening app)
  file(READ "${SOURCE}/${part}.js" text)
  string(APPEND script "${text}")
endforeach()
# The sources the code view shows (CODE: name=path pairs, separated by commas), each as it is
# on disk, as the text of a hidden <pre>: &, <, > and @ escaped, so no source can end the element
# or hold a marker the page is filled in by later.
set(sources "")
string(REPLACE "," ";" code_files "${CODE}")
foreach(pair IN LISTS code_files)
  string(REGEX MATCH "^[^=]*" shown "${pair}")
  string(REGEX REPLACE "^[^=]*=" "" path "${pair}")
  file(READ "${path}" text)
  foreach(escape "&;&amp;" "<;&lt;" ">;&gt;" "@;&#64;" "\";&quot;")
    list(GET escape 0 from)
    list(GET escape 1 to)
    string(REPLACE "${from}" "${to}" text "${text}")
    string(REPLACE "${from}" "${to}" shown "${shown}")
  endforeach()
  string(APPEND sources "<pre class=\"source-file\" hidden data-path=\"${shown}\">\n${text}</pre>\n")
endforeach()
string(REPLACE "@SOURCES@" "${sources}" page "${page}")
# The piece the page opens on when its link names none (PIECE: a kind's name, as the registry
# allows names: letters, digits, '-' and '_').
if(NOT PIECE)
  set(PIECE queen)
endif()
if(NOT PIECE MATCHES "^[A-Za-z0-9_-]+$")
  message(FATAL_ERROR "PIECE '${PIECE}' is not a piece's name")
endif()
string(REPLACE "@PIECE@" "${PIECE}" page "${page}")
string(REPLACE "@STYLE@" "${style}" page "${page}")
string(REPLACE "@SCRIPT@" "${script}" page "${page}")
file(READ "${MODULE}" module)

function(embed input name header)
  execute_process(COMMAND ${CMAKE_COMMAND} -DINPUT=${input} -DNAME=${name} -DOUTPUT=${header}
                          -P ${SOURCE}/embed.cmake COMMAND_ERROR_IS_FATAL ANY)
endfunction()

# The finished page, as `queens explore` writes it (the substitutions of explorer_page.cpp).
if(NOT TITLE)
  set(TITLE "queens explorer")
endif()
foreach(pair "&;&amp;" "<;&lt;" ">;&gt;" "\";&quot;")
  list(GET pair 0 from)
  list(GET pair 1 to)
  string(REPLACE "${from}" "${to}" TITLE "${TITLE}")
endforeach()
string(REPLACE "@TITLE@" "${TITLE}" full "${page}")
string(REPLACE "@EVENTS@" "null" full "${full}")
string(REPLACE "@MODULE@" "${module}" full "${full}")

if(PAGE)
  file(WRITE "${PAGE}" "${full}")
  embed("${PAGE}" "${NAME}" "${HEADER}")
else()
  file(WRITE "${OUTPUT}/front.html" "${page}")
  file(WRITE "${OUTPUT}/queens-explorer.html" "${full}")
  embed("${OUTPUT}/front.html" explorer_front_html "${OUTPUT}/generated/explorer_front_html.hpp")
  embed("${MODULE}" explorer_module_js "${OUTPUT}/generated/explorer_module_js.hpp")
endif()
