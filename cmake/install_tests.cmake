# Tests of what gets installed: the install itself with the consumer project, the manual page
# against --help, the desktop entry, and the version everywhere it is written.
if(NOT TARGET isect-viewer)
  return()
endif()

# Install into build/consumer/prefix, then build tests/consumer against it with CMake and with
# pkg-config. A sanitizer build installs instrumented libraries, so the consumer needs the flags.
add_test(NAME install_consumer
  COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/consumer/run.sh ${CMAKE_COMMAND} ${CMAKE_C_COMPILER}
          ${CMAKE_CURRENT_BINARY_DIR} ${CMAKE_CURRENT_SOURCE_DIR} ${CMAKE_INSTALL_LIBDIR} ${PROJECT_VERSION})
set_tests_properties(install_consumer PROPERTIES LABELS install TIMEOUT 120)
if(ISECT_SANITIZE)
  set_tests_properties(install_consumer PROPERTIES ENVIRONMENT
    "CFLAGS=-fsanitize=address,undefined;LDFLAGS=-fsanitize=address,undefined")
endif()

add_test(NAME viewer_manual
  COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/manual.sh $<TARGET_FILE:isect-viewer>
          ${CMAKE_CURRENT_BINARY_DIR}/isect-viewer.1 ${CMAKE_CURRENT_SOURCE_DIR})
set_tests_properties(viewer_manual PROPERTIES LABELS install)

add_test(NAME viewer_desktop_entry
  COMMAND desktop-file-validate ${CMAKE_CURRENT_SOURCE_DIR}/data/isect-viewer.desktop)
set_tests_properties(viewer_desktop_entry PROPERTIES LABELS install)

add_test(NAME version_agrees
  COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/version.sh $<TARGET_FILE:isect-viewer> ${PROJECT_VERSION}
          ${CMAKE_CURRENT_SOURCE_DIR}/CHANGELOG.md ${CMAKE_CURRENT_BINARY_DIR}/isect-viewer.1
          ${CMAKE_CURRENT_BINARY_DIR}/CPackConfig.cmake)
set_tests_properties(version_agrees PROPERTIES LABELS install)
