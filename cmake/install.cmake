# What `cmake --install` puts where, in the GNU layout (GNUInstallDirs, included with the
# library): the viewer with its manual page and desktop entry, and the collision library for
# other programs: headers under include/isect/, libisect.a, libisect.so.MAJOR with its
# SONAME, isect.pc, and a CMake package giving isect::isect (shared) and isect::isect_static.
# Components: viewer (the program), lib (the shared library alone), dev (the rest); the
# Debian package (cmake/package.cmake) makes one .deb of each.
include(CMakePackageConfigHelpers)

# ---- The library ----------------------------------------------------------------------------
set_target_properties(isect_shared PROPERTIES EXPORT_NAME isect)
set_target_properties(isect PROPERTIES EXPORT_NAME isect_static)
install(TARGETS isect_shared isect EXPORT isectTargets
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT lib NAMELINK_COMPONENT dev
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT dev)
install(FILES src/isect/isect.h src/isect/isect_inline.h ${CMAKE_CURRENT_BINARY_DIR}/include/isect/isect_version.h
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/isect COMPONENT dev)

set(ISECT_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/isect)
install(EXPORT isectTargets NAMESPACE isect:: DESTINATION ${ISECT_CMAKE_DIR} COMPONENT dev)
configure_package_config_file(cmake/isectConfig.cmake.in isectConfig.cmake
  INSTALL_DESTINATION ${ISECT_CMAKE_DIR})
# The SONAME changes with the major version, so only the same major version is compatible.
write_basic_package_version_file(isectConfigVersion.cmake COMPATIBILITY SameMajorVersion)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/isectConfig.cmake ${CMAKE_CURRENT_BINARY_DIR}/isectConfigVersion.cmake
  DESTINATION ${ISECT_CMAKE_DIR} COMPONENT dev)

# isect.pc: everything but the prefix is filled in now; the prefix when installing, so the file
# is right for `cmake --install --prefix DIR` as well as for the Debian package's /usr.
set(ISECT_PC_PREFIX "@CMAKE_INSTALL_PREFIX@")
configure_file(cmake/isect.pc.in isect.pc.in @ONLY)
install(CODE "
  file(READ \"${CMAKE_CURRENT_BINARY_DIR}/isect.pc.in\" pc)
  string(CONFIGURE \"\${pc}\" pc @ONLY)
  file(WRITE \"${CMAKE_CURRENT_BINARY_DIR}/install/isect.pc\" \"\${pc}\")"
  COMPONENT dev)
install(FILES ${CMAKE_CURRENT_BINARY_DIR}/install/isect.pc
  DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig COMPONENT dev)

# ---- The viewer -----------------------------------------------------------------------------
if(TARGET isect-viewer)
  install(TARGETS isect-viewer RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT viewer)

  # The manual page carries the version from project(); installed compressed, as Debian does
  # (gzip -n: no time stamp, so the package is reproducible).
  configure_file(docs/isect-viewer.1.in isect-viewer.1 @ONLY)
  add_custom_command(OUTPUT isect-viewer.1.gz
    COMMAND gzip -9 -n -f -k isect-viewer.1
    DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/isect-viewer.1
    COMMENT "Compressing the manual page")
  add_custom_target(isect-viewer-manual ALL DEPENDS isect-viewer.1.gz)
  install(FILES ${CMAKE_CURRENT_BINARY_DIR}/isect-viewer.1.gz
    DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT viewer)

  install(FILES data/isect-viewer.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications
    COMPONENT viewer)
  install(FILES README.md CHANGELOG.md DESTINATION ${CMAKE_INSTALL_DOCDIR} COMPONENT viewer)
endif()

if(ISECT_TESTS)
  include(cmake/install_tests.cmake)
endif()
