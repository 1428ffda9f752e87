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
target_include_directories(render_aabb_plane PRIVATE tests)
add_test(NAME render_aabb_plane COMMAND render_aabb_plane ${CMAKE_CURRENT_BINARY_DIR}/render-aabb-plane.png)
set_tests_properties(render_aabb_plane PROPERTIES FIXTURES_REQUIRED png_aabb-plane)

# --bench: a line per sample, at most 7 draw calls a frame in every teaching sample.
add_test(NAME viewer_bench COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/bench_viewer.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_bench PROPERTIES TIMEOUT 120)

add_test(NAME viewer_keys COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/keys.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_keys PROPERTIES TIMEOUT 60)
add_test(NAME viewer_trace_keys COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/trace_keys.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_trace_keys PROPERTIES TIMEOUT 60)

# Every sample: --screenshot renders it, the PNG holds both the hit and the shape colour, and
# it matches the golden image in tests/golden/ (`make golden` rewrites those).
add_executable(render_colors tests/render_colors.c)
target_link_libraries(render_colors PRIVATE isect_viewer_core PkgConfig::STB)
target_include_directories(render_colors PRIVATE tests)
add_executable(golden_compare tests/golden_compare.c)
target_link_libraries(golden_compare PRIVATE PkgConfig::STB)
# golden_test(NAME GOLDEN ARGS...): the viewer run with ARGS renders render-NAME.png (the test
# render_NAME_screenshot, fixture png_NAME), which must match tests/golden/GOLDEN.png
# (render_NAME_golden; a differing picture is left in golden-diff-NAME.png).
function(golden_test name golden)
  set(png ${CMAKE_CURRENT_BINARY_DIR}/render-${name}.png)
  add_test(NAME render_${name}_screenshot
    COMMAND ${WITH_DISPLAY} $<TARGET_FILE:isect-viewer> ${ARGN} --size 1280x720 --screenshot ${png})
  set_tests_properties(render_${name}_screenshot PROPERTIES FIXTURES_SETUP png_${name})
  add_test(NAME render_${name}_golden COMMAND golden_compare ${png}
           ${CMAKE_CURRENT_SOURCE_DIR}/tests/golden/${golden}.png ${CMAKE_CURRENT_BINARY_DIR}/golden-diff-${name}.png)
  set_tests_properties(render_${name}_golden PROPERTIES FIXTURES_REQUIRED png_${name})
endfunction()

# The ids come from the registry, so a new sample gets its render test without a line here.
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS samples/samples.def)
file(STRINGS samples/samples.def SAMPLE_LINES REGEX "^SAMPLE\\(")
foreach(line ${SAMPLE_LINES})
  string(REGEX REPLACE "^SAMPLE\\(([a-z_]+),.*" "\\1" name "${line}")
  string(REPLACE "_" "-" id "${name}")
  golden_test(${id} ${id} --sample ${id})
  add_test(NAME render_${id}_colors COMMAND render_colors ${id} ${CMAKE_CURRENT_BINARY_DIR}/render-${id}.png)
  set_tests_properties(render_${id}_colors PROPERTIES FIXTURES_REQUIRED png_${id})
endforeach()

# The 2-D inset (F3, --inset): where it looks for presets whose deciding direction is known,
# its axes for every preset, F3 and an orbit (tests/inset.sh); and golden images with it on,
# for the samples and presets listed in tests/inset_golden.txt.
add_test(NAME viewer_inset COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/inset.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_inset PROPERTIES TIMEOUT 300)
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS tests/inset_golden.txt)
file(STRINGS tests/inset_golden.txt INSET_GOLDEN REGEX "^[a-z]")
foreach(line ${INSET_GOLDEN})
  string(REPLACE " " ";" line "${line}")
  list(GET line 0 id)
  list(GET line 1 preset)
  set(preset_option)
  if(NOT preset EQUAL 0)
    set(preset_option --preset ${preset})
  endif()
  golden_test(inset_${id} inset-${id} --sample ${id} ${preset_option} --inset)
endforeach()

# Key presses move a shape across the plane and the verdict flips (read from --log-state).
add_test(NAME viewer_move COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/move.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_move PROPERTIES TIMEOUT 60)

# The mouse: a drag on a box lifts it off the plane, a drag elsewhere orbits, a click selects.
add_executable(project_point tests/project_point.c)
target_link_libraries(project_point PRIVATE isect_viewer_core)
add_test(NAME viewer_drag COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/drag.sh
         $<TARGET_FILE:isect-viewer> $<TARGET_FILE:project_point>)
