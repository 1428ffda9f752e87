# The viewer: a GL-free core (samples, drawing, camera, HUD layout, log), which --check and the
# tests use without a window, and the executable that adds GLFW, glad and the shaders.
# Configured with emcmake (make web), the browser build instead: cmake/web.cmake.
if(NOT EMSCRIPTEN)
  pkg_check_modules(STB REQUIRED IMPORTED_TARGET stb)
  find_package(glfw3 3.3 REQUIRED)

  add_library(glad STATIC third_party/glad/src/gl.c)
  target_include_directories(glad SYSTEM PUBLIC third_party/glad/include)
  target_compile_options(glad PRIVATE -w)
endif()

# The HUD's font, embedded at build time (src/viewer/font.h): DejaVu Sans Mono from Debian's
# fonts-dejavu-core. Another monospaced TrueType font serves too: -DISECT_FONT=/path/to/it.ttf
find_file(ISECT_FONT DejaVuSansMono.ttf PATHS /usr/share/fonts/truetype/dejavu
  NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH DOC "The monospaced TrueType font embedded for the HUD")
if(NOT ISECT_FONT)
  message(FATAL_ERROR "isect: the HUD's font, /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf, is missing. "
    "Install Debian's fonts-dejavu-core (sudo apt-get install fonts-dejavu-core), or pass "
    "-DISECT_FONT=/path/to/a/monospaced.ttf")
endif()
set(ISECT_EMBEDDED_FONT ${ISECT_FONT})
if(EMSCRIPTEN)
  # The page is downloaded: only the glyphs the HUD packs (font.c's glyph_ranges, read from the
  # source so the list is written once) go in, 25 KB instead of the whole 343 KB font, with
  # Debian's python3-fonttools. The outlines are the same, so the pictures are too, and every
  # name record (the licence among them) is kept.
  find_program(ISECT_SYSTEM_PYTHON python3 PATHS /usr/bin NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH)
  execute_process(COMMAND ${ISECT_SYSTEM_PYTHON} -c "import fontTools.subset" RESULT_VARIABLE no_fonttools
                  OUTPUT_QUIET ERROR_QUIET)
  if(no_fonttools)
    message(FATAL_ERROR "isect: the web build subsets the HUD's font with Debian's python3-fonttools "
      "(sudo apt-get install python3-fonttools)")
  endif()
  file(STRINGS src/viewer/font.c ranges REGEX "^ *{0x[0-9a-f]+, 0x[0-9a-f]+},")
  set(unicodes "")
  foreach(range ${ranges})
    string(REGEX REPLACE "^ *{0x([0-9a-f]+), 0x([0-9a-f]+)},.*" "U+\\1-\\2" range "${range}")
    list(APPEND unicodes ${range})
  endforeach()
  string(REPLACE ";" "," unicodes "${unicodes}")
  set(ISECT_EMBEDDED_FONT ${CMAKE_CURRENT_BINARY_DIR}/font_subset.ttf)
  add_custom_command(
    OUTPUT ${ISECT_EMBEDDED_FONT}
    COMMAND ${ISECT_SYSTEM_PYTHON} -m fontTools.subset ${ISECT_FONT} --unicodes=${unicodes} --no-hinting --name-IDs=*
            --output-file=${ISECT_EMBEDDED_FONT}
    DEPENDS ${ISECT_FONT} src/viewer/font.c
    COMMENT "Keeping the HUD's glyphs of the font"
    VERBATIM)
endif()
add_custom_command(
  OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/font_ttf.c
  COMMAND ${CMAKE_COMMAND} -DOUTPUT=${CMAKE_CURRENT_BINARY_DIR}/font_ttf.c -DFONT=${ISECT_EMBEDDED_FONT}
          -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_font.cmake
  DEPENDS ${ISECT_EMBEDDED_FONT} cmake/embed_font.cmake
  COMMENT "Embedding the HUD's font"
  VERBATIM)

