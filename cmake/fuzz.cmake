# Short fuzz runs in ctest. The libFuzzer targets of fuzz/ are a clang project of their own (the
# main build uses gcc): the fixture fuzz_build configures and builds it into fuzz-build/, then
# each target runs FUZZ_RUNS inputs starting from its committed seeds in fuzz/corpus/<target>,
# with AddressSanitizer and UBSan: -seed=1, without CMP-guided mutation or the entropic schedule,
# so the run is the same on every machine (fuzz/run.cmake says why). `make fuzz` is the long
# form. Needs the Debian packages clang and libclang-rt-14-dev.
find_program(ISECT_CLANG NAMES clang clang-14)
if(NOT ISECT_CLANG)
  message(STATUS "clang not found: the fuzz tests are left out (Debian: clang libclang-rt-14-dev)")
  return()
endif()
set(ISECT_FUZZ_RUNS 20000 CACHE STRING "Inputs per fuzz target in the ctest run")

set(fuzz_args -DBUILD_DIR=${CMAKE_BINARY_DIR}/fuzz-build -DCLANG=${ISECT_CLANG}
              -DWERROR=${ISECT_WERROR} -DSCRATCH=${CMAKE_BINARY_DIR}/fuzz-test-corpus)
add_test(NAME fuzz_build COMMAND ${CMAKE_COMMAND} ${fuzz_args} -DBUILD_ONLY=ON
         -P ${CMAKE_SOURCE_DIR}/fuzz/run.cmake)
set_tests_properties(fuzz_build PROPERTIES FIXTURES_SETUP fuzz LABELS fuzz TIMEOUT 300)

file(GLOB fuzz_sources CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/fuzz/fuzz_*.c)
foreach(source ${fuzz_sources})
  get_filename_component(name ${source} NAME_WE)
  add_test(NAME ${name} COMMAND ${CMAKE_COMMAND} ${fuzz_args} -DSKIP_BUILD=ON -DTARGETS=${name}
           -DRUNS=${ISECT_FUZZ_RUNS} -P ${CMAKE_SOURCE_DIR}/fuzz/run.cmake)
  set_tests_properties(${name} PROPERTIES FIXTURES_REQUIRED fuzz LABELS fuzz TIMEOUT 120)
endforeach()
