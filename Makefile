# Parachute build.
#   make                 bin/parachute for this CPU (ARCH=native)
#   make ARCH=x86-64     a portable build: no BMI2/SIMD assumptions, magic bitboards
#   make profile-build   bin/parachute and bin/parachute-train, profile-guided (mk/profile.mk)
#   make test            every Boost.Test suite on the native build; mk/ adds the fuzz
#                        targets, the cluster check and the sanitizer share (a portable build)
#   make test-portable   every suite again on the portable build (ARCH=x86-64)
#   make perft           the full perft suite
#   make bench           the search benchmark: "nodes N nps M" (N is the bench signature)
#   make install         bin/parachute to $(PREFIX)/games and an XBoard engine-list entry
#   make nets VARIANT=V  train the net of variant V from zero (tools/train-nets) and install it
# Objects go to build/$(ARCH)/ so that native and portable builds live side by side.

ARCH ?= native
CXX ?= g++
# Build on every core: "make test" on a fresh machine is the README's command and should
# not compile one file at a time. Sub-makes share the top level's job slots.
ifeq ($(MAKELEVEL),0)
  MAKEFLAGS += -j$(shell nproc 2>/dev/null || echo 2)
endif
BUILD ?= build/$(ARCH)

OPT ?= -O3
CXXFLAGS := -std=c++17 $(OPT) -g0 -Wall -Wextra -Wshadow -march=$(ARCH) $(EXTRA_CXXFLAGS)
CPPFLAGS := -MMD -MP -DPARACHUTE_SOURCE_DIR='"$(CURDIR)"' -isystem /usr/include/eigen3
LDFLAGS := -pthread
LDLIBS := -lzstd

# pext is used exactly when the target CPU of this build has BMI2.
ifneq ($(shell $(CXX) -march=$(ARCH) -dM -E -x c++ /dev/null 2>/dev/null | grep -c __BMI2__),0)
  CPPFLAGS += -DUSE_PEXT
endif

