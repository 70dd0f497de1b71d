# The room graph, written once. Each room (lib/ROOM/, the umbrella, the command line) is declared
# with the rooms it builds on and the packages it needs, publicly (its headers or its link
# interface) or privately (its sources only), and each package a room may name is declared with
# what its consumers need to know of it. From these declarations come
#   - the rooms' links (queens_room, here);
#   - the package config's components and find_dependency calls, and the pkg-config files'
#     Requires and Libs (cmake/install.cmake, with queens_room_closure and queens_room_packages);
#   - the package tests: each component built alone where only its packages can be found
#     (tests/package/CMakeLists.txt);
#   - queens-rooms.json in the build tree, which `tools/lint.py rooms --graph` reads to check the
#     includes of lib/ (written once every room is declared, with a check that no target links
#     a package or a room its declaration does not name).
# The graph lives in global properties: QUEENS_ROOMS (in the order declared, each after the rooms
# it builds on), QUEENS_ROOM_<room>_<key> and QUEENS_PACKAGE_<package>_<key>.
include_guard(GLOBAL)

# Declares a package the rooms may name:
#   TARGET    the imported target a room links
#   FIND      the arguments find_package and find_dependency take after its name (CONFIG)
#   PC        its pkg-config module, for Requires:, or
#   PC_LIBS   its flags, for Libs:, when it has no module (threads: -pthread)
#   INCLUDES  the folders of its headers (lint.py: only the rooms that declare it include them)
#   NEEDS     the packages its own CMake package finds (spdlog's finds fmt and threads)
#   HEADER_ONLY  headers only, compiled into the rooms that name it PRIVATE: linked there as
#             $<BUILD_INTERFACE:...>, so no export, package config or pkg-config file names it
#             and no consumer needs it (nlohmann-json, the count room's report reader)
function(queens_package name)
  cmake_parse_arguments(arg "HEADER_ONLY" "TARGET" "FIND;PC;PC_LIBS;INCLUDES;NEEDS" ${ARGN})
  if(NOT arg_TARGET)
    message(FATAL_ERROR "queens_package(${name}): no TARGET")
  endif()
  set_property(GLOBAL APPEND PROPERTY QUEENS_PACKAGES ${name})
  foreach(key TARGET FIND PC PC_LIBS INCLUDES NEEDS HEADER_ONLY)
    set_property(GLOBAL PROPERTY QUEENS_PACKAGE_${name}_${key} "${arg_${key}}")
  endforeach()
endfunction()

# Declares room NAME, made by TARGET (a library already added), and links it:
#   ROOMS        the rooms it builds on (their queens::ROOM targets, public)
#   PUBLIC       packages its headers or its users need
#   PRIVATE      packages its sources only need (a static library's export still names them
#                as $<LINK_ONLY:...>, so its users must find them too)
#   DIR          its folder in the source tree, relative to the project (lint.py reads lib/'s)
#   HEADERS      the include directories whose queens/ folder is installed with it
#   DESCRIPTION  one line, for its pkg-config file
function(queens_room name)
  cmake_parse_arguments(arg "" "TARGET;DIR;DESCRIPTION" "ROOMS;PUBLIC;PRIVATE;HEADERS" ${ARGN})
  get_property(declared GLOBAL PROPERTY QUEENS_ROOMS)
  get_property(packages GLOBAL PROPERTY QUEENS_PACKAGES)
  if(name IN_LIST declared)
    message(FATAL_ERROR "queens_room(${name}): declared twice")
  endif()
  foreach(room IN LISTS arg_ROOMS)
    if(NOT room IN_LIST declared)
      message(FATAL_ERROR "queens_room(${name}): room '${room}' is not declared before it "
                          "(rooms: ${declared})")
    endif()
  endforeach()
  set(public_targets "")
  set(private_targets "")
  foreach(scope PUBLIC PRIVATE)
    foreach(package IN LISTS arg_${scope})
      if(NOT package IN_LIST packages)
        message(FATAL_ERROR "queens_room(${name}): package '${package}' is not declared with "
                            "queens_package (packages: ${packages})")
      endif()
      get_property(target GLOBAL PROPERTY QUEENS_PACKAGE_${package}_TARGET)
      if(NOT TARGET ${target})
        get_property(find GLOBAL PROPERTY QUEENS_PACKAGE_${package}_FIND)
        find_package(${package} ${find} REQUIRED)
      endif()
      get_property(header_only GLOBAL PROPERTY QUEENS_PACKAGE_${package}_HEADER_ONLY)
      if(header_only AND scope STREQUAL "PUBLIC")
        message(FATAL_ERROR "queens_room(${name}): header-only package '${package}' is named "
                            "PUBLIC, but it is kept out of the exported interface: name it PRIVATE")
      elseif(header_only)
        set(target $<BUILD_INTERFACE:${target}>)
      endif()
      string(TOLOWER ${scope} lower)
      list(APPEND ${lower}_targets ${target})
    endforeach()
  endforeach()
  set(room_targets ${arg_ROOMS})
  list(TRANSFORM room_targets PREPEND queens::)

  get_target_property(type ${arg_TARGET} TYPE)
  if(type STREQUAL "INTERFACE_LIBRARY")
    if(arg_PRIVATE)
      message(FATAL_ERROR "queens_room(${name}): an interface library has no PRIVATE packages")
    endif()
    target_link_libraries(${arg_TARGET} INTERFACE ${room_targets} ${public_targets})
  else()
    target_link_libraries(${arg_TARGET} PUBLIC ${room_targets} ${public_targets}
                          PRIVATE ${private_targets} $<BUILD_INTERFACE:queens_project_options>)
    queens_library_properties(${arg_TARGET})
  endif()

  set_property(GLOBAL APPEND PROPERTY QUEENS_ROOMS ${name})
  foreach(key TARGET DIR DESCRIPTION ROOMS PUBLIC PRIVATE HEADERS)
    set_property(GLOBAL PROPERTY QUEENS_ROOM_${name}_${key} "${arg_${key}}")
  endforeach()
