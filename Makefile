# Parachute build.
#   make                 bin/parachute for this CPU (ARCH=native)
#   make ARCH=x86-64     a portable build: no BMI2/SIMD assumptions, magic bitboards
#   make test            every Boost.Test suite, on the native build and on the portable one
#   make perft           the full perft suite
# Objects go to build/$(ARCH)/ so that native and portable builds live side by side.

ARCH ?= native
CXX ?= g++
BUILD := build/$(ARCH)

OPT ?= -O3
CXXFLAGS := -std=c++17 $(OPT) -g0 -Wall -Wextra -Wshadow -march=$(ARCH) $(EXTRA_CXXFLAGS)
CPPFLAGS := -MMD -MP -DPARACHUTE_SOURCE_DIR='"$(CURDIR)"'
LDFLAGS := -pthread

# pext is used exactly when the target CPU of this build has BMI2.
ifneq ($(shell $(CXX) -march=$(ARCH) -dM -E -x c++ /dev/null 2>/dev/null | grep -c __BMI2__),0)
  CPPFLAGS += -DUSE_PEXT
endif

RULES_SRC := $(wildcard engine/core/*.cpp engine/rules/*.cpp)
ENGINE_SRC := engine/main.cpp $(wildcard engine/commands/*.cpp)
TEST_SRC := $(wildcard tests/*.cpp)
# The match runner: everything in tools/match/ but main.cpp is a library the tests link too.
MATCH_LIB_SRC := $(filter-out tools/match/main.cpp,$(wildcard tools/match/*.cpp))
MATCH_MAIN_SRC := $(wildcard tools/match/main.cpp)

RULES_OBJ := $(RULES_SRC:%.cpp=$(BUILD)/%.o)
ENGINE_OBJ := $(ENGINE_SRC:%.cpp=$(BUILD)/%.o)
TEST_OBJ := $(TEST_SRC:%.cpp=$(BUILD)/%.o)
MATCH_LIB_OBJ := $(MATCH_LIB_SRC:%.cpp=$(BUILD)/%.o)
MATCH_MAIN_OBJ := $(MATCH_MAIN_SRC:%.cpp=$(BUILD)/%.o)
PROGRAMS := bin/parachute $(if $(MATCH_MAIN_SRC),bin/parachute-match)

.PHONY: all test test-native test-portable perft clean
all: $(PROGRAMS)

$(BUILD)/%.o: %.cpp
	@mkdir -p $(dir $@)
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) -c $< -o $@

$(BUILD)/parachute: $(RULES_OBJ) $(ENGINE_OBJ)
	$(CXX) $(CXXFLAGS) $^ -o $@ $(LDFLAGS)

$(BUILD)/parachute-match: $(RULES_OBJ) $(MATCH_LIB_OBJ) $(MATCH_MAIN_OBJ)
	$(CXX) $(CXXFLAGS) $^ -o $@ $(LDFLAGS)

$(BUILD)/parachute-tests: $(RULES_OBJ) $(MATCH_LIB_OBJ) $(TEST_OBJ)
	$(CXX) $(CXXFLAGS) $^ -o $@ $(LDFLAGS) -lboost_unit_test_framework

bin/%: $(BUILD)/%
	@mkdir -p bin
	cp $< $@

$(BUILD)/tests/%.o: CPPFLAGS += -DBOOST_TEST_DYN_LINK

test: test-native test-portable

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

clean:
	rm -rf build bin

-include $(RULES_OBJ:.o=.d) $(ENGINE_OBJ:.o=.d) $(TEST_OBJ:.o=.d) $(MATCH_LIB_OBJ:.o=.d) $(MATCH_MAIN_OBJ:.o=.d)
