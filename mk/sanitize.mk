# Sanitizer builds of the test suite, each in a folder of its own beside build/native/:
#   make sanitize          AddressSanitizer + UndefinedBehaviorSanitizer (build/asan/), every suite
#   make sanitize-thread   ThreadSanitizer (build/tsan/), the suites that run threads
#   make test-sanitize     the ASan/UBSan build on a quick share of the suites (not in make test yet)
# The programs the tests start (tests/program_help_tests.cpp) are built with the same
# sanitizer and found through PARACHUTE_BIN_DIR; the fake engines of the match suites are
# the test binary itself. A sanitizer report fails the run: UBSan halts on its first
# finding, and the options go to the child processes through the environment.

.PHONY: sanitize sanitize-thread test-sanitize sanitize-build sanitize-thread-build

SANITIZE_PROGRAMS := parachute parachute-match parachute-train
# -O1 keeps the sanitized suites fast enough, -g1 gives the reports file and line; the
# flags are in CXXFLAGS, which the link lines use too.
ASAN_BUILD := build/asan
ASAN_FLAGS := -fsanitize=address,undefined -fno-omit-frame-pointer -g1
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
# The share for a quick run: everything but the suites that play whole games or train
# (under ASan on a loaded machine: fit_end_to_end 151 s, match_merge 113 s, match_games
# 95 s, match_tournament 83 s, match_options 29 s, the other fit suites 71 s) and the
# fast perft. Every filter is a disabler ("!"): in Boost.Test a filter without it selects,
# so "!a:b" would run b alone.
SANITIZE_CI_SUITES := !perft_fast:!match_tournament:!match_games:!match_merge:!match_options:$\
                      !fit_end_to_end:!fit_resume:!fit_errors:!fit_units:!fit_checkpoints

sanitize-build:
	$(MAKE) --no-print-directory BUILD=$(ASAN_BUILD) OPT=-O1 EXTRA_CXXFLAGS='$(ASAN_FLAGS)' \
	    $(ASAN_BUILD)/parachute-tests $(SANITIZE_PROGRAMS:%=$(ASAN_BUILD)/%)

sanitize: sanitize-build
	$(ASAN_ENV) $(ASAN_BUILD)/parachute-tests --log_level=test_suite --report_level=short

test-sanitize: sanitize-build
	$(ASAN_ENV) $(ASAN_BUILD)/parachute-tests --run_test='$(SANITIZE_CI_SUITES)' --report_level=short

sanitize-thread-build:
	$(MAKE) --no-print-directory BUILD=$(TSAN_BUILD) OPT=-O1 EXTRA_CXXFLAGS='$(TSAN_FLAGS)' \
	    TEST_SRC='$(TSAN_TEST_SRC)' $(TSAN_BUILD)/parachute-tests

sanitize-thread: sanitize-thread-build
	$(TSAN_ENV) $(TSAN_BUILD)/parachute-tests --log_level=test_suite --report_level=short
