# What `cmake --install` puts under the prefix: each room of the library with its headers, a
# CMake package with one component per room, a pkg-config file per room, the program, its man
# page and the docs. Install components (cmake --install --component NAME): one per room of the
# room graph (cmake/rooms.cmake: core, pieces, trace, count, queens, cli), program, docs.
include(CMakePackageConfigHelpers)

set(cmake_dir ${CMAKE_INSTALL_LIBDIR}/cmake/queens)
set(pc_dir ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
# queens*.pc find their prefix relative to themselves, so `cmake --install --prefix DIR` gives
# working files wherever DIR is.
file(RELATIVE_PATH QUEENS_PC_PREFIX_FROM_PCDIR /prefix/${pc_dir} /prefix)
string(REGEX REPLACE "/$" "" QUEENS_PC_PREFIX_FROM_PCDIR "${QUEENS_PC_PREFIX_FROM_PCDIR}")

# Installs one package component, room NAME of the room graph (cmake/rooms.cmake): its target,
# its headers (the include directories declared with it, whose queens/ folder is installed), its
# exported targets and its pkg-config file, whose Requires and Libs come from its declaration.
function(queens_install_component name)
  foreach(key TARGET HEADERS DESCRIPTION ROOMS PRIVATE)
    get_property(${key} GLOBAL PROPERTY QUEENS_ROOM_${name}_${key})
  endforeach()
  install(TARGETS ${TARGET} EXPORT queens-${name}-targets COMPONENT ${name}
          LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
          ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR})
  foreach(dir IN LISTS HEADERS)
    install(DIRECTORY ${dir}/queens DESTINATION ${CMAKE_INSTALL_INCLUDEDIR} COMPONENT ${name})
  endforeach()
  install(EXPORT queens-${name}-targets NAMESPACE queens:: DESTINATION ${cmake_dir}
          COMPONENT ${name})

  # pkg-config: the rooms below as their modules, then the packages its users link (a static
  # library's private packages among them), as modules or as flags; a shared library's private
  # packages go to the .private fields, for static links only.
  set(requires "")
  foreach(room IN LISTS ROOMS)
    queens_pc_name(module ${room})
    list(APPEND requires ${module})
  endforeach()
  set(libs "")
  set(requires_private "")
  set(libs_private "")
  get_target_property(type ${TARGET} TYPE)
  # A shared library's users see its QUEENS_API marks as its exported targets give them.
  set(PC_CFLAGS "")
  if(type STREQUAL "SHARED_LIBRARY")
    set(PC_CFLAGS " -DQUEENS_SHARED")
  endif()
  if(NOT type STREQUAL "INTERFACE_LIBRARY")
    get_target_property(file ${TARGET} OUTPUT_NAME)
    if(NOT file)
      set(file ${TARGET})
    endif()
    set(libs "-L\${libdir}" "-l${file}")
  endif()
  queens_room_packages(needed ${name})
  foreach(package IN LISTS needed PRIVATE)
    get_property(header_only GLOBAL PROPERTY QUEENS_PACKAGE_${package}_HEADER_ONLY)
    if(header_only)
      continue() # compiled in: no user of the library links or finds it
    endif()
    get_property(module GLOBAL PROPERTY QUEENS_PACKAGE_${package}_PC)
    get_property(flags GLOBAL PROPERTY QUEENS_PACKAGE_${package}_PC_LIBS)
    if(package IN_LIST needed)
      list(APPEND requires ${module})
      list(APPEND libs ${flags})
    else()
      list(APPEND requires_private ${module})
      list(APPEND libs_private ${flags})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES requires)
  list(REMOVE_DUPLICATES libs)
  queens_pc_name(PC_NAME ${name})
  set(PC_DESCRIPTION "${DESCRIPTION}")
  list(JOIN requires " " PC_REQUIRES)
  list(JOIN requires_private " " PC_REQUIRES_PRIVATE)
  list(JOIN libs " " PC_LIBS)
  list(JOIN libs_private " " PC_LIBS_PRIVATE)
  configure_file(${PROJECT_SOURCE_DIR}/cmake/queens.pc.in ${PROJECT_BINARY_DIR}/${PC_NAME}.pc
                 @ONLY)
  install(FILES ${PROJECT_BINARY_DIR}/${PC_NAME}.pc DESTINATION ${pc_dir} COMPONENT ${name})
