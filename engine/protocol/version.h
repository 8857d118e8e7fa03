// The engine's name and version as the protocols announce them (CECP myname).
#pragma once

namespace parachute {

constexpr const char* ENGINE_NAME = "Parachute";
constexpr const char* ENGINE_VERSION = "0.1";

} // namespace parachute
