// The nets compiled into the binary (nets/<variant>.nnue, see nets/README.md), and nets
// loaded from files for the EvalFile option.
#pragma once

#include <memory>
#include <string>

#include "network.h"

namespace parachute::nn {

// The built-in net of a variant, parsed on first use. nullptr (with the reason in
// *error) only if the embedded bytes are unusable, which a test rules out.
std::shared_ptr<const Network> embedded_net(Variant v, std::string* error = nullptr);

// A net from a file for variant v, or nullptr and the reason in error.
std::shared_ptr<const Network> load_net(const std::string& path, Variant v, std::string& error);

// What the tools' net arguments name: "builtin" is the built-in net (trained or not),
// anything else a file, as load_net reads it.
std::shared_ptr<const Network> builtin_or_file(const std::string& name, Variant v, std::string& error);

} // namespace parachute::nn