endfunction()

# What every room's library is, static or shared (BUILD_SHARED_LIBS, off by default), as {fmt}
# and spdlog build theirs: versioned from the project (a shared library is libqueens_ROOM.so.1,
# its SONAME the major version, which changes when the API breaks), and with hidden symbols but
# its API, the declarations its headers mark QUEENS_API (<queens/detail/export.hpp> says why).
# QUEENS_SHARED, for the library and its users, turns that mark on; a static library needs none.
function(queens_library_properties target)
  set_target_properties(${target} PROPERTIES
    VERSION ${PROJECT_VERSION} SOVERSION ${PROJECT_VERSION_MAJOR}
    CXX_VISIBILITY_PRESET hidden VISIBILITY_INLINES_HIDDEN ON)
  get_target_property(type ${target} TYPE)
  if(type STREQUAL "SHARED_LIBRARY")
    target_compile_definitions(${target} PUBLIC QUEENS_SHARED)
    # Installed, each finds the rooms it builds on beside it, wherever the prefix is: a program
    # whose own path finds libqueens_count.so.1 needs nothing more for libqueens_pieces.so.1.
    set_target_properties(${target} PROPERTIES INSTALL_RPATH "$ORIGIN")
  endif()
endfunction()

# OUT: room NAME and every room it builds on, in the order declared.
function(queens_room_closure out name)
  set(closure ${name})
  set(todo ${name})
  while(todo)
    list(POP_FRONT todo room)
    get_property(rooms GLOBAL PROPERTY QUEENS_ROOM_${room}_ROOMS)
    foreach(below IN LISTS rooms)
      if(NOT below IN_LIST closure)
        list(APPEND closure ${below})
        list(APPEND todo ${below})
      endif()
    endforeach()
  endwhile()
  get_property(declared GLOBAL PROPERTY QUEENS_ROOMS)
  set(ordered "")
  foreach(room IN LISTS declared)
    if(room IN_LIST closure)
      list(APPEND ordered ${room})
    endif()
  endforeach()
  set(${out} ${ordered} PARENT_SCOPE)
endfunction()

# OUT: the packages a user of room NAME's exported target must find for it alone (not the rooms
# it builds on): its public packages, and its private ones when its library is static (they
# reach the export as $<LINK_ONLY:...>), header-only ones never. With CLOSURE: those of NAME and every room below it,
# and, with NEEDS too, every package those packages' own CMake packages find. With SHARED: as
# if the libraries were shared, whatever this build makes (the shared package's test).
function(queens_room_packages out name)
  cmake_parse_arguments(arg "CLOSURE;NEEDS;SHARED" "" "" ${ARGN})
  if(arg_CLOSURE)
    queens_room_closure(rooms ${name})
  else()
    set(rooms ${name})
  endif()
  set(found "")
  foreach(room IN LISTS rooms)
    get_property(public GLOBAL PROPERTY QUEENS_ROOM_${room}_PUBLIC)
    get_property(private GLOBAL PROPERTY QUEENS_ROOM_${room}_PRIVATE)
    get_property(target GLOBAL PROPERTY QUEENS_ROOM_${room}_TARGET)
    get_target_property(type ${target} TYPE)
    list(APPEND found ${public})
    if(type STREQUAL "STATIC_LIBRARY" AND NOT arg_SHARED)
      foreach(package IN LISTS private)
        get_property(header_only GLOBAL PROPERTY QUEENS_PACKAGE_${package}_HEADER_ONLY)
        if(NOT header_only)
          list(APPEND found ${package})
        endif()
      endforeach()
    endif()
  endforeach()
  if(arg_NEEDS)
    set(todo ${found})
    while(todo)
      list(POP_FRONT todo package)
      get_property(needs GLOBAL PROPERTY QUEENS_PACKAGE_${package}_NEEDS)
      foreach(need IN LISTS needs)
        if(NOT need IN_LIST found)
          list(APPEND found ${need})
          list(APPEND todo ${need})
        endif()
      endforeach()
    endwhile()
  endif()
  list(REMOVE_DUPLICATES found)
  set(${out} ${found} PARENT_SCOPE)
