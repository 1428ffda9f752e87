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

add_executable(isect-bench bench/bench.c bench/bands.c bench/batches.c bench/cases.c bench/ccd_peer.c
  bench/floors_closest.c bench/floors_containment.c bench/floors_moving.c bench/floors_overlap.c bench/floors_ray.c
  bench/floors_sat.c)
target_link_libraries(isect-bench PRIVATE isect PkgConfig::CCD)
# CGAL's Epick as a peer where CGAL is installed (Debian's libcgal-dev; the tests require it):
# the rows for the tests CGAL has. C++ for that one file.
find_package(CGAL QUIET)
if(CGAL_FOUND)
  enable_language(CXX)
  target_sources(isect-bench PRIVATE bench/cgal_peer.cpp)
  target_link_libraries(isect-bench PRIVATE CGAL::CGAL)
  target_compile_definitions(isect-bench PRIVATE ISECT_BENCH_CGAL)
  target_compile_options(isect-bench PRIVATE $<$<COMPILE_LANGUAGE:CXX>:-Wno-maybe-uninitialized>)
endif()

if(ISECT_TESTS)
  add_test(NAME bench_quick COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/bench_quick.sh $<TARGET_FILE:isect-bench>)
  set_tests_properties(bench_quick PROPERTIES TIMEOUT 120)
endif()
