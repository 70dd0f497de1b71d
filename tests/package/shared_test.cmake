# The library built shared, as distributions package it (tests/package/CMakeLists.txt registers
# this as package.shared.install, the fixture of the shared consumers):
#
#   cmake -DSOURCE_DIR=DIR -DBUILD_DIR=DIR -DPREFIX=DIR -DGENERATOR=G -DCXX=C++ [-DLAUNCHER=ccache]
#         [-DBUILD_TYPE=T] -DLIBDIR=lib -DVERSION=1.2.3 -DNM=nm -DREADELF=readelf
#         -DROOMS=core|pieces|trace|count -DAPI=core:symbol|... -P shared_test.cmake
#
# configures SOURCE_DIR in BUILD_DIR with BUILD_SHARED_LIBS=ON and the library alone (no program,
# tests or benchmark: what a shared build changes is the library), builds it through ccache as
# the project does (BUILD_DIR is kept, so a second run builds nothing), installs it to a fresh
# PREFIX and checks each room ROOM of ROOMS:
#   - libqueens_ROOM.so.VERSION, its SONAME libqueens_ROOM.so.MAJOR and the links to it, and no
#     archive beside it;
#   - its exports: every symbol API names for it (ROOM:demangled name), and none of the
#     library's internals (queens::detail) or of a header-only package compiled in (nlohmann):
#     hidden symbols and the QUEENS_API marks are in effect;
#   - its pkg-config file: -DQUEENS_SHARED in Cflags, and the packages only its sources use in
#     the .private fields (queens-count: -pthread in Libs.private, not in Libs).
# Lists are given with | between their items.
cmake_minimum_required(VERSION 3.21)
foreach(list ROOMS API)
  string(REPLACE "|" ";" ${list} "${${list}}")
endforeach()
string(REGEX MATCH "^[0-9]+" major "${VERSION}")

function(run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${what} failed (${rc}):\n${out}")
  endif()
  set(output "${out}" PARENT_SCOPE)
endfunction()

set(options -DBUILD_SHARED_LIBS=ON -DQUEENS_BUILD_DEMO=OFF -DQUEENS_BUILD_TESTS=OFF
            -DQUEENS_BUILD_BENCHMARK=OFF -DQUEENS_INSTALL=ON -DQUEENS_WARNINGS_AS_ERRORS=ON
            -DCMAKE_CXX_COMPILER=${CXX})
if(LAUNCHER)
  list(APPEND options -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()
if(BUILD_TYPE)
  list(APPEND options -DCMAKE_BUILD_TYPE=${BUILD_TYPE})
endif()
run("configure" ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${BUILD_DIR} -G ${GENERATOR} ${options})
run("build" ${CMAKE_COMMAND} --build ${BUILD_DIR} -j2)
file(REMOVE_RECURSE ${PREFIX})
run("install" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX})
message(STATUS "built and installed shared in ${PREFIX}")

set(failures "")
foreach(room IN LISTS ROOMS)
  set(lib ${PREFIX}/${LIBDIR}/libqueens_${room})
  foreach(file ${lib}.so.${VERSION} ${lib}.so.${major} ${lib}.so)
    if(NOT EXISTS ${file})
      list(APPEND failures "${room}: no ${file}")
    endif()
  endforeach()
  if(EXISTS ${lib}.a)
    list(APPEND failures "${room}: an archive beside the shared library: ${lib}.a")
  endif()
  if(NOT EXISTS ${lib}.so.${VERSION})
    continue()
  endif()

  run("readelf ${room}" ${READELF} -d ${lib}.so.${VERSION})
  if(NOT output MATCHES "SONAME\\)[^\n]*\\[libqueens_${room}\\.so\\.${major}\\]")
    list(APPEND failures "${room}: its SONAME is not libqueens_${room}.so.${major}")
  endif()

  run("nm ${room}" ${NM} -D -C --defined-only ${lib}.so.${VERSION})
  string(REGEX MATCHALL "[^\n]+" exported "${output}")
  list(LENGTH exported exports)
  set(internal ${exported})
  list(FILTER internal INCLUDE REGEX "queens::detail::|nlohmann")
  if(internal)
    list(JOIN internal "\n  " internal)
    list(APPEND failures "${room} exports what is not its API:\n  ${internal}")
  endif()
  foreach(entry IN LISTS API)
    if(entry MATCHES "^${room}:(.*)$")
      set(symbol "${CMAKE_MATCH_1}")
      string(FIND "${output}" " ${symbol}" at)
      if(at EQUAL -1)
        list(APPEND failures "${room} does not export ${symbol}")
      endif()
    endif()
  endforeach()

  file(STRINGS ${PREFIX}/${LIBDIR}/pkgconfig/queens-${room}.pc pc)
  list(FILTER pc INCLUDE REGEX "^(Cflags|Libs|Libs.private):")
  if(NOT pc MATCHES "Cflags:[^;]*-DQUEENS_SHARED")
    list(APPEND failures "${room}: queens-${room}.pc's Cflags lack -DQUEENS_SHARED: ${pc}")
  endif()
  if(pc MATCHES "Libs: [^;]*-pthread")
    list(APPEND failures "${room}: queens-${room}.pc links threads for its users: ${pc}")
  endif()
  if(room STREQUAL "count" AND NOT pc MATCHES "Libs.private: [^;]*-pthread")
    list(APPEND failures "count: queens-count.pc has no -pthread in Libs.private: ${pc}")
  endif()
  message(STATUS "libqueens_${room}.so.${VERSION}: SONAME libqueens_${room}.so.${major}, "
                 "${exports} symbols exported")
endforeach()

if(failures)
  list(JOIN failures "\n" failures)
  message(FATAL_ERROR "${failures}")
endif()