set_tests_properties(viewer_drag PROPERTIES TIMEOUT 60)
# Moving shapes: J/K scrub t now, a drag on the displacement handle changes v.
add_test(NAME viewer_motion COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/motion.sh
         $<TARGET_FILE:isect-viewer> $<TARGET_FILE:project_point>)
set_tests_properties(viewer_motion PROPERTIES TIMEOUT 60)
# Framing: F frames the selection and its partners, a preset its shapes; Home and the start
# scene return to the sample's view.
add_test(NAME viewer_focus COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/focus.sh
         $<TARGET_FILE:isect-viewer> $<TARGET_FILE:project_point>)
set_tests_properties(viewer_focus PROPERTIES TIMEOUT 90)

# Settings: the parser on its own, and what a user sees across restarts.
add_executable(test_settings tests/test_settings.c)
target_link_libraries(test_settings PRIVATE isect_viewer_core)
target_include_directories(test_settings PRIVATE tests)
add_test(NAME test_settings COMMAND test_settings)
add_executable(test_safe_file tests/test_safe_file.c)
target_link_libraries(test_safe_file PRIVATE isect_viewer_core)
target_include_directories(test_safe_file PRIVATE tests)
add_test(NAME test_safe_file COMMAND test_safe_file)
add_test(NAME viewer_settings COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/settings.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_settings PROPERTIES TIMEOUT 90)

# Presets cycle, and C copies a scene as a C test that compiles and passes.
if(ISECT_SANITIZE)
  set(SNIPPET_FLAGS "-fsanitize=address,undefined")
endif()
add_test(NAME viewer_presets_copy COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/presets_copy.sh
         $<TARGET_FILE:isect-viewer> ${CMAKE_C_COMPILER} ${CMAKE_CURRENT_SOURCE_DIR}/src/isect $<TARGET_FILE:isect>
         "${SNIPPET_FLAGS}")
set_tests_properties(viewer_presets_copy PROPERTIES TIMEOUT 60)

# Every misuse of the command line, a bad GL context, a broken shader, a GL error, unwritable
# screenshots and settings files that are not ours: one clear line, the documented status.
add_test(NAME viewer_bad_input COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/bad_input.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_bad_input PROPERTIES TIMEOUT 120)
# Files on a bad day: a full disk, special and read-only targets, planted links, signals
# mid-write, F12 with every name taken, settings that block, hold bad lines or race.
add_test(NAME viewer_bad_files COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/bad_files.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_bad_files PROPERTIES TIMEOUT 300)

# Soak: 2,000 frames of random keys and drags, no GL error, memory flat (make soak: 10,000).
add_test(NAME viewer_soak COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/soak.sh $<TARGET_FILE:isect-viewer> 2000)
set_tests_properties(viewer_soak PROPERTIES TIMEOUT 300)

# Sanitizer builds: a leak planted in project code (test-only hook) is still reported with
# its file, so pinning the GL driver hides only the driver's own allocations.
if(ISECT_SANITIZE)
  add_test(NAME viewer_planted_leak COMMAND ${WITH_DISPLAY} env ISECT_TEST_LEAK=1 $<TARGET_FILE:isect-viewer> --frames 2 --size 320x240)
  set_tests_properties(viewer_planted_leak PROPERTIES WILL_FAIL FALSE
    PASS_REGULAR_EXPRESSION "LeakSanitizer: detected memory leaks.*4096 byte.*app\\.c")
endif()

# The menu (M, type, Enter), F12 screenshots, and P / O on an animated sample.
add_test(NAME viewer_menu_pause COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/menu_pause.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_menu_pause PROPERTIES TIMEOUT 60)

# SIGTERM, SIGINT and SIGHUP quit as Esc does: settings saved, then the process ends by the signal.
add_test(NAME viewer_settings_signals COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/quit_signals.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_settings_signals PROPERTIES TIMEOUT 60)

# A minimised window draws nothing. x11_iconify minimises it as a window manager would (Xvfb
# has none); it needs Xlib's headers (libx11-dev).
pkg_check_modules(X11 REQUIRED IMPORTED_TARGET x11)
add_executable(x11_iconify tests/x11_iconify.c)
target_link_libraries(x11_iconify PRIVATE PkgConfig::X11)
add_test(NAME viewer_minimised COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/minimised.sh
         $<TARGET_FILE:isect-viewer> $<TARGET_FILE:x11_iconify>)
