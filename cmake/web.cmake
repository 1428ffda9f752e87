# The browser build (make web: emcmake cmake, Debian's emscripten), included by viewer.cmake:
#   site/index.html, site/isect.js, site/isect.wasm   the viewer with every sample, WebAssembly +
#                                                     WebGL 2; any static web host serves the folder
#   isect-check.js (the wasm inside)                  the same program for node, for --check
# The same sources as the desktop viewer; emscripten's built-in GLFW instead of the system's, no
# glad (gl_api.h), the shaders with GLSL ES 3.00's version line (embed_shaders.cmake), web.c for
# the main loop and the page's size and fragment (platform.h).
target_compile_definitions(isect_viewer_core PUBLIC GLFW_INCLUDE_NONE)

set(WEB_SITE ${CMAKE_BINARY_DIR}/site)
set(WEB_GL_FLAGS -sUSE_GLFW=3 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2)

add_executable(isect-web ${VIEWER_APP_SOURCES} src/viewer/web.c)
add_dependencies(isect-web isect_shaders)
target_link_libraries(isect-web PRIVATE isect_viewer_core)
target_link_options(isect-web PRIVATE ${WEB_GL_FLAGS} -sENVIRONMENT=web -sALLOW_MEMORY_GROWTH=1
  -sEXPORTED_RUNTIME_METHODS=[])
set_target_properties(isect-web PROPERTIES OUTPUT_NAME isect SUFFIX .js RUNTIME_OUTPUT_DIRECTORY ${WEB_SITE})
configure_file(web/index.html ${WEB_SITE}/index.html COPYONLY)

# node runs every sample's start-up checks under wasm's float semantics: node isect-check.js --check
add_executable(isect-check ${VIEWER_APP_SOURCES} src/viewer/web.c)
add_dependencies(isect-check isect_shaders)
target_link_libraries(isect-check PRIVATE isect_viewer_core)
target_link_options(isect-check PRIVATE ${WEB_GL_FLAGS} -sENVIRONMENT=node -sEXIT_RUNTIME=1 -sSINGLE_FILE=1 -sALLOW_MEMORY_GROWTH=1)
set_target_properties(isect-check PROPERTIES SUFFIX .js)
