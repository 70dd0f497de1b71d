# The explorer page, built with Debian's emscripten (em++): the queens' own page and an
# extender's page of their own pieces are built the same way, by the functions here.
#
#   find_package(queens REQUIRED COMPONENTS cli)
#   queens_add_explorer_page(camel_explorer
#     SOURCES camel_explorer.cpp   # defines explorer_registry() (<registry_hook.hpp>)
#     DEPENDS camel_queen.hpp      # what those files include: the page is rebuilt when it changes
#     OUTPUT camel-explorer.html   # the finished page, in the current build folder
#     TITLE "camel explorer"       # the page's title (default: "<project> explorer")
#     PIECE camel)                 # the piece it opens on (default: queen)
#   target_link_libraries(camel PRIVATE camel_explorer)
#
# TARGET (here camel_explorer) is an interface library giving the header <camel_explorer.hpp>,
# which holds the page as `camel_explorer_parts` for `queens::cli::run` (`camel explore` writes
# it). em++ compiles the explorer's module.cpp with the library's portable sources and yours;
# without em++ there is no page: the function says so and the header holds an empty page, which
# `explore` refuses with a reason.
#
# Where the sources are: QUEENS_EXPLORER_DIR (module.cpp, the front end, assemble.cmake,
# embed.cmake), QUEENS_EXPLORER_LIBRARY_SOURCES and QUEENS_EXPLORER_INCLUDES. The installed
# package's queensConfig.cmake sets the first, the rest follow from it; the source tree sets all
# three (explorer/CMakeLists.txt).
include_guard(GLOBAL)

