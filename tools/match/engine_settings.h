// The engine settings of cutechess-cli's -engine and -each: cmd=, name=, dir=, arg=,
// proto=, tc=, st=, timemargin=, nodes=, depth= (plies=), option.NAME=, initstr=,
// stderr=, restart=, conf=, the flags whitepov, trust and ponder, and this runner's
// pingtimeout=.
#pragma once

#include <string>
#include <vector>

#include "engine_client.h"

namespace parachute::match {

// The words that followed one -engine or -each, as given.
using EngineWords = std::vector<std::string>;

// One engine's configuration: the engines.json entry its conf= names (looked up in
// engines_json) is the base, -each's words come next and the engine's own words last,
// so that an engine's own setting wins over -each. "" or what is wrong.
std::string build_engine(const EngineWords& each, const EngineWords& own, const std::string& engines_json,
                         EngineConfig& out);

} // namespace parachute::match
