// The engine's name, version and authors as the protocols announce them (CECP myname,
// UCI id).
#pragma once

namespace parachute {

constexpr const char* ENGINE_NAME = "Parachute";
constexpr const char* ENGINE_VERSION = "0.1";
constexpr const char* ENGINE_AUTHOR = "the Parachute authors";

} // namespace parachute