find_program(QUEENS_EMXX em++)
if(NOT DEFINED QUEENS_EXPLORER_LIBRARY_SOURCES)
  # The installed copy: the portable sources flat in library/src (solution.cpp is compiled
  # through solution_wasm.cpp), their headers in library/include.
  file(GLOB QUEENS_EXPLORER_LIBRARY_SOURCES ${QUEENS_EXPLORER_DIR}/library/src/*.cpp)
  list(FILTER QUEENS_EXPLORER_LIBRARY_SOURCES EXCLUDE REGEX "/solution\\.cpp$")
  set(QUEENS_EXPLORER_INCLUDES ${QUEENS_EXPLORER_DIR}/library/include
      ${QUEENS_EXPLORER_DIR}/library/src)
endif()
if(NOT DEFINED QUEENS_EXPLORER_CODE)
  # The library's sources the page's code view shows, as name=path pairs: the installed copies.
  set(QUEENS_EXPLORER_CODE "")
  foreach(file src/queen.cpp include/queens/queen.hpp include/queens/piece.hpp src/board.cpp
               include/queens/pieces.hpp src/pieces.cpp include/queens/fast_queen.hpp
               src/fast_queen.cpp)
    list(APPEND QUEENS_EXPLORER_CODE "queens/${file}=${QUEENS_EXPLORER_DIR}/library/${file}")
  endforeach()
  list(APPEND QUEENS_EXPLORER_CODE
       "docs/examples/null_checks.cpp=${QUEENS_EXPLORER_DIR}/null_checks.cpp")
endif()

# Compiles the explorer's module (module.cpp, solution_wasm.cpp, the library's portable sources
# and SOURCES) to OUTPUT: one JavaScript file with the WebAssembly inside. DEPENDS: more files
# that should rebuild it. QUEENS_EXPLORER_COMPILER_WRAPPER: ccache, say, for em++'s clang calls.
function(queens_explorer_module)
  cmake_parse_arguments(arg "" "OUTPUT" "SOURCES;DEPENDS" ${ARGN})
  set(sources ${QUEENS_EXPLORER_DIR}/module.cpp ${QUEENS_EXPLORER_DIR}/session.cpp
      ${QUEENS_EXPLORER_DIR}/choices.cpp ${QUEENS_EXPLORER_DIR}/words.cpp
      ${QUEENS_EXPLORER_DIR}/pins.cpp
      ${QUEENS_EXPLORER_DIR}/solution_wasm.cpp
      ${QUEENS_EXPLORER_LIBRARY_SOURCES} ${arg_SOURCES})
  set(includes ${QUEENS_EXPLORER_DIR} ${QUEENS_EXPLORER_INCLUDES})
  list(TRANSFORM includes PREPEND -I)
  set(wrapper "")
  if(QUEENS_EXPLORER_COMPILER_WRAPPER)
    set(wrapper --compiler-wrapper=${QUEENS_EXPLORER_COMPILER_WRAPPER})
  endif()
  file(GLOB headers ${QUEENS_EXPLORER_DIR}/*.hpp)
  foreach(dir IN LISTS QUEENS_EXPLORER_INCLUDES)
    file(GLOB more ${dir}/queens/*.hpp)
    list(APPEND headers ${more})
  endforeach()
  # NODE_PATH: emscripten's tools need Debian's acorn module, which a node not from Debian
  # (nodesource's, say) does not look for. ASYNCIFY: the search pauses after any step and goes
  # on later (pausable.hpp); this Emscripten's Asyncify cannot take WebAssembly exceptions, so
  # exceptions are JavaScript's, caught in two functions only: the page's (guarded.hpp) and the
  # library's check_walks (walk.hpp: her walk without end said as her broken contract, in the
  # command line's words; its mangled name, libc++'s std::__2::span). Asyncify instruments
  # every function that might be running when the search pauses, which costs size and speed;
  # asyncify_remove.txt names those that never are (the page's words, the library's checks,
  # embind, the C++ runtime, the pacer's bookkeeping): without it the page is 100 KB heavier
  # and a step half as fast. A function named there wrongly would break pausing: the browser
  # tests compare every kind's paused and resumed steps with the command line's.
  add_custom_command(
    OUTPUT ${arg_OUTPUT}
    COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs
            ${QUEENS_EMXX} ${wrapper} -std=c++20 -O2 -fexceptions
            -sEXCEPTION_CATCHING_ALLOWED=[explorer_guarded,_ZN6queens11check_walksERKNS_10piece_kindEiNSt3__24spanIKNS_6squareELm4294967295EEE] -sASYNCIFY
            -sASYNCIFY_REMOVE=@${QUEENS_EXPLORER_DIR}/asyncify_remove.txt
            -Wno-defaulted-function-deleted ${includes} ${sources}
            --bind -sSINGLE_FILE=1 -sMODULARIZE=1 -sEXPORT_NAME=QueensModule
            -sALLOW_MEMORY_GROWTH=1 -sENVIRONMENT=web,node -o ${arg_OUTPUT}
    DEPENDS ${sources} ${headers} ${arg_DEPENDS} ${QUEENS_EXPLORER_DIR}/asyncify_remove.txt
    COMMENT "Compiling the queens to WebAssembly (em++): ${arg_OUTPUT}"
    VERBATIM)
endfunction()

# The explorer page of your own pieces: see the top of this file.
function(queens_add_explorer_page target)
  cmake_parse_arguments(arg "" "OUTPUT;TITLE;PIECE" "SOURCES;DEPENDS" ${ARGN})
  if(NOT arg_SOURCES OR NOT arg_OUTPUT)
    message(FATAL_ERROR "queens_add_explorer_page(${target}): give SOURCES (one of them "
                        "defining explorer_registry()) and OUTPUT (the page to write)")
  endif()
  if(NOT arg_TITLE)
    set(arg_TITLE "${PROJECT_NAME} explorer")
  endif()
  list(TRANSFORM arg_SOURCES PREPEND ${CMAKE_CURRENT_SOURCE_DIR}/ REGEX "^[^/]")
  list(TRANSFORM arg_DEPENDS PREPEND ${CMAKE_CURRENT_SOURCE_DIR}/ REGEX "^[^/]")
  cmake_path(ABSOLUTE_PATH arg_OUTPUT BASE_DIRECTORY ${CMAKE_CURRENT_BINARY_DIR})
  string(MAKE_C_IDENTIFIER ${target} name)
  set(generated ${CMAKE_CURRENT_BINARY_DIR}/${target}_generated)
  set(header ${generated}/${target}.hpp)
  file(MAKE_DIRECTORY ${generated})
  add_library(${target} INTERFACE)
  target_include_directories(${target} INTERFACE ${generated})
  if(NOT QUEENS_EMXX OR (DEFINED QUEENS_BUILD_EXPLORER AND NOT QUEENS_BUILD_EXPLORER))
    message(WARNING "queens_add_explorer_page(${target}): em++ not found (or "
                    "QUEENS_BUILD_EXPLORER off), so no explorer page (${arg_OUTPUT}) and "
                    "`explore` says so; install emscripten (Debian: apt install emscripten) "
                    "and configure again")
    file(WRITE ${header} "// No em++ at build time: no explorer page (queensExplorer.cmake).\n"
                         "#include <string_view>\n"
                         "inline constexpr std::string_view ${name}_parts[] = {\"\"};\n")
    return()
  endif()
  set(module ${generated}/module.js)
  queens_explorer_module(OUTPUT ${module} SOURCES ${arg_SOURCES} DEPENDS ${arg_DEPENDS})
  set(front_end ${QUEENS_EXPLORER_DIR}/page.html ${QUEENS_EXPLORER_DIR}/page.css)
  # The code view shows the library's sources and yours (SOURCES and DEPENDS), by file name.
  set(code ${QUEENS_EXPLORER_CODE})
  set(code_files "")
  foreach(file IN LISTS arg_SOURCES arg_DEPENDS)
    cmake_path(GET file FILENAME file_name)
    list(APPEND code "${file_name}=${file}")
    list(APPEND code_files ${file})
  endforeach()
  foreach(pair IN LISTS QUEENS_EXPLORER_CODE)
    string(REGEX REPLACE "^[^=]*=" "" file "${pair}")
    list(APPEND code_files ${file})
  endforeach()
  string(REPLACE ";" "," code "${code}")
  file(GLOB scripts ${QUEENS_EXPLORER_DIR}/*.js)
  add_custom_command(
    OUTPUT ${arg_OUTPUT} ${header}
    COMMAND ${CMAKE_COMMAND} -DSOURCE=${QUEENS_EXPLORER_DIR} -DMODULE=${module}
            -DPAGE=${arg_OUTPUT} -DTITLE=${arg_TITLE} -DHEADER=${header} -DNAME=${name}
            -DCODE=${code} -DPIECE=${arg_PIECE}
            -P ${QUEENS_EXPLORER_DIR}/assemble.cmake
    DEPENDS ${module} ${front_end} ${scripts} ${code_files} ${QUEENS_EXPLORER_DIR}/assemble.cmake
            ${QUEENS_EXPLORER_DIR}/embed.cmake
    COMMENT "Assembling the explorer page ${arg_OUTPUT}"
    VERBATIM)
  add_custom_target(${target}_page ALL DEPENDS ${arg_OUTPUT} ${header})
  add_dependencies(${target} ${target}_page)
endfunction()
