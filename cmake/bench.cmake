# isect-bench (bench/): ns per test of isect, cglm and libccd on the same random cases, and the
# batch kernels against a plain streaming read. `make bench` builds it in Release (-O2) and runs
# it; with the tests, a quick run (10,000 cases) checks that it runs and agrees with itself.
option(ISECT_BENCH "Build the benchmark (needs libccd-dev)" ${ISECT_TESTS})
if(NOT ISECT_BENCH)
  return()
endif()
if(NOT TARGET PkgConfig::CCD)
  pkg_check_modules(CCD REQUIRED IMPORTED_TARGET ccd)
endif()

add_executable(isect-bench bench/bench.c bench/batches.c bench/cases.c bench/ccd_peer.c)
target_link_libraries(isect-bench PRIVATE isect PkgConfig::CCD)

if(ISECT_TESTS)
  add_test(NAME bench_quick COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/bench_quick.sh $<TARGET_FILE:isect-bench>)
  set_tests_properties(bench_quick PROPERTIES TIMEOUT 120)
endif()
