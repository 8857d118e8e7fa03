# The cluster launchers (tools/cluster/): make test runs four self-play shards through
# GNU parallel on this machine and compares the merged data with a single run.
.PHONY: test-cluster
test: test-cluster

test-cluster: bin/parachute-train
	tools/cluster/check-parallel
