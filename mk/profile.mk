# The profile-guided build: bin/parachute and bin/parachute-train compiled a second time
# with what g++ learned from a run of the search benchmark in all four variants (with the
# nets and with the classical evaluation). Same code, same bench signature, faster: the
# measurement is in docs/results.md. Both passes share one folder because g++ finds each
# object's profile next to the object it compiled. The library and the programs are
# linked again because their objects are new; the Makefile's bin/% rule installs them.
.PHONY: profile-build

PROFILE_BUILD := build/$(ARCH)-profile
PROFILE_PROGRAMS := parachute parachute-train

profile-build:
	rm -rf $(PROFILE_BUILD)
	$(MAKE) --no-print-directory BUILD=$(PROFILE_BUILD) EXTRA_CXXFLAGS='$(EXTRA_CXXFLAGS) -fprofile-generate' \
	    $(PROFILE_BUILD)/parachute
	$(PROFILE_BUILD)/parachute bench --depth 12 > $(PROFILE_BUILD)/training.log 2>&1
	$(PROFILE_BUILD)/parachute bench --eval classical >> $(PROFILE_BUILD)/training.log 2>&1
	find $(PROFILE_BUILD) -name '*.o' -delete
	$(MAKE) --no-print-directory BUILD=$(PROFILE_BUILD) \
	    EXTRA_CXXFLAGS='$(EXTRA_CXXFLAGS) -fprofile-use -fprofile-partial-training -Wno-missing-profile' \
	    $(addprefix bin/,$(PROFILE_PROGRAMS))
	@bin/parachute bench 2>/dev/null | tail -1
