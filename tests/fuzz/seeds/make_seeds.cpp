// Writes the seeds that only the project's own writers can make: a net file per variant
// (zero weights, so that the zstd frame is a few hundred bytes and fits the fuzzer's
// input length) and data chunks of a few played positions, both as a data file and as
// the raw records that the data_chunk target packs itself.
//   make fuzz-seeds   (writes into tests/fuzz/corpus/net_file and tests/fuzz/corpus/data_chunk)
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "../../../engine/rules/movegen.h"
#include "../../../nn/net_file.h"
#include "../../../train/data/chunk.h"

using namespace parachute;

namespace {

void write(const std::string& path, char first, const std::vector<uint8_t>& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (first) out.put(first);
    out.write(reinterpret_cast<const char*>(bytes.data()), long(bytes.size()));
}

std::vector<uint8_t> zero_net(Variant v) {
    nn::Network n;
    n.variant = v;
    n.features = &nn::feature_set(v);
    n.inputs = n.features->inputs();
    n.hidden = 128;
    n.provenance = "fuzz seed: zero weights";
    n.allocate();
    return nn::write_net(n, 19);
}

// Twelve plies of a fixed line (the move at an index that varies with the ply), each
// position a record.
std::vector<data::Record> played(Variant v) {
    std::vector<data::Record> out;
    Position pos;
    pos.set_start(v);
    for (int ply = 0; ply < 12; ++ply) {
        MoveList list;
        generate_legal(pos, list);
        if (list.size() == 0) break;
        data::Annotation note;
        note.best = list.moves[(ply * 7) % list.size()];
        note.score = 10 * ply - 40;
        note.game_id = 1;
        note.game_plies = 12;
        note.depth = 3;
        data::Record r;
        if (!data::encode(pos, note, r).empty()) break;
        out.push_back(r);
        pos.do_move(note.best);
    }
    return out;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: make-seeds CORPUS_DIR\n");
        return 2;
    }
    const std::string dir = argv[1];
    for (int i = 0; i < VARIANT_NB; ++i) {
        const Variant v = Variant(i);
        const std::string name = traits(v).name;
        write(dir + "/net_file/zero-" + name + ".nnue", 0, zero_net(v));
        const std::vector<data::Record> records = played(v);
        // '0': the data file as it is; '1' + 2 * variant: records for the target to pack.
        write(dir + "/data_chunk/" + name + ".pdata", '0', data::make_chunk(records.data(), records.size(), uint8_t(i), 7));
        std::vector<uint8_t> raw;
        for (const data::Record& r : records) raw.insert(raw.end(), r.bytes, r.bytes + data::RECORD_SIZE);
        write(dir + "/data_chunk/" + name + ".records", char('1' + 2 * i), raw);
    }
    return 0;
}
