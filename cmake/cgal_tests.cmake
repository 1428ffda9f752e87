# The exact oracles (tests/cgal/): isect's ray, segment and line vs triangle, triangle-triangle,
# AABB-triangle, ray-AABB, segment-AABB and AABB-polygon (oracle.cpp), and the sphere tests with
# AABB-AABB (oracle_spheres.cpp) against CGAL's exact kernel on a million cases each. CGAL (Debian's libcgal-dev, header-only, with GMP) is a test
# dependency only, like libccd; C++ is enabled for this program alone. Registered in ctest: the
# tests whose verdicts agree with CGAL on every case (--check names them); the program prints the
# disagreement counts of the others too.
enable_language(CXX)
find_package(CGAL REQUIRED)

add_executable(test_cgal_oracle tests/cgal/oracle.cpp tests/cgal/isect_calls.c)
target_include_directories(test_cgal_oracle PRIVATE tests/cgal)
target_link_libraries(test_cgal_oracle PRIVATE isect CGAL::CGAL)
# GCC 12 with the sanitizers reports std::pair members in CGAL's code as maybe uninitialized
# (a false positive of its flow analysis inside the standard headers).
# (GCC's option only: clang does not know it.)
target_compile_options(test_cgal_oracle PRIVATE $<$<AND:$<COMPILE_LANGUAGE:CXX>,$<CXX_COMPILER_ID:GNU>>:-Wno-maybe-uninitialized>)
add_test(NAME test_cgal_oracle COMMAND test_cgal_oracle --check ray segment line triangle-triangle aabb-triangle ray-aabb segment-aabb ray-aabb-inverse
         aabb-polygon)
set_tests_properties(test_cgal_oracle PROPERTIES LABELS library TIMEOUT 600)

# The plane tests' oracle (tests/cgal/oracle_planes.cpp): sphere-plane, sphere-halfspace,
# aabb-plane, obb-plane, segment-plane and capsule-plane against the signed distances in CGAL's
# exact numbers, a million cases each.
add_executable(test_cgal_planes tests/cgal/oracle_planes.cpp tests/cgal/calls_planes.c)
target_include_directories(test_cgal_planes PRIVATE tests/cgal)
target_link_libraries(test_cgal_planes PRIVATE isect CGAL::CGAL)
target_compile_options(test_cgal_planes PRIVATE $<$<AND:$<COMPILE_LANGUAGE:CXX>,$<CXX_COMPILER_ID:GNU>>:-Wno-maybe-uninitialized>)
add_test(NAME test_cgal_planes COMMAND test_cgal_planes --check sphere-plane sphere-halfspace aabb-plane obb-plane segment-plane capsule-plane)
set_tests_properties(test_cgal_planes PROPERTIES LABELS library TIMEOUT 600)

# The sphere tests' oracle (tests/cgal/oracle_spheres.cpp): sphere-sphere, sphere-AABB,
# AABB-AABB, ray-sphere, segment-sphere and sphere-triangle against exact squared distances.
add_executable(test_cgal_spheres tests/cgal/oracle_spheres.cpp tests/cgal/calls_spheres.c)
target_include_directories(test_cgal_spheres PRIVATE tests/cgal)
target_link_libraries(test_cgal_spheres PRIVATE isect CGAL::CGAL)
target_compile_options(test_cgal_spheres PRIVATE $<$<AND:$<COMPILE_LANGUAGE:CXX>,$<CXX_COMPILER_ID:GNU>>:-Wno-maybe-uninitialized>)
add_test(NAME test_cgal_spheres COMMAND test_cgal_spheres --check sphere-sphere sphere-aabb aabb-aabb ray-sphere
         segment-sphere sphere-triangle)
set_tests_properties(test_cgal_spheres PROPERTIES LABELS library TIMEOUT 600)
