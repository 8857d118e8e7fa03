// The run's loss log, DIR/loss.csv (one line per epoch), and its plot DIR/loss.png
// drawn by gnuplot when gnuplot is installed (the CSV is the record either way).
#pragma once

#include <optional>
#include <string>

namespace parachute::fit {

class LossLog {
public:
    explicit LossLog(const std::string& directory) : dir(directory) {}
    // Starts the log for a run that has finished `epochs_done` epochs: lines of later
    // epochs (written before a kill, after the last checkpoint) are dropped.
    std::string open(int epochs_done);
    std::string append(int epoch, double train_loss, const std::optional<double>& val_loss, float lr, double positions_per_second,
                       double seconds);
    // Writes DIR/loss.png if gnuplot is on the PATH; returns whether it did.
    bool plot() const;
    std::string csv_path() const { return dir + "/loss.csv"; }

private:
    std::string dir;
};

} // namespace parachute::fit