endfunction()

# OUT: the pkg-config module of room NAME: queens-NAME, and `queens` for the umbrella.
function(queens_pc_name out name)
  if(name STREQUAL "queens")
    set(${out} queens PARENT_SCOPE)
  else()
    set(${out} queens-${name} PARENT_SCOPE)
  endif()
endfunction()

# Every room declared is a component (the command line's only when the demo is built).
get_property(queens_components GLOBAL PROPERTY QUEENS_ROOMS)
foreach(component IN LISTS queens_components)
  queens_install_component(${component})
endforeach()

# What the package config knows of the components, from the same graph: the order to load
# them in, what each brings (itself and the rooms below it), the packages each one's exported
# targets name (found before it is loaded), and how each package is found. queensConfig.cmake
# includes it.
set(components_text "")
foreach(component IN LISTS queens_components)
  queens_room_closure(closure ${component})
  queens_room_packages(packages ${component})
  list(JOIN closure " " closure)
  list(JOIN packages " " packages)
  string(APPEND components_text "set(_queens_closure_${component} ${closure})\n"
                                "set(_queens_packages_${component} ${packages})\n")
endforeach()
get_property(queens_packages GLOBAL PROPERTY QUEENS_PACKAGES)
foreach(package IN LISTS queens_packages)
  get_property(header_only GLOBAL PROPERTY QUEENS_PACKAGE_${package}_HEADER_ONLY)
  if(header_only)
    continue()
  endif()
  get_property(find GLOBAL PROPERTY QUEENS_PACKAGE_${package}_FIND)
  list(JOIN find " " find)
  string(APPEND components_text "set(_queens_find_${package} ${find})\n")
endforeach()
queens_room_closure(umbrella_closure queens)
list(JOIN umbrella_closure " " umbrella_closure)
list(JOIN queens_components " " component_order)
file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/queensComponents.cmake CONTENT
"# The package's components, generated by cmake/install.cmake from the room graph (the rooms'
# declarations in lib/CMakeLists.txt and demo/CMakeLists.txt, cmake/rooms.cmake): do not edit.
set(_queens_order ${component_order})
# find_package(queens) with no component: the umbrella and the rooms it brings, and the other
# components (the command line) when they are installed and their packages can be found.
set(_queens_default ${umbrella_closure})
${components_text}" @ONLY)

# The explorer's sources, for an extender's page of their own pieces (queens_add_explorer_page,
# cmake/queensExplorer.cmake): the module and the front end, and the library's portable sources
# and headers in a folder of their own (em++ must not see the host's other headers).
set(QUEENS_EXPLORER_INSTALL_DIR ${CMAKE_INSTALL_DATADIR}/queens/explorer)
if(TARGET queens_cli)
  set(explorer ${PROJECT_SOURCE_DIR}/explorer)
  file(GLOB explorer_front ${explorer}/*.js)
  file(GLOB explorer_headers ${explorer}/*.hpp)
  install(FILES ${explorer}/module.cpp ${explorer}/session.cpp ${explorer}/choices.cpp
                ${explorer}/words.cpp ${explorer}/pins.cpp
                ${explorer_headers} ${explorer}/asyncify_remove.txt ${explorer}/solution_wasm.cpp
                ${explorer}/page.html ${explorer}/page.css
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
              ${PROJECT_BINARY_DIR}/queensComponents.cmake
        DESTINATION ${cmake_dir} COMPONENT core)

# The program, its man page and its bash completion.
if(TARGET queens_demo)
  install(TARGETS queens_demo RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT program)
endif()
if(TARGET queens_man_page)
  install(FILES ${QUEENS_MAN_PAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT program)
endif()
if(TARGET queens_bash_completion)
  install(FILES ${QUEENS_BASH_COMPLETION}
          DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions COMPONENT program)
endif()

# The docs, in the same layout as the source tree so that README's links keep working:
# share/doc/queens/{README.md,LICENSE,docs/*.md,docs/images/*}.
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE
        DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT docs)
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs
        COMPONENT docs
        FILES_MATCHING PATTERN "*.md" PATTERN "*.png" PATTERN "*.svg"
        PATTERN "examples" EXCLUDE)