set_tests_properties(viewer_minimised PROPERTIES TIMEOUT 60)

# Every sample's copy-as-test (start scene and each preset) builds with -Werror and passes.
add_executable(copy_all tests/copy_all.c)
target_link_libraries(copy_all PRIVATE isect_viewer_core)
add_test(NAME viewer_copy_all COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/copy_all.sh $<TARGET_FILE:copy_all>
         ${CMAKE_C_COMPILER} ${CMAKE_CURRENT_SOURCE_DIR}/src/isect ${CMAKE_CURRENT_BINARY_DIR}/include/isect
         $<TARGET_FILE:isect> "${SNIPPET_FLAGS}")

# A unit test of the viewer's code: tests/NAME.c linked with the viewer's core, no window.
function(viewer_unit_test name)
  add_executable(${name} tests/${name}.c)
  target_link_libraries(${name} PRIVATE isect_viewer_core)
  target_include_directories(${name} PRIVATE tests)
  add_test(NAME ${name} COMMAND ${name})
endfunction()

# Trace mode: every preset's trace runs to the traced function's return, with its verdict, on
# lines of the embedded source.
viewer_unit_test(test_trace)

# The fixed limits of a frame (HUD lines, labels, picks, the copied test) are said once.
viewer_unit_test(test_limits)

# The HUD's number formatter: 0.001 differences show, zero prints as "0", signs where asked.
viewer_unit_test(test_hud_number)

# The palette: every two meanings stay apart (CIE76 ΔE) under protanopia, deuteranopia and
# tritanopia (Machado 2009); the verdict is dashed or solid as well as coloured.
viewer_unit_test(test_palette)

# Framing: bounds fitted into the part of the window the HUD leaves free, and the eased move.
viewer_unit_test(test_camera_frame)

# The scene's labels: never overlapping each other or the HUD's text, unmoved when nothing is in
# the way, repeated ones merged, ones at the same point stacked, the same picture every frame.
viewer_unit_test(test_label_layout)

# The HUD's text: UTF-8, the font's glyphs and '?', the pixel size per window, word wrapping.
viewer_unit_test(test_hud_font)

# Every sample's HUD text, start scene and presets (--preset N), checked for contradictions
# (sign claims on zeros, comparisons the printed numbers break, a 0.001 rounded away, nan/inf);
# and the checker itself, which must fail on each planted contradiction.
add_test(NAME viewer_hud_text COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/hud_text.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_hud_text PROPERTIES TIMEOUT 600) # every preset of every sample
add_test(NAME viewer_hud_text_selftest COMMAND sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/hud_text.sh --self-test)

# The browser build: built with emscripten, checked in node and headless Chromium.
include(cmake/web_tests.cmake)

# The Minkowski view (U): golden images of it (--minkowski) in three samples, and in every
# sample that has one, at every preset, the HUD's "origin inside" against the library's verdict.
foreach(id sphere-sphere aabb-aabb obb-obb)
  golden_test(${id}_minkowski ${id}-minkowski --sample ${id} --minkowski)
endforeach()
add_test(NAME viewer_minkowski COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/minkowski.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_minkowski PROPERTIES TIMEOUT 600) # ASan: ~170 s here

# Predict mode (F2, --predict): the numbers hidden until Y / N, then revealed with the score.
add_test(NAME viewer_predict COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/predict.sh $<TARGET_FILE:isect-viewer>)
set_tests_properties(viewer_predict PROPERTIES TIMEOUT 60)
add_executable(scene_names tests/scene_names.c)
target_link_libraries(scene_names PRIVATE isect_viewer_core)
# --svg: the figure parses, has the window's size and a named group for every scene shape.
add_test(NAME viewer_svg_export COMMAND ${WITH_DISPLAY} sh ${CMAKE_CURRENT_SOURCE_DIR}/tests/svg_export.sh
         $<TARGET_FILE:isect-viewer> $<TARGET_FILE:scene_names>)
set_tests_properties(viewer_svg_export PROPERTIES TIMEOUT 120)

# Predict mode and the SVG figure on aabb-plane's frame, no window: hidden, revealed, scored,
# every shape grouped, every stroke inside the window.
viewer_unit_test(test_predict)

# The SAT strip: over every preset of the separating-axis samples, its marks agree with the
# library (the first separating axis has a gap, no earlier axis one beyond its slack; meeting
# shapes have no separating mark, and the contact normal has the least overlap).
viewer_unit_test(test_sat_strip)
