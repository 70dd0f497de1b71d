# One component of the installed package, alone (tests/package/CMakeLists.txt registers it):
#
#   cmake -DMODE=install -DBUILD_DIR=DIR -DPREFIX=DIR -DINSTALL=core|pieces -P component_test.cmake
#       a fresh PREFIX holding only the install components INSTALL of the build tree BUILD_DIR.
#   cmake -DMODE=consume -DPREFIX=DIR -DCOMPONENT=NAME -DBRINGS=core|... -DCOMPONENTS=...
#         -DHIDE=fmt|... -DSOURCE=DIR -DWORK=DIR -DGENERATOR=G -DCXX=C++ [-DLAUNCHER=ccache]
#         [-DBUILD_TYPE=T] [-DLINK_FLAGS=...] [-DEXPECT_FAILURE=REGEX] -P component_test.cmake
#       configures the consumer SOURCE afresh in WORK with find_package(queens COMPONENTS NAME)
#       on PREFIX, every package of HIDE made impossible to find, builds it and runs it. With
#       EXPECT_FAILURE the configure must fail, saying something that matches REGEX: the
#       proof that what is hidden is hidden.
# Lists are given with | between their items (a ; would split the test's command line).
cmake_minimum_required(VERSION 3.21)
foreach(list INSTALL BRINGS COMPONENTS HIDE)
  string(REPLACE "|" ";" ${list} "${${list}}")
endforeach()

function(run what)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "${what} failed (${rc}):\n${out}")
  endif()
  message(STATUS "${what}: done")
endfunction()

if(MODE STREQUAL "install")
  file(REMOVE_RECURSE ${PREFIX})
  foreach(component IN LISTS INSTALL)
    run("cmake --install --component ${component}"
        ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX} --component ${component})
  endforeach()
  return()
endif()

# A fresh consumer: a cache from an earlier run would remember where queens was found.
file(REMOVE_RECURSE ${WORK})
set(options -DCMAKE_PREFIX_PATH=${PREFIX} -DCMAKE_CXX_COMPILER=${CXX}
            -DCMAKE_FIND_USE_PACKAGE_REGISTRY=OFF
            -DQUEENS_COMPONENT=${COMPONENT})
foreach(list BRINGS COMPONENTS)
  string(REPLACE ";" "|" value "${${list}}")
  list(APPEND options -DQUEENS_${list}=${value})
endforeach()
foreach(package IN LISTS HIDE)
  list(APPEND options -DCMAKE_DISABLE_FIND_PACKAGE_${package}=ON)
endforeach()
if(LAUNCHER)
  list(APPEND options -DCMAKE_CXX_COMPILER_LAUNCHER=${LAUNCHER})
endif()
if(BUILD_TYPE)
  list(APPEND options -DCMAKE_BUILD_TYPE=${BUILD_TYPE})
endif()
if(LINK_FLAGS)
  list(APPEND options -DCMAKE_EXE_LINKER_FLAGS=${LINK_FLAGS})
endif()
message(STATUS "find_package(queens COMPONENTS ${COMPONENT}) on ${PREFIX}, "
               "hiding: ${HIDE}")
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE} -B ${WORK} -G ${GENERATOR} ${options}
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(DEFINED EXPECT_FAILURE)
  if(rc EQUAL 0)
    message(FATAL_ERROR "find_package(queens COMPONENTS ${COMPONENT}) was found where it must "
                        "not be (hiding ${HIDE}):\n${out}")
  endif()
  string(REGEX REPLACE "[ \t\r\n]+" " " out "${out}") # CMake wraps its messages
  if(NOT out MATCHES "${EXPECT_FAILURE}")
    message(FATAL_ERROR "The configure failed, but not saying '${EXPECT_FAILURE}':\n${out}")
  endif()
  message(STATUS "not found, as it must not be: ${CMAKE_MATCH_0}")
  return()
endif()
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "configure failed (${rc}):\n${out}")
endif()
run("build" ${CMAKE_COMMAND} --build ${WORK} -j2)
execute_process(COMMAND ${WORK}/consumer RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
message(STATUS "consumer: ${out}")
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "the consumer of ${COMPONENT} failed (${rc})")
endif()
