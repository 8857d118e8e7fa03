# The profile-guided build: bin/parachute and bin/parachute-train compiled a second time
# with what g++ learned from a run of the search benchmark in all four variants (with the
# nets and with the classical evaluation). Same code, same bench signature, faster: the
# measurement is in docs/results.md. Both passes share one folder because g++ finds each
# object's profile next to the object it compiled.
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
	rm -f $(PROFILE_BUILD)/libparachute.a $(PROFILE_BUILD)/parachute
	$(MAKE) --no-print-directory BUILD=$(PROFILE_BUILD) \
	    EXTRA_CXXFLAGS='$(EXTRA_CXXFLAGS) -fprofile-use -fprofile-partial-training -Wno-missing-profile' \
	    $(addprefix $(PROFILE_BUILD)/,$(PROFILE_PROGRAMS))
	@mkdir -p bin
	for p in $(PROFILE_PROGRAMS); do cp $(PROFILE_BUILD)/$$p bin/$$p.new && mv -f bin/$$p.new bin/$$p; done
	@bin/parachute bench 2>/dev/null | tail -1
