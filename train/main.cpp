// parachute-train: self-play data generation, the data tools, training and export
// (train/command_line.h).
#include <string>
#include <vector>

#include "command_line.h"

int main(int argc, char** argv) {
    return parachute::train::run_command(std::vector<std::string>(argv + 1, argv + argc));
}
