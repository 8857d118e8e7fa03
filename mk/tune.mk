# The tuning build (build/tune/parachute): the search parameters of engine/search/params.h
# are variables there, set by the hidden options Tune_<name>; tools/spsa plays it.
.PHONY: tune

TUNE_BUILD := build/tune

tune:
	$(MAKE) --no-print-directory BUILD=$(TUNE_BUILD) EXTRA_CXXFLAGS='-DPARACHUTE_TUNE' $(TUNE_BUILD)/parachute
