# Two commands on a fresh Debian 12 machine: `make run` builds and launches the viewer,
# `make test` builds and runs every test. Both install missing Debian packages first.
BUILD ?= build
ASAN_BUILD ?= build-asan
ARGS ?=
JOBS ?= $(shell nproc 2>/dev/null || echo 2)

RUN_PACKAGES  = gcc libc6-dev make cmake pkg-config libglfw3-dev libcglm-dev libstb-dev
TEST_PACKAGES = $(RUN_PACKAGES) xvfb xauth libccd-dev xdotool

CMAKE_FLAGS ?=
ifeq ($(CI),true)
CMAKE_FLAGS += -DISECT_WERROR=ON
endif

.PHONY: all run test sanitize build gallery clean

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

# The whole suite built with AddressSanitizer and UndefinedBehaviorSanitizer.
sanitize:
	@scripts/install-deps $(TEST_PACKAGES)
	cmake -S . -B $(ASAN_BUILD) -DISECT_TESTS=ON -DISECT_SANITIZE=ON -DCMAKE_BUILD_TYPE=Debug $(CMAKE_FLAGS)
	cmake --build $(ASAN_BUILD) -j $(JOBS)
	cd $(ASAN_BUILD) && ctest --output-on-failure -j $(JOBS)

# Screenshots of every sample into docs/gallery/ and the README's table of samples, both made
# by the viewer itself.
gallery: build
	scripts/gallery.sh $(BUILD)/isect-viewer

clean:
	rm -rf $(BUILD) $(ASAN_BUILD)
