#include "tt.h"

#include <unistd.h>

#include <algorithm>
#include <cstdint>
#include <fstream>
#include <limits>
#include <new>
#include <string>

namespace parachute {

namespace {
// data layout: move 16 | value 16 | eval 16 | depth 8 | bound 2 | generation 6
std::uint64_t pack(Move m, Value v, Value e, int depth, Bound b, uint8_t gen) {
    return std::uint64_t(m.raw()) | (std::uint64_t(uint16_t(int16_t(v))) << 16)
         | (std::uint64_t(uint16_t(int16_t(e))) << 32) | (std::uint64_t(uint8_t(depth)) << 48)
         | (std::uint64_t(b) << 56) | (std::uint64_t(gen & 63) << 58);
}
int entry_depth(std::uint64_t d) { return int(int8_t(uint8_t(d >> 48))); }
uint8_t entry_generation(std::uint64_t d) { return uint8_t(d >> 58); }
constexpr size_t MB = 1024 * 1024;

// Clearing touches every page, so a table beyond what the machine can give would get the
// process killed rather than fail to allocate. The limit: half the physical memory,
// three quarters of what is available now, half a cgroup's limit (containers).
size_t memory_limit_mb() {
    size_t limit = SIZE_MAX;
    const long pages = sysconf(_SC_PHYS_PAGES), page_size = sysconf(_SC_PAGE_SIZE);
    if (pages > 0 && page_size > 0) limit = size_t(pages) / 2 * size_t(page_size) / MB;
    std::ifstream meminfo("/proc/meminfo");
    for (std::string key; meminfo >> key;) {
        size_t kb = 0;
        if (key == "MemAvailable:" && meminfo >> kb) {
            limit = std::min(limit, kb / 1024 * 3 / 4);
            break;
        }
        meminfo.ignore(std::numeric_limits<std::streamsize>::max(), '\n');
    }
    std::ifstream cgroup("/sys/fs/cgroup/memory.max"); // "max" when unlimited
    if (size_t bytes = 0; cgroup >> bytes) limit = std::min(limit, bytes / 2 / MB);
    return limit;
}

} // namespace

size_t TranspositionTable::resize(size_t megabytes) {
    buckets.reset();
    count = 0;
    megabytes = std::max<size_t>(std::min(megabytes, memory_limit_mb()), 1);
    for (;; megabytes = std::max<size_t>(megabytes / 2, 1)) {
        const size_t n = std::max<size_t>(megabytes * MB / sizeof(Bucket), 1);
        buckets.reset(new (std::nothrow) Bucket[n]);
        if (buckets) {
            count = n;
            break;
        }
        if (megabytes == 1) throw std::bad_alloc();
    }
    clear();
    return megabytes;
}

void TranspositionTable::clear() {
    for (size_t i = 0; i < count; ++i)
        for (Entry& e : buckets[i].entries) {
            e.check.store(0, std::memory_order_relaxed);
            e.data.store(0, std::memory_order_relaxed);
        }
    generation = 0;
}

bool TranspositionTable::probe(Key key, TTData& out) const {
    const Bucket* b = bucket_of(key);
    for (const Entry& e : b->entries) {
        std::uint64_t data = e.data.load(std::memory_order_relaxed);
        if ((e.check.load(std::memory_order_relaxed) ^ data) != key || data == 0) continue;
        out.move = Move(uint16_t(data));
        out.value = Value(int16_t(uint16_t(data >> 16)));
        out.eval = Value(int16_t(uint16_t(data >> 32)));
        out.depth = entry_depth(data);
        out.bound = Bound((data >> 56) & 3);
        return true;
    }
    return false;
}

void TranspositionTable::store(Key key, Value value, Bound bound, int depth, Move move, Value eval) {
    Bucket* b = bucket_of(key);
    Entry* replace = &b->entries[0];
    int worst = 1 << 30;
    for (Entry& e : b->entries) {
        std::uint64_t data = e.data.load(std::memory_order_relaxed);
        if ((e.check.load(std::memory_order_relaxed) ^ data) == key && data != 0) {
            // Same position: keep the old move when the new result has none, and keep a
            // deeper exact entry against a shallow bound.
            if (!move) move = Move(uint16_t(data));
            if (bound != BOUND_EXACT && entry_depth(data) > depth + 3 && entry_generation(data) == generation) return;
            replace = &e;
            break;
        }
        int age = (generation - entry_generation(data)) & 63;
        int score = data == 0 ? -(1 << 29) : entry_depth(data) - 8 * age;
        if (score < worst) {
            worst = score;
            replace = &e;
        }
    }
    std::uint64_t data = pack(move, value, eval, depth, bound, generation);
    replace->data.store(data, std::memory_order_relaxed);
    replace->check.store(key ^ data, std::memory_order_relaxed);
}

int TranspositionTable::hashfull() const {
    int used = 0, total = 0;
    for (size_t i = 0; i < count && total < 1000; ++i)
        for (const Entry& e : buckets[i].entries) {
            std::uint64_t data = e.data.load(std::memory_order_relaxed);
            used += data != 0 && entry_generation(data) == generation;
            ++total;
        }
    return total ? used * 1000 / total : 0;
}

} // namespace parachute
