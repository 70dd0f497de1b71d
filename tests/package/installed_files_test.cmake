# Checks that `cmake --install` put every file a user looks for under PREFIX.
set(expected
  ${INCLUDEDIR}/queens/board.hpp
  ${INCLUDEDIR}/queens/version.hpp
  ${LIBDIR}/cmake/queens/queensConfig.cmake
  ${LIBDIR}/cmake/queens/queensConfigVersion.cmake
  ${LIBDIR}/cmake/queens/queensTargets.cmake
  ${LIBDIR}/pkgconfig/queens.pc
  ${DOCDIR}/README.md
  ${DOCDIR}/LICENSE)
if(DEMO)
  list(APPEND expected ${BINDIR}/queens ${MANDIR}/man1/queens.1)
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