# The library's sources, embedded for the trace panel (G), which shows a test's own code.
file(GLOB TRACED_SOURCES CONFIGURE_DEPENDS src/isect/*.c src/isect/*.h)
string(JOIN "|" TRACED_SOURCE_LIST ${TRACED_SOURCES})
add_custom_command(
  OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/trace_sources.c
  COMMAND ${CMAKE_COMMAND} -DOUTPUT=${CMAKE_CURRENT_BINARY_DIR}/trace_sources.c "-DSOURCES=${TRACED_SOURCE_LIST}"
          -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_sources.cmake
  DEPENDS ${TRACED_SOURCES} cmake/embed_sources.cmake
  COMMENT "Embedding the library's sources for the trace panel"
  VERBATIM)

file(GLOB SAMPLE_SOURCES CONFIGURE_DEPENDS samples/*.c)
add_library(isect_viewer_core STATIC
  ${SAMPLE_SOURCES}
  src/viewer/camera.c src/viewer/camera_frame.c src/viewer/code.c src/viewer/draw.c src/viewer/draw_fill.c src/viewer/draw_list.c src/viewer/draw_shape.c
  src/viewer/font.c ${CMAKE_CURRENT_BINARY_DIR}/font_ttf.c src/viewer/hud.c src/viewer/hud_layout.c src/viewer/hud_axes.c src/viewer/hud_legend.c src/viewer/hud_number.c
  src/viewer/inset.c src/viewer/inset_hud.c src/viewer/label_layout.c
  src/viewer/log.c src/viewer/minkowski.c src/viewer/minkowski_draw.c src/viewer/minkowski_hull.c src/viewer/minkowski_view.c src/viewer/pick.c src/viewer/predict.c src/viewer/sample_pick.c src/viewer/sample_ctx.c src/viewer/sample_motion.c src/viewer/sample_scene.c src/viewer/scene.c src/viewer/scene_bounds.c src/viewer/scene_tests.c
  src/viewer/safe_file.c src/viewer/settings.c src/viewer/svg_export.c
  src/viewer/sat_strip.c src/viewer/sample_sat_strip.c src/viewer/hud_sat_strip.c
  src/viewer/trace_run.c src/viewer/trace_source.c src/viewer/trace_panel.c ${CMAKE_CURRENT_BINARY_DIR}/trace_sources.c)
target_include_directories(isect_viewer_core PUBLIC src/viewer samples)
target_compile_definitions(isect_viewer_core PUBLIC _POSIX_C_SOURCE=200809L)
target_link_libraries(isect_viewer_core PUBLIC isect_traced PkgConfig::STB)

file(GLOB SHADER_SOURCES CONFIGURE_DEPENDS shaders/*.vert shaders/*.frag)
string(JOIN "|" SHADER_LIST ${SHADER_SOURCES}) # a CMake list would split the command line
add_custom_command(
  OUTPUT ${CMAKE_CURRENT_BINARY_DIR}/shaders.c
  COMMAND ${CMAKE_COMMAND} -DOUTPUT=${CMAKE_CURRENT_BINARY_DIR}/shaders.c "-DSOURCES=${SHADER_LIST}"
          -DGLSL_ES=$<BOOL:${EMSCRIPTEN}> -P ${CMAKE_CURRENT_SOURCE_DIR}/cmake/embed_shaders.cmake
  DEPENDS ${SHADER_SOURCES} cmake/embed_shaders.cmake
  COMMENT "Embedding shaders"
  VERBATIM)
# The browser build's two programs both compile shaders.c: each waits for this target, so that
# a parallel build does not run the command twice into the same file (it did, and one run
# deleted the other's temporary file).
add_custom_target(isect_shaders DEPENDS ${CMAKE_CURRENT_BINARY_DIR}/shaders.c)

# The program around the core, the same on both platforms (the browser adds web.c).
set(VIEWER_APP_SOURCES
  src/viewer/main.c src/viewer/app.c src/viewer/driver_pin.c src/viewer/focus.c src/viewer/gl.c src/viewer/input.c
  src/viewer/menu.c src/viewer/inset_app.c ${CMAKE_CURRENT_BINARY_DIR}/shaders.c)
if(EMSCRIPTEN)
  include(cmake/web.cmake)
  return()
endif()

add_executable(isect-viewer ${VIEWER_APP_SOURCES} src/viewer/screenshot.c)
target_link_libraries(isect-viewer PRIVATE isect_viewer_core glad glfw ${CMAKE_DL_LIBS})
if(ISECT_SANITIZE)
  target_compile_definitions(isect-viewer PRIVATE ISECT_SANITIZE)
endif()

# The floor for the viewer's time to first frame (`make bench-viewer`): a bare GLFW + glad
# program that clears and presents one frame.
add_executable(isect-first-frame bench/first_frame.c)
target_link_libraries(isect-first-frame PRIVATE glad glfw ${CMAKE_DL_LIBS})
target_compile_definitions(isect-first-frame PRIVATE _POSIX_C_SOURCE=200809L)
