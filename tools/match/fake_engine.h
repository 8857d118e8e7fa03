// A scripted engine for tests and for trying the runner without real engines: it plays
// legal moves (chosen by the rules library) over CECP or UCI and can be told to fail in
// one of the ways real engines do. Settings, as key=value words:
//   proto=xboard|uci   name=N   pick=first|random   seed=N   score=CP   delay=MS
//   setboard=0         CECP: announce no setboard, so that positions come with edit
//   line=e2e4,e7e5,... play these moves (each when legal, by game ply) before choosing
//   fault=crash|hang|slow|late|illegal|malformed|nostart, and for CECP
//                      claim|drawclaim|resign|reject,
//   at=N               the fault happens at its N-th move of each game
// A late move is held back until the runner's next command (UCI's stop when the time is
// up, CECP's result), so that it is late however loaded the machine is; the engine then
// sends it and goes on.
#pragma once

#include <string>
#include <vector>

namespace parachute::match {

// Runs the fake engine on stdin/stdout until "quit" or end of input; returns the exit code.
int run_fake_engine(const std::vector<std::string>& settings);

} // namespace parachute::match
