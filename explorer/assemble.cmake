cmake_minimum_required(VERSION 3.21) # @VAR@ in arguments is plain text (CMP0053)
# Assembles the front end: page.html with page.css and the scripts inlined (one file, nothing
# fetched), then embeds it and the WebAssembly module as C++ headers, and writes the finished
# explorer page (the template with the module in place) for CI to keep.
file(READ "${SOURCE}/page.html" page)
file(READ "${SOURCE}/page.css" style)
set(script "")
foreach(part link steps views objects code own keys predict app)
  file(READ "${SOURCE}/${part}.js" text)
  string(APPEND script "${text}")
endforeach()
# The library's sources the code view shows, each as it is in the tree (ROOT-relative paths in
# CODE, separated by commas). A source is text in a <script> element, which ends at the first "</":
# none may hold one, nor one of the markers the page is filled in by later.
set(sources "")
string(REPLACE "," ";" code_files "${CODE}")
foreach(path IN LISTS code_files)
  file(READ "${ROOT}/${path}" text)
  foreach(forbidden "</" "@TITLE@" "@EVENTS@" "@MODULE@" "@SCRIPT@" "@STYLE@")
    string(FIND "${text}" "${forbidden}" at)
    if(NOT at EQUAL -1)
      message(FATAL_ERROR "${path} holds ${forbidden}: the explorer cannot embed it as it is")
    endif()
  endforeach()
  string(APPEND sources "<script type=\"text/x-c++src\" data-path=\"${path}\">\n${text}</script>\n")
endforeach()
string(REPLACE "@SOURCES@" "${sources}" page "${page}")
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
