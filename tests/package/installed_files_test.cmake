# Checks that `cmake --install` put every file a user looks for under PREFIX.
set(expected
  ${INCLUDEDIR}/queens/board.hpp
  ${INCLUDEDIR}/queens/version.hpp
  ${LIBDIR}/cmake/queens/queensConfig.cmake
  ${LIBDIR}/cmake/queens/queensConfigVersion.cmake
  ${LIBDIR}/cmake/queens/queensComponents.cmake
  ${LIBDIR}/pkgconfig/queens.pc
  ${DOCDIR}/README.md
  ${DOCDIR}/LICENSE)
# Each room of the library: its archive, its CMake targets and its pkg-config file.
foreach(room core pieces trace count)
  list(APPEND expected ${LIBDIR}/libqueens_${room}.a
       ${LIBDIR}/cmake/queens/queens-${room}-targets.cmake ${LIBDIR}/pkgconfig/queens-${room}.pc)
endforeach()
list(APPEND expected ${LIBDIR}/cmake/queens/queens-queens-targets.cmake)
if(DEMO)
  list(APPEND expected ${LIBDIR}/libqueens_cli.a ${INCLUDEDIR}/queens/cli.hpp
       ${LIBDIR}/cmake/queens/queens-cli-targets.cmake ${LIBDIR}/pkgconfig/queens-cli.pc)
  list(APPEND expected ${BINDIR}/queens ${MANDIR}/man1/queens.1
       ${DATADIR}/bash-completion/completions/queens)
endif()
# Every guide in docs/ is installed next to README.md, so README's links keep working.
file(GLOB guides RELATIVE ${SOURCE_DIR} ${SOURCE_DIR}/docs/*.md)
foreach(guide IN LISTS guides)
  list(APPEND expected ${DOCDIR}/${guide})
endforeach()
set(missing "")
foreach(file IN LISTS expected)
  if(NOT EXISTS ${PREFIX}/${file})
    list(APPEND missing ${file})
  endif()
endforeach()
list(LENGTH expected count)
if(missing)
  message(FATAL_ERROR "not installed under ${PREFIX}: ${missing}")
endif()
file(READ ${PREFIX}/${DOCDIR}/LICENSE license)
if(NOT license MATCHES "MIT License" OR NOT license MATCHES "Copyright \\(c\\) 2026 The queens authors")
  message(FATAL_ERROR "${PREFIX}/${DOCDIR}/LICENSE is not the project's MIT license")
endif()
message(STATUS "all ${count} expected files installed under ${PREFIX}")
