# Sanitizer builds of the test suite, each in a folder of its own beside build/native/:
#   make sanitize          AddressSanitizer + UndefinedBehaviorSanitizer (build/asan-x86-64/), every suite
#   make sanitize-thread   ThreadSanitizer (build/tsan/), the suites that run threads
#   make test-sanitize     ASan/UBSan on CI's share of the suites; "make test" runs it
# The ASan/UBSan build is portable (ARCH=x86-64): it is how "make test" covers the scalar
# kernels and magic bitboards, while the fuzz targets (mk/fuzz.mk, native) put the SIMD
# kernels and pext under ASan.
# The programs the tests start (tests/program_help_tests.cpp) are built with the same
# sanitizer and found through PARACHUTE_BIN_DIR; the fake engines of the match suites are
# the test binary itself. A sanitizer report fails the run: UBSan halts on its first
# finding, and the options go to the child processes through the environment.

.PHONY: sanitize sanitize-thread test-sanitize sanitize-build sanitize-thread-build

SANITIZE_PROGRAMS := parachute parachute-match parachute-train
# -O1 keeps the sanitized suites fast enough, -g1 gives the reports file and line; the
# flags are in CXXFLAGS, which the link lines use too. g++ 12 at -O1 with the sanitizers
# warns "may be used uninitialized" inside libstdc++'s own <regex> and <functional>; those
# reports say nothing about this code and would bury a real warning in the CI log.
ASAN_ARCH := x86-64
ASAN_BUILD := build/asan-$(ASAN_ARCH)
ASAN_FLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -g1 -Wno-maybe-uninitialized
ASAN_ENV := ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1 \
            UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1 PARACHUTE_BIN_DIR=$(CURDIR)/$(ASAN_BUILD)
TSAN_BUILD := build/tsan
TSAN_FLAGS := -fsanitize=thread -g1
TSAN_ENV := TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1

# The suites with more than one thread: Lazy SMP searches, pondering and the protocol
# loops' reader threads, the self-play and trainer threads, the match runner's games. Only
# their files are compiled into the ThreadSanitizer test binary (with the fake engine,
# which the match suite starts), which saves the build most of the Boost.Test files.
TSAN_TESTS := search uci_game uci_loop uci_robustness uci_transcript protocol_game protocol_loop \
              protocol_transcript selfplay fit_run match_tournament
TSAN_TEST_SRC := tests/test_main.cpp tests/match_fake_engine.cpp $(TSAN_TESTS:%=tests/%_tests.cpp)
# CI's share (make test runs it): the suites of the code that reads outside input or does
# its own memory and bit work: the rules, FEN and notation, evaluation and net files,
# search and its move picker, both protocol drivers, data chunks and records, opening
# files and PGN, the programs' command lines; and the bench signature, so that the scalar
# kernels and magic bitboards are seen to search the very tree the native build searches.
# Only their test files are compiled, into parachute-ci-tests beside the full suite's
# objects in build/asan-x86-64/. Left to make sanitize, whose run takes
# 7.5 min of CPU and whose build 17 (measured on a loaded machine, run times in wall time):
#   fit_run, fit_unit: the trainer's runs, 220 s, and its Eigen code
#   match_game, match_merge, match_tournament, match_options, match_fake_engine: whole
#     games between engine processes, 320 s
#   selfplay, selfplay_shard, shard_inputs: self-play runs with threads (make
#     sanitize-thread runs selfplay) and their data sets
#   match_cutechess_lines, match_schedule, match_shard, match_stats, match_json, spsa,
#     losses, util_numbers: command lines, schedules, statistics and number readers on
#     standard containers; the number readers are reached through the protocol suites
#   layering, man_page: checks of the source tree and the docs, which the native run makes
#   ratings, calibrate_levels: the match runner's rating fit and the level-calibration
#     script, arithmetic and file handling on standard containers
SANITIZE_CI_TESTS := bitboard rules variant fen notation position perft eval nnue_accumulator nnue_choice \
                     nnue_eval nnue_file nnue_kernel nnue_search search protocol_edit protocol_game \
                     protocol_loop protocol_parse protocol_transcript uci_game uci_loop uci_parse \
                     uci_robustness uci_transcript data_chunk data_record match_cli program_help \
                     move_legality move_picker bench_signature
SANITIZE_CI_SRC := tests/test_main.cpp $(SANITIZE_CI_TESTS:%=tests/%_tests.cpp)
ASAN_MAKE = $(MAKE) --no-print-directory ARCH=$(ASAN_ARCH) BUILD=$(ASAN_BUILD) OPT=-O1 EXTRA_CXXFLAGS='$(ASAN_FLAGS)'

test: test-sanitize

sanitize-build:
	+$(ASAN_MAKE) $(ASAN_BUILD)/parachute-tests $(SANITIZE_PROGRAMS:%=$(ASAN_BUILD)/%)

sanitize: sanitize-build
	$(ASAN_ENV) $(ASAN_BUILD)/parachute-tests --log_level=test_suite --report_level=short

test-sanitize:
	+$(ASAN_MAKE) TEST_PROGRAM=parachute-ci-tests TEST_SRC='$(SANITIZE_CI_SRC)' \
	    $(ASAN_BUILD)/parachute-ci-tests $(SANITIZE_PROGRAMS:%=$(ASAN_BUILD)/%)
	$(ASAN_ENV) $(ASAN_BUILD)/parachute-ci-tests --report_level=short

sanitize-thread-build:
	$(MAKE) --no-print-directory BUILD=$(TSAN_BUILD) OPT=-O1 EXTRA_CXXFLAGS='$(TSAN_FLAGS)' \
	    TEST_SRC='$(TSAN_TEST_SRC)' $(TSAN_BUILD)/parachute-tests

sanitize-thread: sanitize-thread-build
	$(TSAN_ENV) $(TSAN_BUILD)/parachute-tests --log_level=test_suite --report_level=short
