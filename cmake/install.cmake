# What `cmake --install` puts under the prefix: each room of the library with its headers, a
# CMake package with one component per room, a pkg-config file per room, the program, its man
# page and the docs. Install components (cmake --install --component NAME): core, pieces,
# trace, count, cli, program, docs.
include(CMakePackageConfigHelpers)

set(cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/queens)
set(pc_dir ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
# queens*.pc find their prefix relative to themselves, so `cmake --install --prefix DIR` gives
# working files wherever DIR is.
file(RELATIVE_PATH QUEENS_PC_PREFIX_FROM_PCDIR /prefix/${pc_dir} /prefix)
string(REGEX REPLACE "/$" "" QUEENS_PC_PREFIX_FROM_PCDIR "${QUEENS_PC_PREFIX_FROM_PCDIR}")

# Installs one package component: its target, its headers (HEADERS: include directories whose
# queens/ folder is installed), its exported targets and its pkg-config file.
function(queens_install_component name)
  cmake_parse_arguments(arg "" "TARGET;DESCRIPTION;LIBS" "HEADERS;REQUIRES" ${ARGN})
  install(TARGETS ${arg_TARGET} EXPORT queens-${name}-targets COMPONENT ${name}
          LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
  foreach(dir IN LISTS arg_HEADERS)
    install(DIRECTORY ${dir}/queens DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT ${name})
  endforeach()
  install(EXPORT queens-${name}-targets NAMESPACE queens:: DESTINATION ${cmake_dir}
          COMPONENT ${name})
  set(PC_NAME queens-${name})
  if(name STREQUAL "queens")
    set(PC_NAME queens)
  endif()
  set(PC_DESCRIPTION "${arg_DESCRIPTION}")
  list(JOIN arg_REQUIRES " " PC_REQUIRES)
  set(PC_LIBS "${arg_LIBS}")
  configure_file(${PROJECT_SOURCE_DIR}/cmake/queens.pc.in ${PROJECT_BINARY_DIR}/${PC_NAME}.pc
                 @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/${PC_NAME}.pc DESTINATION ${pc_dir} COMPONENT ${name})
endfunction()

set(rooms ${PROJECT_SOURCE_DIR}/lib)
queens_install_component(core TARGET queens_core
  HEADERS ${rooms}/core/include ${PROJECT_BINARY_DIR}/lib/core/include
  DESCRIPTION "Budd's cooperating queens: the piece protocol, the sentinel, the queen, the board"
  LIBS "-L\${libdir} -lqueens_core")
queens_install_component(pieces TARGET queens_pieces HEADERS ${rooms}/pieces/include
  REQUIRES queens-core
  DESCRIPTION "queens: the registry of kinds of piece, and the pieces beside Budd's queen"
  LIBS "-L\${libdir} -lqueens_pieces")
queens_install_component(trace TARGET queens_trace HEADERS ${rooms}/trace/include
  REQUIRES queens-pieces spdlog fmt
  DESCRIPTION "queens: the conversation traced, and its formats"
  LIBS "-L\${libdir} -lqueens_trace")
queens_install_component(count TARGET queens_count HEADERS ${rooms}/count/include
  REQUIRES queens-pieces
  DESCRIPTION "queens: counting on all cores, in shards, with reports"
  LIBS "-L\${libdir} -lqueens_count -pthread")
queens_install_component(queens TARGET queens
  REQUIRES queens-core queens-pieces queens-trace queens-count
  DESCRIPTION "${PROJECT_DESCRIPTION}")
if(TARGET queens_cli)
  queens_install_component(cli TARGET queens_cli HEADERS ${PROJECT_SOURCE_DIR}/demo/include
    REQUIRES queens CLI11
    DESCRIPTION "queens: the command line as a library (queens::cli::run)"
    LIBS "-L\${libdir} -lqueens_cli")
endif()

# The explorer's sources, for an extender's page of their own pieces (queens_add_explorer_page,
# cmake/queensExplorer.cmake): the module and the front end, and the library's portable sources
# and headers in a folder of their own (em++ must not see the host's other headers).
set(QUEENS_EXPLORER_INSTALL_DIR ${CMAKE_INSTALL_DATADIR}/queens/explorer)
if(TARGET queens_cli)
  set(explorer ${PROJECT_SOURCE_DIR}/explorer)
  file(GLOB explorer_front ${explorer}/*.js)
  install(FILES ${explorer}/module.cpp ${explorer}/words.cpp ${explorer}/follow.hpp
                ${explorer}/listeners.hpp ${explorer}/seeker.hpp
                ${explorer}/registry_hook.hpp
                ${explorer}/solution_wasm.cpp ${explorer}/page.html ${explorer}/page.css
                ${explorer}/assemble.cmake ${explorer}/embed.cmake ${explorer_front}
                ${PROJECT_SOURCE_DIR}/docs/examples/null_checks.cpp
          DESTINATION ${QUEENS_EXPLORER_INSTALL_DIR} COMPONENT cli)
  install(FILES ${QUEENS_PORTABLE_SOURCES}
          DESTINATION ${QUEENS_EXPLORER_INSTALL_DIR}/library/src COMPONENT cli)
  install(FILES ${QUEENS_PORTABLE_HEADERS} ${PROJECT_BINARY_DIR}/lib/core/include/queens/version.hpp
          DESTINATION ${QUEENS_EXPLORER_INSTALL_DIR}/library/include/queens COMPONENT cli)
  install(FILES ${QUEENS_PORTABLE_DETAIL_HEADERS}
          DESTINATION ${QUEENS_EXPLORER_INSTALL_DIR}/library/include/queens/detail COMPONENT cli)
  install(FILES ${PROJECT_SOURCE_DIR}/cmake/queensExplorer.cmake DESTINATION ${cmake_dir}
          COMPONENT cli)
endif()

# The CMake package: find_package(queens [COMPONENTS ...]).
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/queensConfig.cmake.in
  ${PROJECT_BINARY_DIR}/queensConfig.cmake INSTALL_DESTINATION ${cmake_dir}
  PATH_VARS QUEENS_EXPLORER_INSTALL_DIR)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/queensConfigVersion.cmake
  COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/queensConfig.cmake ${PROJECT_BINARY_DIR}/queensConfigVersion.cmake
        DESTINATION ${cmake_dir} COMPONENT core)

# The program and its man page.
if(TARGET queens_demo)
  install(TARGETS queens_demo RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT program)
endif()
if(TARGET queens_man_page)
  install(FILES ${QUEENS_MAN_PAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT program)
endif()

# The docs, in the same layout as the source tree so that README's links keep working:
# share/doc/queens/{README.md,LICENSE,docs/*.md,docs/images/*}.
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE
        DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT docs)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs
        COMPONENT docs
        FILES_MATCHING PATTERN "*.md" PATTERN "*.png" PATTERN "*.svg"
        PATTERN "examples" EXCLUDE)
