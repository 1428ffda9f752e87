# Two commands on a fresh Debian 12 machine: `make run` builds and launches the viewer,
# `make test` builds and runs every test. Both install missing Debian packages first.
BUILD ?= build
ASAN_BUILD ?= build-asan
CLANG_BUILD ?= build-clang
PACKAGE_BUILD ?= build-package
WEB_BUILD ?= build-web
ARGS ?=
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

RUN_PACKAGES  = gcc libc6-dev make cmake pkg-config libglfw3-dev libcglm-dev libstb-dev fonts-dejavu-core
WEB_PACKAGES  = make cmake libcglm-dev libstb-dev fonts-dejavu-core python3-fonttools emscripten
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xauth libx11-dev libccd-dev libcgal-dev g++ xdotool strace desktop-file-utils clang libclang-rt-14-dev \
                emscripten python3-fonttools chromium python3-websocket python3-pil
PACKAGE_PACKAGES = $(RUN_PACKAGES) dpkg-dev file
BENCH_PACKAGES = $(RUN_PACKAGES) libccd-dev
BENCH_BUILD ?= build-bench
FUZZ_PACKAGES = cmake pkg-config libcglm-dev clang libclang-rt-14-dev
FUZZ_SECONDS ?= 60

CMAKE_FLAGS ?=
ifeq ($(CI),true)
CMAKE_FLAGS += -DISECT_WERROR=ON
endif

.PHONY: all run web test sanitize test-clang soak build gallery golden package clean bench bench-viewer fuzz

all: build

build:
	@scripts/install-deps $(RUN_PACKAGES)
	cmake -S . -B $(BUILD) -DISECT_TESTS=OFF $(CMAKE_FLAGS)
	cmake --build $(BUILD) -j $(JOBS)

run: build
	./$(BUILD)/isect-viewer $(ARGS)

test:
	@scripts/install-deps $(TEST_PACKAGES)
	cmake -S . -B $(BUILD) -DISECT_TESTS=ON $(CMAKE_FLAGS)
	cmake --build $(BUILD) -j $(JOBS)
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)
	$(MAKE) --no-print-directory sanitize
	$(MAKE) --no-print-directory test-clang

# The viewer with every sample for the browser (WebAssembly + WebGL 2, Debian's emscripten):
# $(WEB_BUILD)/site/ holds index.html, isect.js and isect.wasm, for any static web host. Try it
# with: python3 -m http.server -d $(WEB_BUILD)/site 8000, then open http://localhost:8000/
# NODE_PATH: emcc's link step needs Debian's node modules whichever node is first on PATH.
web:
	@scripts/install-deps $(WEB_PACKAGES)
	NODE_PATH=/usr/share/nodejs emcmake cmake -S . -B $(WEB_BUILD) -DCMAKE_BUILD_TYPE=Release -DISECT_TESTS=OFF $(CMAKE_FLAGS)
	NODE_PATH=/usr/share/nodejs cmake --build $(WEB_BUILD) -j $(JOBS)
	@echo "isect: the page is in $(WEB_BUILD)/site/; serve it with: python3 -m http.server -d $(WEB_BUILD)/site 8000"

# The whole suite again, built with AddressSanitizer, UndefinedBehaviorSanitizer and
# LeakSanitizer, and the library's ISECT_VALIDATE checks of its preconditions on (the fuzz
# targets are sanitized builds of their own, so they run once).
sanitize:
	@scripts/install-deps $(TEST_PACKAGES)
	cmake -S . -B $(ASAN_BUILD) -DISECT_TESTS=ON -DISECT_SANITIZE=ON -DISECT_VALIDATE=ON -DISECT_WEB_TESTS=OFF -DCMAKE_BUILD_TYPE=RelWithDebInfo $(CMAKE_FLAGS)
	cmake --build $(ASAN_BUILD) -j $(JOBS)
	cd $(ASAN_BUILD) && ctest --output-on-failure -j $(JOBS) -LE fuzz

# The whole suite again, built with clang (the library is meant to build with any C11
# compiler; clang 14 once built a libisect the viewer could not link).
test-clang:
	@scripts/install-deps $(TEST_PACKAGES)
	CC=clang cmake -S . -B $(CLANG_BUILD) -DISECT_TESTS=ON -DISECT_WEB_TESTS=OFF $(CMAKE_FLAGS)
	cmake --build $(CLANG_BUILD) -j $(JOBS)
	cd $(CLANG_BUILD) && ctest --output-on-failure -j $(JOBS) -LE fuzz

