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
  set_tests_properties(${name} PROPERTIES LABELS library TIMEOUT 300) # a million cases each; under the sanitizers several take a minute or two
endforeach()

# The batch kernels' portable version, which a processor with AVX2 never runs from the library
# (batch.c picks the AVX2 clone at load time): the same test, against batch.c built without it.
add_executable(test_isect_batch_portable tests/test_isect_batch.c src/isect/batch.c)
target_compile_definitions(test_isect_batch_portable PRIVATE ISECT_PORTABLE_BATCH)

# With ISECT_VALIDATE the library checks its preconditions: the batch.c compiled in above does
# too, and test_isect_validate expects the checks to abort (without it, to return).
if(ISECT_VALIDATE)
  target_compile_definitions(test_isect_batch_portable PRIVATE ISECT_VALIDATE)
  target_compile_definitions(test_isect_validate PRIVATE ISECT_VALIDATE)
endif()
target_link_libraries(test_isect_batch_portable PRIVATE ccd_oracle)
add_test(NAME test_isect_batch_portable COMMAND test_isect_batch_portable)
set_tests_properties(test_isect_batch_portable PROPERTIES LABELS library TIMEOUT 120)

include(cmake/viewer_tests.cmake OPTIONAL)
