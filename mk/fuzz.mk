# Fuzzing with libFuzzer (tests/fuzz/README.md). Each tests/fuzz/NAME.cpp is a target
# linked with the library built by clang, with ASan and UBSan, in build/fuzz.
#   make fuzz FUZZ_SECONDS=N   builds every target and runs each for N seconds; fails on a crash
#   make test-fuzz             the same for a few seconds each; "make test" runs it
FUZZ_CXX ?= clang++
FUZZ_BUILD := build/fuzz
FUZZ_SECONDS ?= 10
FUZZ_CI_SECONDS ?= 4
FUZZ_TARGETS := $(patsubst tests/fuzz/%.cpp,%,$(wildcard tests/fuzz/*.cpp))
# UB stops the run like a memory error does, so that libFuzzer keeps the input.
FUZZ_SANITIZE := -fsanitize=address,undefined -fno-sanitize-recover=undefined
# The longest input worth mutating, per target: a FEN line, a short command session, a
# small net (its zstd frame included), a few records, a few games, a few openings.
FUZZ_MAX_LEN_fen := 256
FUZZ_MAX_LEN_cecp := 2048
FUZZ_MAX_LEN_uci := 2048
FUZZ_MAX_LEN_net_file := 4096
FUZZ_MAX_LEN_data_chunk := 4096
FUZZ_MAX_LEN_pgn := 4096
FUZZ_MAX_LEN_openings := 2048
# The library, the targets and the seed writer are built by this make with BUILD=build/fuzz.
FUZZ_MAKE = $(MAKE) --no-print-directory CXX=$(FUZZ_CXX) BUILD=$(FUZZ_BUILD) OPT=-O1 \
    EXTRA_CXXFLAGS="-gline-tables-only $(FUZZ_SANITIZE) -fsanitize=fuzzer-no-link"
# Only what the targets call: the trainer's fit code (Eigen) would double the build time.
FUZZ_MATCH_OBJ := $(patsubst %,$(BUILD)/tools/match/%.o,pgn_reader openings)
# reader.o finds the shard folders of a data set through shard_set.o.
FUZZ_TRAIN_OBJ := $(patsubst %,$(BUILD)/train/data/%.o,chunk reader record shard_set)

.PHONY: fuzz fuzz-build fuzz-seeds test-fuzz
test: test-fuzz

fuzz-build:
	+$(FUZZ_MAKE) $(FUZZ_TARGETS:%=$(FUZZ_BUILD)/fuzz/%)

# Built by $(FUZZ_MAKE), where BUILD is build/fuzz.
$(BUILD)/fuzz/%: tests/fuzz/%.cpp $(FUZZ_MATCH_OBJ) $(FUZZ_TRAIN_OBJ) $(LIB)
	@mkdir -p $(dir $@)
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) -fsanitize=fuzzer $(filter %.cpp %.o %.a,$^) -o $@ $(LDFLAGS) $(LDLIBS)

# The net and data seeds come from the project's writers (tests/fuzz/seeds/make_seeds.cpp).
$(BUILD)/fuzz/make-seeds: tests/fuzz/seeds/make_seeds.cpp $(FUZZ_TRAIN_OBJ) $(LIB)
	@mkdir -p $(dir $@)
	$(CXX) $(CPPFLAGS) $(CXXFLAGS) $(filter %.cpp %.o %.a,$^) -o $@ $(LDFLAGS) $(LDLIBS)

fuzz-seeds:
	+$(FUZZ_MAKE) $(FUZZ_BUILD)/fuzz/make-seeds
	@mkdir -p tests/fuzz/corpus/net_file tests/fuzz/corpus/data_chunk
	$(FUZZ_BUILD)/fuzz/make-seeds tests/fuzz/corpus

# New inputs go to build/fuzz/corpus/NAME, the seeds in tests/fuzz/corpus/NAME are only
# read; a crash leaves its input in build/fuzz/crashes/ and ends the run with an error.
fuzz: fuzz-build
	@mkdir -p $(FUZZ_BUILD)/crashes
	@set -e; $(foreach t,$(FUZZ_TARGETS),$(call fuzz_run,$(t));)

# One target: its libFuzzer run, then the final count of executions.
define fuzz_run
mkdir -p $(FUZZ_BUILD)/corpus/$(1); \
echo "fuzz: $(1) for $(FUZZ_SECONDS) s"; \
$(FUZZ_BUILD)/fuzz/$(1) -max_total_time=$(FUZZ_SECONDS) -max_len=$(FUZZ_MAX_LEN_$(1)) -timeout=60 \
    -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix=$(FUZZ_BUILD)/crashes/$(1)- \
    $(FUZZ_BUILD)/corpus/$(1) tests/fuzz/corpus/$(1) 2>$(FUZZ_BUILD)/$(1).log \
    || { tail -40 $(FUZZ_BUILD)/$(1).log; echo "fuzz: $(1) failed (log: $(FUZZ_BUILD)/$(1).log)"; exit 1; }; \
grep '^stat::number_of_executed_units' $(FUZZ_BUILD)/$(1).log
endef

# Without clang (a machine that has not run tools/install-deps) the short run is skipped
# with a warning rather than failing the unit tests.
test-fuzz:
	@if command -v $(FUZZ_CXX) >/dev/null 2>&1; then \
	    $(MAKE) --no-print-directory fuzz FUZZ_SECONDS=$(FUZZ_CI_SECONDS); \
	else echo "test-fuzz: $(FUZZ_CXX) not found, fuzzing skipped (tools/install-deps installs clang)"; fi

# The targets' header dependencies (fuzz_support.h), written by -MMD beside each target.
-include $(wildcard $(FUZZ_BUILD)/fuzz/*.d)
