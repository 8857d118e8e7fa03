// The net file: a fixed little-endian header that describes the net, a provenance text,
// a checksum, and the zstd-compressed weights. Written by the trainer and by the
// derived-net generator, read by the engine; every way a file can be wrong gives a
// message naming it.
//
// Format version 2, written by this code:
//   offset  size
//        0     8  magic "PCHNNUE\n"
//        8     4  format version (2)
//       12     4  variant (0 normal, 1 crazyhouse, 2 knightmate, 3 racingkings)
//       16     4  feature set id (features.h)
//       20     4  inputs
//       24     4  hidden size H
//       28     4  output buckets
//       32     4  activation (0 clipped ReLU, 1 squared clipped ReLU)
//       36     4  output weight bytes (1 = int8, 2 = int16)
//       40     4  qa       44  4  qb       48  4  scale
//       52     4  provenance length P (at most 4096)
//       56     4  origin (1 trained by parachute-train, 2 derived from the classical
//                 evaluation; network.h): whether the engine plays the net unasked
//       60     8  uncompressed weight bytes
//       68     8  compressed weight bytes C
//       76     8  checksum: FNV-1a 64 of bytes [0, 76), the provenance and the
//                 uncompressed weights
//       84     P  provenance text (UTF-8)
//     84+P     C  zstd frame of the weights:
//                 ft_bias[H] int16, ft_weights[inputs][H] int16,
//                 out_weights[buckets][2H] int8 or int16, out_bias[buckets] int32
//
// Version 1 (read, no longer written) is the same without the origin field: the
// sizes at 56 and 64, the checksum of bytes [0, 72) at 72, the provenance at 80. Its
// nets' origin is inferred when they are read, from the words the trainer puts first
// in its provenance, "trained by parachute-train"; any other text means derived.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "network.h"

namespace parachute::nn {

constexpr uint32_t NET_FORMAT_VERSION = 2;
constexpr size_t NET_HEADER_BYTES = 84; // of version 2
constexpr size_t MAX_PROVENANCE = 4096;

// FNV-1a 64 over n bytes, continuing from h (start with FNV_BASIS): the net file's
// checksum, also used by the trainer's checkpoints.
constexpr uint64_t FNV_BASIS = 0xcbf29ce484222325ULL;
uint64_t fnv1a(uint64_t h, const uint8_t* p, size_t n);

// All bytes of a file. Returns "" or what went wrong, naming `what` and the path; a
// directory or an unreadable file is an error, never an exception.
std::string read_file_bytes(const std::string& path, const std::string& what, std::vector<uint8_t>& out);

// Serializes a valid net (Network::validate() == ""); returns the file bytes. Version 1
// is for engines older than the origin field (the starting commits that measurements
// compare against): a trained net's provenance then begins with the words those engines
// look for, added when it does not.
std::vector<uint8_t> write_net(const Network& net, int zstd_level = 9, uint32_t version = NET_FORMAT_VERSION);

// Parses a net file for `expected` variant into out. Returns "" on success or the
// reason the bytes are not a usable net; out is untouched on error.
std::string read_net(const uint8_t* data, size_t size, Variant expected, Network& out);

// The same from a file; the message names the file.
std::string load_net_file(const std::string& path, Variant expected, Network& out);
std::string save_net_file(const std::string& path, const Network& net, uint32_t version = NET_FORMAT_VERSION);

} // namespace parachute::nn
