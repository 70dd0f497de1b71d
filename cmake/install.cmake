# What `cmake --install` puts under the prefix: the library, its headers (the generated
# <queens/version.hpp> too), the CMake package, queens.pc, the program, its man page and the docs.
include(CMakePackageConfigHelpers)

install(TARGETS queens EXPORT queensTargets
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/lib/include/queens
                  ${PROJECT_BINARY_DIR}/lib/include/queens
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})

# CMake package: find_package(queens CONFIG)
install(EXPORT queensTargets NAMESPACE queens::
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/queens)
configure_package_config_file(${PROJECT_SOURCE_DIR}/cmake/queensConfig.cmake.in
  ${PROJECT_BINARY_DIR}/queensConfig.cmake
  INSTALL_DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/queens)
write_basic_package_version_file(${PROJECT_BINARY_DIR}/queensConfigVersion.cmake
  COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/queensConfig.cmake ${PROJECT_BINARY_DIR}/queensConfigVersion.cmake
        DESTINATION ${CMAKE_INSTALL_LIBDIR}/cmake/queens)

# pkg-config: queens.pc finds its prefix relative to itself, so `cmake --install --prefix DIR`
# gives a working file wherever DIR is.
set(pc_dir ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
file(RELATIVE_PATH QUEENS_PC_PREFIX_FROM_PCDIR /prefix/${pc_dir} /prefix)
string(REGEX REPLACE "/$" "" QUEENS_PC_PREFIX_FROM_PCDIR "${QUEENS_PC_PREFIX_FROM_PCDIR}")
configure_file(${PROJECT_SOURCE_DIR}/cmake/queens.pc.in ${PROJECT_BINARY_DIR}/queens.pc @ONLY)
install(FILES ${PROJECT_BINARY_DIR}/queens.pc DESTINATION ${pc_dir})

# The program and its man page.
if(TARGET queens_demo)
  install(TARGETS queens_demo RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
if(TARGET queens_man_page)
  install(FILES ${QUEENS_MAN_PAGE} DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
endif()

# The docs, in the same layout as the source tree so that README's links keep working:
# share/doc/queens/{README.md,LICENSE,docs/*.md,docs/images/*}.
install(FILES ${PROJECT_SOURCE_DIR}/README.md ${PROJECT_SOURCE_DIR}/LICENSE
        DESTINATION ${CMAKE_INSTALL_DOCDIR})
install(DIRECTORY ${PROJECT_SOURCE_DIR}/docs/ DESTINATION ${CMAKE_INSTALL_DOCDIR}/docs
        FILES_MATCHING PATTERN "*.md" PATTERN "*.png" PATTERN "*.svg"
        PATTERN "examples" EXCLUDE)
