# Builds the fuzz targets with clang (when BUILD_DIR is not built yet, or to pick up changes) and
# runs them: cmake -P fuzz/run.cmake with
#   -DBUILD_DIR=<dir>     where the clang project of fuzz/ is configured and built
#   -DCLANG=<clang>       the compiler (default: clang)
#   -DWERROR=ON|OFF       warnings as errors, as the main build's ISECT_WERROR
#   -DTARGETS=a;b         the targets to run (default: every fuzz/fuzz_*.c); BUILD_ONLY=ON only
#                         builds, SKIP_BUILD=ON only runs
#   -DRUNS=<n>            inputs per target (a short, deterministic run: -seed=1, the scratch
#                         corpus emptied first, and neither CMP-guided mutation nor the entropic
#                         schedule; see below), or
#   -DSECONDS=<s>         seconds per target (the long run; the scratch corpus grows across runs)
#   -DSCRATCH=<dir>       where new inputs go: <dir>/<target>; the seeds in fuzz/corpus/<target>
#                         are read, never written
# A crash or a broken property stops that target; its input is saved in <SCRATCH>/artifacts/.
cmake_minimum_required(VERSION 3.20)
get_filename_component(FUZZ_DIR "${CMAKE_CURRENT_LIST_DIR}" ABSOLUTE)
if(NOT CLANG)
  set(CLANG clang)
endif()
if(NOT WERROR)
  set(WERROR OFF)
endif()

if(NOT SKIP_BUILD)
  execute_process(COMMAND ${CMAKE_COMMAND} -S ${FUZZ_DIR} -B ${BUILD_DIR} -DCMAKE_C_COMPILER=${CLANG}
                          -DISECT_WERROR=${WERROR}
                  OUTPUT_QUIET RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "configuring the fuzz targets with ${CLANG} failed (Debian: clang libclang-rt-14-dev)")
  endif()
  execute_process(COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} -j 2 RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "building the fuzz targets failed")
  endif()
endif()
if(BUILD_ONLY)
  return()
endif()

if(NOT TARGETS)
  file(GLOB sources ${FUZZ_DIR}/fuzz_*.c)
  foreach(source ${sources})
    get_filename_component(name ${source} NAME_WE)
    list(APPEND TARGETS ${name})
  endforeach()
endif()
if(RUNS)
  # -seed=1 alone does not make a run repeatable. CMP-guided mutation (-use_cmp) splices the
  # operands of the target's integer compares into inputs, and some of those are addresses: the
  # input buffer's end (fuzz_byte's bound), stack slots. They move with ASLR and with the
  # lengths of the paths libFuzzer copies onto its heap. The entropic schedule weighs inputs with
  # glibc's log(), whose FMA and SSE2 builds differ in the last bit, so the path also depends on
  # the CPU. Without both, the same 20,000 inputs run on every machine, every time (CI found a
  # case on one machine that the same command never reached here). `make fuzz` keeps both.
  set(limit -runs=${RUNS} -seed=1 -use_cmp=0 -entropic=0)
elseif(SECONDS)
  set(limit -max_total_time=${SECONDS})
else()
  message(FATAL_ERROR "give RUNS or SECONDS")
endif()

set(failed "")
foreach(target ${TARGETS})
  set(corpus ${SCRATCH}/${target})
  if(RUNS)
    file(REMOVE_RECURSE ${corpus})
  endif()
  file(MAKE_DIRECTORY ${corpus} ${SCRATCH}/artifacts)
  # New inputs go to the first directory; the committed seeds are the second.
  execute_process(COMMAND ${BUILD_DIR}/${target} ${limit} -timeout=10 -print_final_stats=1
                          -artifact_prefix=${SCRATCH}/artifacts/${target}-
                          ${corpus} ${FUZZ_DIR}/corpus/${target}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
  string(REGEX MATCH "stat::number_of_executed_units: *[0-9]+" execs "${out}")
  string(REGEX REPLACE ".*: *" "" execs "${execs}")
  if(rc EQUAL 0)
    message(STATUS "${target}: ${execs} executions, no findings")
  else()
    # The progress lines (a NEW or REDUCE per input kept, thousands of them) would push the
    # report of what broke out of a CI log's window: print the rest.
    string(REGEX REPLACE "#[0-9]+\t(NEW|REDUCE|pulse|RELOAD)[^\n]*\n" "" out "${out}")
    message("${out}")
    message(STATUS "${target}: FAILED (exit ${rc}); the input is in ${SCRATCH}/artifacts/")
    list(APPEND failed ${target})
  endif()
endforeach()
if(failed)
  message(FATAL_ERROR "fuzz findings in: ${failed}")
endif()
