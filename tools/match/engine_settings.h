// The engine settings of cutechess-cli's -engine and -each: cmd=, name=, dir=, arg=,
// proto=, tc=, st=, timemargin=, nodes=, depth= (plies=), option.NAME=, initstr=,
// stderr=, restart=, conf=, book= and bookdepth= (accepted, not used), the flags
// whitepov, trust and ponder, tscale=, and this runner's pingtimeout=.
#pragma once

#include <string>
#include <vector>

#include "engine_client.h"

namespace parachute::match {

// The words that followed one -engine or -each, as given.
using EngineWords = std::vector<std::string>;

// One engine's configuration: the engines.json entry its conf= names (looked up in
// engines_json) is the base, -each's words come next and the engine's own words last,
// so that an engine's own setting wins over -each. "" or what is wrong; what was
// accepted but does not act as in cutechess-cli is added to warnings.
std::string build_engine(const EngineWords& each, const EngineWords& own, const std::string& engines_json,
                         EngineConfig& out, std::vector<std::string>& warnings);

} // namespace parachute::match
