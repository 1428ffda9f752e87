# Tests of the browser build (cmake/web.cmake), run when emscripten, node, chromium and Debian's
# python3-websocket and python3-pil are installed (make test installs them) and ISECT_WEB_TESTS
# is on (make sanitize and make test-clang turn it off: the browser build is one and the same).
#   web_build   builds it with emcmake into <build>/web (about a minute on two cores)
#   web_check   node runs every sample's start-up checks in WebAssembly (--check)
#   web_page    headless Chromium (SwiftShader's WebGL 2) opens every sample: the verdict
#               colours of its desktop golden image, the HUD, no console error; then '.', C,
#               a drag, Right, Space and arrows, and the settings kept across a reload
#               (tests/web_page.py; screenshots in <build>/web-shots/)
option(ISECT_WEB_TESTS "Build the browser version and test it in node and headless Chromium" ON)
find_program(ISECT_EMCMAKE emcmake)
find_program(ISECT_NODE node)
find_program(ISECT_CHROMIUM NAMES chromium chromium-browser)
if(NOT ISECT_WEB_TESTS OR NOT ISECT_EMCMAKE OR NOT ISECT_NODE OR NOT ISECT_CHROMIUM)
  return()
endif()

set(WEB_BUILD ${CMAKE_CURRENT_BINARY_DIR}/web)
# NODE_PATH: emcc's link step needs Debian's node modules (acorn) whichever node is first on PATH.
add_test(NAME web_build COMMAND ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs sh -c
  "emcmake cmake -S \"$1\" -B \"$2\" -DCMAKE_BUILD_TYPE=Release -DISECT_TESTS=OFF -DISECT_WERROR=$3 >/dev/null && cmake --build \"$2\" -j 2"
  web-build ${CMAKE_CURRENT_SOURCE_DIR} ${WEB_BUILD} ${ISECT_WERROR})
set_tests_properties(web_build PROPERTIES FIXTURES_SETUP web TIMEOUT 600)

add_test(NAME web_check COMMAND ${ISECT_NODE} ${WEB_BUILD}/isect-check.js --check)
set_tests_properties(web_check PROPERTIES FIXTURES_REQUIRED web)

# Every sample of the registry (read as viewer_tests.cmake reads it for the render tests).
set(WEB_SAMPLE_IDS)
foreach(line ${SAMPLE_LINES})
  string(REGEX REPLACE "^SAMPLE\\(([a-z_]+),.*" "\\1" name "${line}")
  string(REPLACE "_" "-" id "${name}")
  list(APPEND WEB_SAMPLE_IDS ${id})
endforeach()
add_test(NAME web_page COMMAND /usr/bin/python3 ${CMAKE_CURRENT_SOURCE_DIR}/tests/web_page.py
  --site ${WEB_BUILD}/site --render-colors $<TARGET_FILE:render_colors> --golden ${CMAKE_CURRENT_SOURCE_DIR}/tests/golden
  --project $<TARGET_FILE:project_point> --out ${CMAKE_CURRENT_BINARY_DIR}/web-shots
  --keys ${WEB_SAMPLE_IDS})
set_tests_properties(web_page PROPERTIES FIXTURES_REQUIRED web TIMEOUT 300 SKIP_RETURN_CODE 77)
