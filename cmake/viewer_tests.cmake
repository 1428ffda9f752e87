# Tests of the viewer: the command line, --check, and what the rendered frames show. Tests
# that need a display go through tests/with_display.sh (xvfb-run -a when DISPLAY is unset).
if(NOT TARGET isect-viewer)
  return()
endif()
set(WITH_DISPLAY ${CMAKE_CURRENT_SOURCE_DIR}/tests/with_display.sh)

add_test(NAME viewer_check COMMAND isect-viewer --check)
add_test(NAME viewer_cli COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/cli.sh $<TARGET_FILE:isect-viewer>)

add_executable(render_aabb_plane tests/render_aabb_plane.c)
target_link_libraries(render_aabb_plane PRIVATE isect_viewer_core)
add_test(NAME render_aabb_plane_screenshot
  COMMAND ${WITH_DISPLAY} $<TARGET_FILE:isect-viewer> --sample aabb-plane --size 1280x720
          --screenshot ${CMAKE_CURRENT_BINARY_DIR}/render-aabb-plane.png)
set_tests_properties(render_aabb_plane_screenshot PROPERTIES FIXTURES_SETUP aabb_plane_png)
add_test(NAME render_aabb_plane COMMAND render_aabb_plane ${CMAKE_CURRENT_BINARY_DIR}/render-aabb-plane.png)
set_tests_properties(render_aabb_plane PROPERTIES FIXTURES_REQUIRED aabb_plane_png)

add_test(NAME viewer_keys COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/keys.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_keys PROPERTIES TIMEOUT 60)