# Everything but main() goes into one static library that the engine, the tools and the
# tests link, so there is one rules library and one search everywhere.
LIB_SRC := $(wildcard engine/util/*.cpp engine/core/*.cpp engine/rules/*.cpp engine/eval/*.cpp engine/search/*.cpp \
                      engine/protocol/*.cpp engine/commands/*.cpp nn/*.cpp)
ENGINE_SRC := engine/main.cpp
TEST_SRC := $(wildcard tests/*.cpp)
# A name of its own for a test program built from part of TEST_SRC (mk/sanitize.mk's CI
# share), so that it never stands in for the whole suite in the same build folder.
TEST_PROGRAM := parachute-tests
# The match runner: everything in tools/match/ but main.cpp is a library the tests link too.
MATCH_LIB_SRC := $(filter-out tools/match/main.cpp,$(wildcard tools/match/*.cpp))
MATCH_MAIN_SRC := $(wildcard tools/match/main.cpp)
# The trainer (self-play, data, model): a library the tests link too, and its main.
TRAIN_LIB_SRC := $(filter-out train/main.cpp,$(wildcard train/*.cpp train/*/*.cpp))
TRAIN_MAIN_SRC := $(wildcard train/main.cpp)
# The loss analysis: everything in tools/losses/ but main.cpp is a library the tests link too.
LOSSES_LIB_SRC := $(filter-out tools/losses/main.cpp,$(wildcard tools/losses/*.cpp))
LOSSES_MAIN_SRC := $(wildcard tools/losses/main.cpp)
# The net derived from the classical evaluation: for make derived-nets and the tests only.
NN_GEN_SRC := nn/gen/derived_net.cpp

LIB_OBJ := $(LIB_SRC:%.cpp=$(BUILD)/%.o)
LIB := $(BUILD)/libparachute.a
ENGINE_OBJ := $(ENGINE_SRC:%.cpp=$(BUILD)/%.o)
TEST_OBJ := $(TEST_SRC:%.cpp=$(BUILD)/%.o)
MATCH_LIB_OBJ := $(MATCH_LIB_SRC:%.cpp=$(BUILD)/%.o)
MATCH_MAIN_OBJ := $(MATCH_MAIN_SRC:%.cpp=$(BUILD)/%.o)
TRAIN_LIB_OBJ := $(TRAIN_LIB_SRC:%.cpp=$(BUILD)/%.o)
TRAIN_MAIN_OBJ := $(TRAIN_MAIN_SRC:%.cpp=$(BUILD)/%.o)
LOSSES_LIB_OBJ := $(LOSSES_LIB_SRC:%.cpp=$(BUILD)/%.o)
LOSSES_MAIN_OBJ := $(LOSSES_MAIN_SRC:%.cpp=$(BUILD)/%.o)
NN_GEN_OBJ := $(NN_GEN_SRC:%.cpp=$(BUILD)/%.o)
PROGRAMS := bin/parachute $(if $(MATCH_MAIN_SRC),bin/parachute-match) $(if $(TRAIN_MAIN_SRC),bin/parachute-train) \
            $(if $(LOSSES_MAIN_SRC),bin/parachute-losses)

.PHONY: all test test-native test-portable perft bench install uninstall clean nets
all: $(PROGRAMS)

$(BUILD)/%.o: %.cpp
	@mkdir -p $(dir $@)
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) -c $< -o $@

$(LIB): $(LIB_OBJ)
	rm -f $@
	ar rcs $@ $^

$(BUILD)/parachute: $(ENGINE_OBJ) $(LIB)
	$(CXX) $(CXXFLAGS) $^ -o $@ $(LDFLAGS) $(LDLIBS)

$(BUILD)/parachute-match: $(MATCH_MAIN_OBJ) $(MATCH_LIB_OBJ) $(LIB)
	$(CXX) $(CXXFLAGS) $^ -o $@ $(LDFLAGS) $(LDLIBS)

$(BUILD)/parachute-train: $(TRAIN_MAIN_OBJ) $(TRAIN_LIB_OBJ) $(LIB)
	$(CXX) $(CXXFLAGS) $^ -o $@ $(LDFLAGS) $(LDLIBS)

# It reads PGN through the match runner's reader and replays clocks with its GameClock.
$(BUILD)/parachute-losses: $(LOSSES_MAIN_OBJ) $(LOSSES_LIB_OBJ) $(MATCH_LIB_OBJ) $(LIB)
	$(CXX) $(CXXFLAGS) $^ -o $@ $(LDFLAGS) $(LDLIBS)

$(BUILD)/$(TEST_PROGRAM): $(TEST_OBJ) $(MATCH_LIB_OBJ) $(TRAIN_LIB_OBJ) $(LOSSES_LIB_OBJ) $(NN_GEN_OBJ) $(LIB)
	$(CXX) $(CXXFLAGS) $^ -o $@ $(LDFLAGS) $(LDLIBS) -lboost_unit_test_framework

# Through a rename: a running program (a match of bin/parachute-match) keeps its old
# file, where cp would fail with "Text file busy".
bin/%: $(BUILD)/%
	@mkdir -p bin
	cp $< $@.new && mv -f $@.new $@

$(BUILD)/tests/%.o: CPPFLAGS += -DBOOST_TEST_DYN_LINK

# The native suite runs in the recipe, after mk/'s test prerequisites and not beside them:
# the suites share the machine's two cores and some tests spawn engines.
# The portable paths (scalar kernels, magic bitboards) are covered in "make test" by the
# sanitizer share, which is built with ARCH=x86-64 (mk/sanitize.mk): one more optimised
# build and run of every suite took CI's clean run past 30 minutes.
test:
	$(MAKE) --no-print-directory test-native

test-native:
	$(MAKE) --no-print-directory ARCH=native build/native/parachute-tests $(PROGRAMS)
	build/native/parachute-tests --log_level=test_suite --report_level=short

# The portable build runs the same suites through the magic-bitboard and scalar paths.
test-portable:
	$(MAKE) --no-print-directory ARCH=x86-64 build/x86-64/parachute-tests
	build/x86-64/parachute-tests --report_level=short

perft: bin/parachute
	$(MAKE) --no-print-directory $(BUILD)/parachute-tests
	$(BUILD)/parachute-tests --run_test=perft_full --report_level=short

bench: bin/parachute
	bin/parachute bench

# The binary, and the plugin file through which XBoard lists it among its engines.
PREFIX ?= /usr/local
PLUGIN_DIR ?= /usr/share/games/plugins/xboard
install: bin/parachute
	install -D -m 755 bin/parachute $(DESTDIR)$(PREFIX)/games/parachute
	install -D -m 644 tools/xboard/parachute.eng $(DESTDIR)$(PLUGIN_DIR)/parachute.eng

uninstall:
	rm -f $(DESTDIR)$(PREFIX)/games/parachute $(DESTDIR)$(PLUGIN_DIR)/parachute.eng

clean:
	rm -rf build bin

# The whole loop of tools/train-nets (self-play, training, SPRT gates), then nets/V.nnue
# is replaced by the best net and the engine rebuilt around it. NETS_ARGS passes more
# options, e.g. NETS_ARGS="--generations 5 --positions 4000000".
nets: $(PROGRAMS)
	@test -n "$(VARIANT)" || { echo "make nets: give VARIANT=$$(bin/parachute --help | sed -n 's/^  variants: //p' | sed 's/, /|/g')"; exit 2; }
	tools/train-nets --variant $(VARIANT) --install $(NETS_ARGS)
	$(MAKE) --no-print-directory all

include nn/nets.mk
# Targets of their own concern (packaging, sanitizers, fuzzing), one fragment each.
include $(wildcard mk/*.mk)

-include $(LIB_OBJ:.o=.d) $(ENGINE_OBJ:.o=.d) $(TEST_OBJ:.o=.d) $(MATCH_LIB_OBJ:.o=.d) $(MATCH_MAIN_OBJ:.o=.d) \
         $(TRAIN_LIB_OBJ:.o=.d) $(TRAIN_MAIN_OBJ:.o=.d) $(LOSSES_LIB_OBJ:.o=.d) $(LOSSES_MAIN_OBJ:.o=.d) \
         $(NN_GEN_OBJ:.o=.d)
