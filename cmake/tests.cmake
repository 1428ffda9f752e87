# Library tests: one program per family, tests/test_isect_<family>.c, each linked with the
# libccd oracle. Every program prints "N passed, N failed" and exits non-zero on a failure.
pkg_check_modules(CCD REQUIRED IMPORTED_TARGET ccd)

add_library(ccd_oracle STATIC tests/ccd_oracle.c)
target_link_libraries(ccd_oracle PUBLIC isect PkgConfig::CCD)

file(GLOB LIBRARY_TESTS CONFIGURE_DEPENDS tests/test_isect_*.c)
foreach(source ${LIBRARY_TESTS})
  get_filename_component(name ${source} NAME_WE)
  add_executable(${name} ${source})
  target_link_libraries(${name} PRIVATE ccd_oracle)
  add_test(NAME ${name} COMMAND ${name})
  set_tests_properties(${name} PROPERTIES LABELS library TIMEOUT 120)
endforeach()

include(cmake/viewer_tests.cmake OPTIONAL)