# The long soak: 10,000 frames of random input in the sanitizer build (make test runs 2,000).
soak:
	@scripts/install-deps $(TEST_PACKAGES)
	cmake -S . -B $(ASAN_BUILD) -DISECT_TESTS=ON -DISECT_SANITIZE=ON -DISECT_VALIDATE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo $(CMAKE_FLAGS)
	cmake --build $(ASAN_BUILD) -j $(JOBS) --target isect-viewer
	tests/with_display.sh sh tests/soak.sh $(ASAN_BUILD)/isect-viewer 10000

# Screenshots of every sample into docs/gallery/ and the README's table of samples, both made
# by the viewer itself.
gallery: build
	scripts/gallery.sh $(BUILD)/isect-viewer

# The Debian packages isect (the viewer), libisect0 and libisect-dev, built for prefix /usr in
# $(PACKAGE_BUILD)/; install the viewer with: sudo apt-get install ./$(PACKAGE_BUILD)/isect_*.deb
package:
	@scripts/install-deps $(PACKAGE_PACKAGES)
	cmake -S . -B $(PACKAGE_BUILD) -DISECT_TESTS=OFF -DCMAKE_INSTALL_PREFIX=/usr $(CMAKE_FLAGS)
	cmake --build $(PACKAGE_BUILD) -j $(JOBS)
	cd $(PACKAGE_BUILD) && cpack

# The benchmark (bench/): isect against cglm and libccd, and the batch kernels against a plain
# streaming read, built in Release at -O2 without sanitizers. ARGS="--csv" for the csv.
bench:
	@scripts/install-deps $(BENCH_PACKAGES)
	cmake -S . -B $(BENCH_BUILD) -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS_RELEASE="-O2 -DNDEBUG" \
	      -DISECT_SANITIZE=OFF -DISECT_TESTS=OFF -DISECT_BENCH=ON $(CMAKE_FLAGS)
	cmake --build $(BENCH_BUILD) -j $(JOBS) --target isect-bench
	./$(BENCH_BUILD)/isect-bench $(ARGS)

# The viewer's costs (isect-viewer --bench, Release -O2): CPU ms a frame in update, draw
# building and GL submission and draw calls a frame for every sample, the time to the first
# frame, and the floor for that time: a bare GLFW + glad program presenting one cleared frame.
# Under xvfb-run when there is no display. ARGS="--frames 600" for longer runs.
bench-viewer:
	@scripts/install-deps $(TEST_PACKAGES)
	cmake -S . -B $(BENCH_BUILD) -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS_RELEASE="-O2 -DNDEBUG" \
	      -DISECT_SANITIZE=OFF -DISECT_TESTS=OFF -DISECT_BENCH=ON $(CMAKE_FLAGS)
	cmake --build $(BENCH_BUILD) -j $(JOBS) --target isect-viewer isect-first-frame
	tests/with_display.sh ./$(BENCH_BUILD)/isect-viewer --bench $(ARGS)
	tests/with_display.sh ./$(BENCH_BUILD)/isect-first-frame

# The libFuzzer targets of fuzz/ (clang, ASan + UBSan), FUZZ_SECONDS each, starting from the
# seeds in fuzz/corpus/; new inputs collect in $(BUILD)/fuzz-corpus/, crashes in its artifacts/.
fuzz:
	@scripts/install-deps $(FUZZ_PACKAGES)
	cmake -DBUILD_DIR=$(BUILD)/fuzz-build -DSCRATCH=$(BUILD)/fuzz-corpus -DSECONDS=$(FUZZ_SECONDS) \
	      -P fuzz/run.cmake

# Rewrites the golden images of tests/golden/ after an intended change to what samples show;
# look at them (and at git diff --stat) before committing.
golden: build
	mkdir -p tests/golden
	for id in $$(./$(BUILD)/isect-viewer --list | cut -f1); do \
	    tests/with_display.sh ./$(BUILD)/isect-viewer --sample $$id --size 1280x720 \
	        --screenshot tests/golden/$$id.png || exit 1; done
	for id in sphere-sphere aabb-aabb obb-obb; do \
	    tests/with_display.sh ./$(BUILD)/isect-viewer --sample $$id --minkowski --size 1280x720 \
	        --screenshot tests/golden/$$id-minkowski.png || exit 1; done
	grep '^[a-z]' tests/inset_golden.txt | while read -r id preset; do \
	    [ "$$preset" -eq 0 ] && p= || p="--preset $$preset"; \
	    tests/with_display.sh ./$(BUILD)/isect-viewer --sample $$id $$p --inset --size 1280x720 \
	        --screenshot tests/golden/inset-$$id.png || exit 1; done

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(CLANG_BUILD) $(PACKAGE_BUILD) $(WEB_BUILD)
