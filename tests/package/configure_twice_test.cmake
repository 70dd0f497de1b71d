# Configures the project twice in a fresh directory and checks the exported targets (the file
# that becomes lib/cmake/queens/queens-core-targets.cmake) come out the same both times.
file(REMOVE_RECURSE ${BUILD_DIR})
set(generated "")
foreach(run 1 2)
  execute_process(
    COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR} -B ${BUILD_DIR} -G ${GENERATOR}
            -DCMAKE_CXX_COMPILER=${CXX} -DQUEENS_BUILD_DEMO=OFF -DQUEENS_BUILD_TESTS=OFF
            -DQUEENS_BUILD_BENCHMARK=OFF
    RESULT_VARIABLE status OUTPUT_QUIET)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "configure ${run} failed (${status})")
  endif()
  file(GLOB_RECURSE targets ${BUILD_DIR}/CMakeFiles/Export/*/queens-core-targets.cmake)
  if(NOT targets)
    message(FATAL_ERROR "configure ${run} wrote no queens-core-targets.cmake under ${BUILD_DIR}")
  endif()
  file(READ ${targets} text_${run})
  string(REGEX MATCH "INTERFACE_INCLUDE_DIRECTORIES \"[^\"]*\"" includes_${run} "${text_${run}}")
  message(STATUS "configure ${run}: ${includes_${run}}")
endforeach()
if(NOT text_1 STREQUAL text_2)
  message(FATAL_ERROR "the exported targets differ between the first and the second configure:\n"
                      "first:  ${includes_1}\nsecond: ${includes_2}")
endif()
if(NOT includes_1 MATCHES "_IMPORT_PREFIX}/include")
  message(FATAL_ERROR "exported include directories lack the install include dir: ${includes_1}")
endif()
