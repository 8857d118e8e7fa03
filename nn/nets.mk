# Included by the Makefile ("include nn/nets.mk"). The nets in nets/ are compiled into
# the binary by nn/embedded.cpp with .incbin, which the compiler's dependency files do
# not see: this rule rebuilds that object when a net changes.
NETS := $(wildcard nets/*.nnue)
$(BUILD)/nn/embedded.o: $(NETS)

# make derived-nets: rewrites nets/*.nnue with the nets derived from the classical
# evaluation (nn/gen/derived_net.cpp, nets/README.md).
$(BUILD)/derive-nets: $(BUILD)/nn/gen/derive_nets.o $(NN_GEN_OBJ) $(LIB)
	$(CXX) $(CXXFLAGS) $^ -o $@ $(LDFLAGS) $(LDLIBS)

.PHONY: derived-nets
derived-nets: $(BUILD)/derive-nets
	$(BUILD)/derive-nets nets
