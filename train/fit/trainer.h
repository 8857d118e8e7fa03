// `parachute-train fit`: trains the float net of a variant on self-play data, epoch by
// epoch, with a checkpoint, a loss-log line and a validation loss after each epoch.
#pragma once

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "adamw.h"
#include "sample.h"

namespace parachute::fit {

struct FitOptions {
    Variant variant = Variant::Normal;
    std::vector<std::string> data, val;
    std::string out;
    std::string init;        // a net file, or "builtin", to start from instead of random weights
    int epochs = 10;
    int batch = 16384;
    long epoch_size = 0;     // positions per epoch; 0: every training position once
    long max_positions = 0;  // read at most this many training positions; 0: all
    int val_percent = 5;     // without --val: whole games held out by game id
    int threads = 2;
    uint64_t seed = 1;
    bool resume = false;
    bool progress = true;
    bool allow_partial = false; // shard sets among the data may lack shards (data/inputs.h)
    int stop_after_epochs = 0; // stop ("interrupted") after this many epochs of this session; 0: never
    Shape shape;
    TargetMix mix;
    Schedule schedule;
    float weight_decay = 0.01f;

    // The options a resumed run must share with the checkpoint (not threads, not paths
    // of the output, not the progress display).
    std::string config_text() const;
};

struct EpochReport {
    int epoch;             // 1-based
    double train_loss;
    std::optional<double> val_loss; // none when no position was held out for validation
    float lr;              // at the epoch's last step
    double positions_per_second;
    double seconds;
};

struct FitReport {
    long train_positions = 0, val_positions = 0, skipped_other_variant = 0;
    int data_problems = 0;
    std::vector<EpochReport> epochs; // the epochs run in this session
};

// "0.012345", or "none" for an epoch without validation positions.
std::string loss_text(const std::optional<double>& loss);
// Why a run that found no validation positions has none, as a sentence for the user;
// "" when it has some.
std::string no_validation_note(const FitOptions& opt, const FitReport& report);

// Runs (or resumes) the training described by opt. Returns "" or why it stopped
// (an error, or "interrupted" when *stop became true: the last finished epoch is saved).
// on_update, when given, sees the report once the data is read (no epochs yet) and
// after each epoch, so that a long run's output appears as it goes.
std::string run_fit(const FitOptions& opt, const std::atomic<bool>* stop, FitReport& report,
                    const std::function<void(const FitReport&)>& on_update = {});

} // namespace parachute::fit
