# The Debian packages, made by CPack (`make package`, which configures with prefix /usr):
#   isect        the viewer, its manual page, desktop entry and documentation
#   libisect0    the shared library (libisect.so.MAJOR; the name follows the SONAME)
#   libisect-dev headers, static library, libisect.so, isect.pc and the CMake package
# One version for all, from project(): package, --version and the header macros agree.
# Dependencies come from dpkg-shlibdeps (dpkg-dev and file), plus what the binaries do not
# show: GLFW opens libGL at run time, and the headers need cglm's.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME isect)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
# CPackDeb puts any summary but its default in front of each component's description; equal to
# the default, each package's first description line is its own Debian summary.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "isect built using CMake")
set(ISECT_PACKAGE_CONTACT "isect maintainers <maintainers@users.noreply.a-seed-49487bb7.example>"
  CACHE STRING "Maintainer field of the Debian packages")
set(CPACK_PACKAGE_CONTACT "${ISECT_PACKAGE_CONTACT}")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL viewer lib dev)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT) # isect_0.1.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)

set(CPACK_DEBIAN_VIEWER_PACKAGE_NAME isect)
set(CPACK_DEBIAN_VIEWER_PACKAGE_SECTION science)
set(CPACK_DEBIAN_VIEWER_PACKAGE_DEPENDS "libgl1")
set(CPACK_DEBIAN_VIEWER_PACKAGE_SUGGESTS "xvfb, xauth")
set(CPACK_COMPONENT_VIEWER_DESCRIPTION "viewer for primitive intersection tests (Ericson, RTCD)
isect-viewer teaches and verifies collision detection: one sample per primitive
intersection test from Christer Ericson's Real-Time Collision Detection. Each sample
checks its expected results at start-up, draws its shapes in wireframe and colours the
shapes that intersect red. `isect-viewer --check` runs the checks without a display.")

set(CPACK_DEBIAN_LIB_PACKAGE_NAME libisect${PROJECT_VERSION_MAJOR})
set(CPACK_DEBIAN_LIB_PACKAGE_SECTION libs)
set(CPACK_DEBIAN_LIB_PACKAGE_GENERATE_SHLIBS ON) # shlibs file and the ldconfig trigger
set(CPACK_COMPONENT_LIB_DESCRIPTION "primitive intersection tests in C (shared library)
isect is a small C11 collision library after Ericson's Real-Time Collision Detection:
boxes, spheres, planes, triangles, rays and more, exact about touching and degenerate
cases. No GL; cglm and libm only.")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME libisect-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
set(CPACK_COMPONENT_DEV_DEPENDS lib) # libisect0 (= the same version)
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "libcglm-dev")
set(CPACK_DEBIAN_DEV_PACKAGE_RECOMMENDS "pkg-config")
set(CPACK_COMPONENT_DEV_DESCRIPTION "primitive intersection tests in C (development files)
isect is a small C11 collision library after Ericson's Real-Time Collision Detection.
This package holds the headers (<isect/isect.h>), the static library, isect.pc for
pkg-config and the CMake package: find_package(isect) gives isect::isect.")

include(CPack)