endfunction()

# OUT: a JSON array of the strings given after it.
function(queens_json_array out)
  set(items "")
  foreach(item IN LISTS ARGN)
    list(APPEND items "\"${item}\"")
  endforeach()
  list(JOIN items ", " joined)
  set(${out} "[${joined}]" PARENT_SCOPE)
endfunction()

# Once every room is declared (deferred to the end of the project's top directory): checks that
# each room's target links no queens:: room and no package target that its declaration does not
# name, and writes the graph for lint.py to ${PROJECT_BINARY_DIR}/queens-rooms.json.
function(queens_write_room_graph)
  get_property(rooms GLOBAL PROPERTY QUEENS_ROOMS)
  get_property(packages GLOBAL PROPERTY QUEENS_PACKAGES)
  set(package_targets "")
  foreach(package IN LISTS packages)
    get_property(target GLOBAL PROPERTY QUEENS_PACKAGE_${package}_TARGET)
    list(APPEND package_targets ${target})
  endforeach()

  set(room_entries "")
  foreach(room IN LISTS rooms)
    get_property(target GLOBAL PROPERTY QUEENS_ROOM_${room}_TARGET)
    foreach(key DIR ROOMS PUBLIC PRIVATE)
      get_property(${key} GLOBAL PROPERTY QUEENS_ROOM_${room}_${key})
    endforeach()
    # What the target really links, against what its declaration names.
    set(allowed "")
    foreach(below IN LISTS ROOMS)
      list(APPEND allowed queens::${below})
    endforeach()
    foreach(package IN LISTS PUBLIC PRIVATE)
      get_property(package_target GLOBAL PROPERTY QUEENS_PACKAGE_${package}_TARGET)
      list(APPEND allowed ${package_target})
    endforeach()
    get_target_property(links ${target} LINK_LIBRARIES)
    get_target_property(interface ${target} INTERFACE_LINK_LIBRARIES)
    string(REGEX MATCHALL "[A-Za-z0-9_]+::[A-Za-z0-9_]+" named "${links};${interface}")
    foreach(link IN LISTS named)
      if((link MATCHES "^queens::" OR link IN_LIST package_targets) AND NOT link IN_LIST allowed)
        message(FATAL_ERROR "Room ${room} (${target}) links ${link}, which its declaration "
                            "(queens_room or queens_add_room) does not name: declare it there, "
                            "so that the package config, pkg-config and lint.py know it")
      endif()
    endforeach()

    queens_json_array(rooms_json ${ROOMS})
    queens_json_array(public_json ${PUBLIC})
    queens_json_array(private_json ${PRIVATE})
    list(APPEND room_entries
         "    \"${room}\": {\"dir\": \"${DIR}\", \"rooms\": ${rooms_json}, \"public\": ${public_json}, \"private\": ${private_json}}")
  endforeach()

  set(package_entries "")
  foreach(package IN LISTS packages)
    get_property(includes GLOBAL PROPERTY QUEENS_PACKAGE_${package}_INCLUDES)
    get_property(needs GLOBAL PROPERTY QUEENS_PACKAGE_${package}_NEEDS)
    queens_json_array(includes_json ${includes})
    queens_json_array(needs_json ${needs})
    list(APPEND package_entries
         "    \"${package}\": {\"includes\": ${includes_json}, \"needs\": ${needs_json}}")
  endforeach()

  list(JOIN room_entries ",\n" room_text)
  list(JOIN package_entries ",\n" package_text)
  file(CONFIGURE OUTPUT ${PROJECT_BINARY_DIR}/queens-rooms.json CONTENT
"{
  \"comment\": \"The room graph, generated by cmake/rooms.cmake from the rooms' declarations (lib/CMakeLists.txt, demo/CMakeLists.txt). Read by tools/lint.py rooms --graph.\",
  \"rooms\": {
${room_text}
  },
  \"packages\": {
${package_text}
  }
}
" @ONLY)
endfunction()

cmake_language(DEFER DIRECTORY ${PROJECT_SOURCE_DIR} CALL queens_write_room_graph)
