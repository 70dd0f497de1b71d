# The man page queens.1, generated at build time from the program's own --help (and each
# subcommand's) by Debian's help2man, so it cannot drift from the program. Hand-written sections
# (exit status, examples, see also) are in docs/queens.h2m.
find_program(QUEENS_HELP2MAN help2man)
if(NOT QUEENS_HELP2MAN)
  message(WARNING "help2man not found: the man page queens.1 is not built and the man-page test "
                  "fails (tools/install-deps installs help2man)")
  return()
endif()
set(QUEENS_MAN_PAGE ${PROJECT_BINARY_DIR}/man/queens.1)
add_custom_command(
  OUTPUT ${QUEENS_MAN_PAGE}
  COMMAND ${CMAKE_COMMAND} -E make_directory ${PROJECT_BINARY_DIR}/man
  COMMAND ${CMAKE_COMMAND} -E env QUEENS_PROGRAM=$<TARGET_FILE:queens_demo>
          ${QUEENS_HELP2MAN} --no-info --section=1 --name "watch Budd's cooperating queens solve N-Queens"
          --include=${PROJECT_SOURCE_DIR}/docs/queens.h2m --output=${QUEENS_MAN_PAGE}
          ${PROJECT_SOURCE_DIR}/cmake/man_help.sh
  DEPENDS queens_demo ${PROJECT_SOURCE_DIR}/docs/queens.h2m ${PROJECT_SOURCE_DIR}/cmake/man_help.sh
  COMMENT "Generating the man page queens.1 with help2man"
  VERBATIM)
add_custom_target(queens_man_page ALL DEPENDS ${QUEENS_MAN_PAGE})
