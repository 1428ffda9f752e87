# The browser build's cglm and stb: the host's Debian headers (both are header-only for what the
# browser build uses), as interface targets named as pkg_check_modules names them on the
# desktop, so the targets that use them read the same on both platforms. /usr/include itself
# must not reach emcc (glibc's headers would shadow emscripten's), so cglm comes in through a
# folder in the build tree holding only a link to it.
find_path(ISECT_HOST_CGLM cglm/cglm.h PATHS /usr/include NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH REQUIRED)
find_path(ISECT_HOST_STB stb_truetype.h PATHS /usr/include/stb NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH REQUIRED)
file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/host-include)
file(CREATE_LINK ${ISECT_HOST_CGLM}/cglm ${CMAKE_BINARY_DIR}/host-include/cglm SYMBOLIC)

add_library(PkgConfig::CGLM INTERFACE IMPORTED)
target_include_directories(PkgConfig::CGLM SYSTEM INTERFACE ${CMAKE_BINARY_DIR}/host-include)
add_library(PkgConfig::STB INTERFACE IMPORTED)
target_include_directories(PkgConfig::STB SYSTEM INTERFACE ${ISECT_HOST_STB})
