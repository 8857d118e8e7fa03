// cutechess-cli's engine configuration file, engines.json: a JSON array of objects with
// name, command, workingDirectory, protocol, initStrings, stderrFile, restart,
// whitepov and options ([{"name": ..., "value": ...}]). -engine conf=NAME starts from
// the entry called NAME; -engines lists the names.
#pragma once

#include <string>
#include <vector>

#include "engine_client.h"

namespace parachute::match {

// Where cutechess-cli looks: engines.json in the current directory if there is one,
// else in its configuration directory ($XDG_CONFIG_HOME or ~/.config, then cutechess/).
std::string default_engines_json();

// The configuration called name in the file at path; "" or what is wrong (unreadable
// file, bad JSON, no such engine, a field of the wrong type).
std::string engine_from_json_file(const std::string& path, const std::string& name, EngineConfig& out);

// The names of all configurations in the file, in file order; "" or what is wrong.
std::string engine_names_in_json_file(const std::string& path, std::vector<std::string>& names);

// Sets option name to value, replacing an earlier value of the same option.
void set_engine_option(EngineConfig& e, const std::string& name, const std::string& value);

// cutechess-cli's factor for its protocol timeouts (tscale=, the file's
// timeoutScaleFactor): here those of pingtimeout and of a CECP engine's first feature
// line. "" or what a factor must be, for the caller to name where the bad one came from.
std::string set_timeout_scale(EngineConfig& e, const std::string& factor);

} // namespace parachute::match
