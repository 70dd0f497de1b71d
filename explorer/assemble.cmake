cmake_minimum_required(VERSION 3.21) # @VAR@ in arguments is plain text (CMP0053)
# Assembles the front end: page.html with page.css and the scripts inlined (one file, nothing
# fetched), then embeds it and the WebAssembly module as C++ headers, and writes the finished
# explorer page (the template with the module in place) for CI to keep.
file(READ "${SOURCE}/page.html" page)
file(READ "${SOURCE}/page.css" style)
set(script "")
foreach(part link steps views keys predict app)
  file(READ "${SOURCE}/${part}.js" text)
  string(APPEND script "${text}")
endforeach()
string(REPLACE "@STYLE@" "${style}" page "${page}")
string(REPLACE "@SCRIPT@" "${script}" page "${page}")
file(READ "${MODULE}" module)
file(WRITE "${OUTPUT}/front.html" "${page}")
file(WRITE "${OUTPUT}/module.js" "${module}")
execute_process(COMMAND ${CMAKE_COMMAND} -DINPUT=${OUTPUT}/front.html -DNAME=explorer_front_html
                        -DOUTPUT=${OUTPUT}/generated/explorer_front_html.hpp
                        -P ${SOURCE}/../demo/embed.cmake COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND ${CMAKE_COMMAND} -DINPUT=${MODULE} -DNAME=explorer_module_js
                        -DOUTPUT=${OUTPUT}/generated/explorer_module_js.hpp
                        -P ${SOURCE}/../demo/embed.cmake COMMAND_ERROR_IS_FATAL ANY)
# The finished page, as `queens explore` writes it (the same substitutions as explorer_page.cpp).
string(REPLACE "@TITLE@" "queens explorer" full "${page}")
string(REPLACE "@EVENTS@" "null" full "${full}")
string(REPLACE "@MODULE@" "${module}" full "${full}")
file(WRITE "${OUTPUT}/queens-explorer.html" "${full}")
