#include "trainer.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>
#include <thread>

#include "../data/inputs.h"
#include "../data/reader.h"
#include "../../engine/util/random.h"
#include "../../nn/embedded.h"
#include "../common/duration_text.h"
#include "checkpoint.h"
#include "loss_log.h"
#include "pass.h"

namespace parachute::fit {

namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

// Whole games go to the validation set: a game's positions are close relatives, and
// splitting inside games would let validation see the training positions' siblings.
bool held_out(uint32_t game_id, int percent) {
    return uint32_t((uint64_t(game_id) * 0x9E3779B97F4A7C15ULL) >> 32) % 100 < uint32_t(percent);
}

std::string load_records(const std::vector<std::string>& paths, bool allow_partial, Variant v, long limit, int val_percent,
                         std::vector<data::Record>& train, std::vector<data::Record>* val, FitReport& report) {
    std::vector<std::string> files;
    if (std::string e = data::check_inputs(paths, allow_partial, files, data::warn_to_stderr); !e.empty()) return e;
    data::DataReader reader(files);
    if (!reader.error().empty()) return reader.error();
    std::vector<data::Record> chunk;
    while (reader.next_chunk(chunk)) {
        for (const data::Record& r : chunk) {
            if (data::variant_of(r) != v) {
                ++report.skipped_other_variant;
                continue;
            }
            if (val && held_out(data::game_id_of(r), val_percent))
                val->push_back(r);
            else if (limit == 0 || long(train.size()) < limit)
                train.push_back(r);
        }
        if (limit && long(train.size()) >= limit) break;
    }
    report.data_problems += reader.problems();
    return "";
}

// The order of epoch e: permutations of the training set drawn from (seed, e), as many
// as the epoch size needs. Depends on nothing else, so a resumed run repeats it.
std::vector<uint32_t> epoch_order(size_t n, size_t epoch_size, uint64_t seed, int epoch) {
    std::vector<uint32_t> order;
    order.reserve(epoch_size);
    std::vector<uint32_t> perm(n);
    for (int round = 0; order.size() < epoch_size; ++round) {
        for (size_t i = 0; i < n; ++i) perm[i] = uint32_t(i);
        Rng rng(seed * GOLDEN_GAMMA + uint64_t(epoch) * 1000003ULL + uint64_t(round));
        shuffle(perm.begin(), perm.end(), rng);
        order.insert(order.end(), perm.begin(), perm.begin() + long(std::min(n, epoch_size - order.size())));
    }
    return order;
}

// Runs fn(thread, begin, end) over [0, count) split into contiguous parts, one per
// thread, and returns the sum of the results in thread order (deterministic).
template <typename Fn>
double parallel_sum(int threads, size_t count, Fn fn) {
    std::vector<double> part(size_t(threads), 0.0);
    std::vector<std::thread> pool;
    const size_t step = (count + size_t(threads) - 1) / size_t(threads);
    for (int t = 0; t < threads; ++t) {
        const size_t b = std::min(count, step * size_t(t)), e = std::min(count, step * size_t(t + 1));
        if (t + 1 == threads)
            part[size_t(t)] = fn(t, b, e);
        else
            pool.emplace_back([&, t, b, e] { part[size_t(t)] = fn(t, b, e); });
    }
    for (std::thread& th : pool) th.join();
    double sum = 0;
    for (double p : part) sum += p;
    return sum;
}

std::string human(double n) {
    char buf[32];
    if (n >= 1e6)
        std::snprintf(buf, sizeof buf, "%.2fM", n / 1e6);
    else if (n >= 1e4)
        std::snprintf(buf, sizeof buf, "%.0fk", n / 1e3);
    else
        std::snprintf(buf, sizeof buf, "%.0f", n);
    return buf;
}

// The progress line on stderr: redrawn on a terminal, a line every 30 s otherwise.
class ProgressLine {
public:
    explicit ProgressLine(bool on) : enabled(on), tty(isatty(2)) {}
    void show(int epoch, int epochs, size_t done, size_t total, double pps, double loss, float lr, double eta, bool last) {
        if (!enabled) return;
        const auto now = Clock::now();
        if (!last && std::chrono::duration<double>(now - shown).count() < (tty ? 0.25 : 30.0)) return;
        shown = now;
        const int width = 20, filled = total ? int(double(done) / double(total) * width) : width;
        std::string bar(size_t(filled), '#');
        bar.resize(size_t(width), '.');
        std::fprintf(stderr, "%sepoch %d/%d [%s] %3d%%  %s pos  %s pos/s  loss %.6f  lr %.2e  ETA %s%s",
                     tty ? "\r" : "", epoch, epochs, bar.c_str(), total ? int(100.0 * double(done) / double(total)) : 100,
                     human(double(done)).c_str(), human(pps).c_str(), loss, double(lr), train::duration_text(eta).c_str(),
                     tty && !last ? "   " : "\n");
    }

private:
    bool enabled, tty;
    Clock::time_point shown{};
};

// Random weights from the seed, or the net of --init.
std::string starting_model(const FitOptions& opt, Model& model) {
    if (opt.init.empty()) {
        model = Model(opt.shape);
        model.init(opt.seed);
        return "";
    }
    std::string e;
    const std::shared_ptr<const nn::Network> net = nn::builtin_or_file(opt.init, opt.variant, e);
    if (!net) return "--init: " + e;
    if (e = dequantize(*net, opt.shape, model); !e.empty()) return "--init " + opt.init + ": " + e;
    return "";
}

bool is_directory(const std::string& p) {
    struct stat st;
    return ::stat(p.c_str(), &st) == 0 && S_ISDIR(st.st_mode);
}

} // namespace

std::string FitOptions::config_text() const {
    std::ostringstream s;
    s << "variant=" << traits(variant).name << " data=";
    for (const std::string& d : data) s << d << ',';
    s << " val=";
    for (const std::string& d : val) s << d << ',';
    s << " epochs=" << epochs << " batch=" << batch << " epoch_size=" << epoch_size << " max_positions=" << max_positions
      << " val_percent=" << val_percent << " seed=" << seed << " hidden=" << shape.hidden << " buckets=" << shape.buckets
      << " activation=" << (shape.activation == nn::Activation::SCReLU ? "screlu" : "crelu") << " scale=" << shape.scale
      << " lambda=" << mix.lambda << " lr=" << schedule.lr
      << " schedule=" << (schedule.kind == Schedule::Cosine ? "cosine" : "step") << " lr_final=" << schedule.final_fraction
      << " lr_step=" << schedule.step_epochs << " lr_gamma=" << schedule.gamma << " wd=" << weight_decay;
    if (!init.empty()) s << " init=" << init;
    return s.str();
}

std::string loss_text(const std::optional<double>& loss) {
    if (!loss) return "none";
    char text[32];
    std::snprintf(text, sizeof text, "%.6f", *loss);
    return text;
}

std::string no_validation_note(const FitOptions& opt, const FitReport& report) {
    if (report.val_positions) return "";
    const std::string why = !opt.val.empty()     ? "--val holds no " + std::string(traits(opt.variant).name) + " positions"
                          : opt.val_percent == 0 ? std::string("--val-percent is 0")
                                                 : "--val-percent " + std::to_string(opt.val_percent)
                                                       + " held out none of the games of --data (too few games: a larger "
                                                         "--val-percent or --val gives some)";
    return "no validation positions: " + why + "; the epochs have no validation loss";
}

std::string run_fit(const FitOptions& opt, const std::atomic<bool>* stop, FitReport& report,
                    const std::function<void(const FitReport&)>& on_update) {
    if (std::string e = opt.shape.error(); !e.empty()) return e;
    if (opt.shape.variant != opt.variant) return "the net's shape is for another variant than --variant";
    if (!is_directory(opt.out) && ::mkdir(opt.out.c_str(), 0755) != 0)
        return "cannot create the output directory '" + opt.out + "'";
    const std::string ckpt_file = checkpoint_path(opt.out);

    Checkpoint state;
    if (opt.resume) {
        if (std::string e = load_checkpoint(ckpt_file, state); !e.empty()) return e;
        if (state.config != opt.config_text())
            return "--resume: the options differ from the checkpoint's run:\n  checkpoint: " + state.config +
                   "\n  now:        " + opt.config_text();
    } else {
        if (std::FILE* f = std::fopen(ckpt_file.c_str(), "rb")) {
            std::fclose(f);
            return "'" + opt.out + "' already holds a training run; add --resume to continue it, or choose another --out";
        }
        state.config = opt.config_text();
        if (std::string e = starting_model(opt, state.model); !e.empty()) return e;
    }

    std::vector<data::Record> train, val;
    if (std::string e = load_records(opt.data, opt.allow_partial, opt.variant, opt.max_positions, opt.val_percent, train,
                                     opt.val.empty() && opt.val_percent > 0 ? &val : nullptr, report);
        !e.empty())
        return e;
    if (!opt.val.empty()) {
        FitReport ignored;
        if (std::string e = load_records(opt.val, opt.allow_partial, opt.variant, 0, 0, val, nullptr, ignored); !e.empty())
            return "--val: " + e;
    }
    report.train_positions = long(train.size());
    report.val_positions = long(val.size());
    if (train.empty()) return std::string("no ") + traits(opt.variant).name + " positions in the training data";
    if (train.size() > UINT32_MAX) return "more than 2^32 training positions; use --max-positions";
    if (on_update) on_update(report);

    const int threads = std::max(1, opt.threads);
    const size_t epoch_size = opt.epoch_size > 0 ? size_t(opt.epoch_size) : train.size();
    const size_t batch = size_t(opt.batch);
    const long steps_per_epoch = long((epoch_size + batch - 1) / batch);
    const long total_steps = steps_per_epoch * opt.epochs;

    AdamW adam(opt.shape);
    adam.weight_decay = opt.weight_decay;
    if (opt.resume) {
        adam.first() = state.first;
        adam.second() = state.second;
        adam.set_steps(state.steps);
    }
    std::vector<Eigen::VectorXf> grads(size_t(threads), Eigen::VectorXf::Zero(Eigen::Index(opt.shape.parameter_count())));
    Eigen::VectorXf rows; // the first layer with the factor rows folded in, per step
    std::vector<uint32_t> val_order(val.size());
    for (size_t i = 0; i < val.size(); ++i) val_order[i] = uint32_t(i);

    LossLog log(opt.out);
    if (std::string e = log.open(state.epochs_done); !e.empty()) return e;
    ProgressLine progress(opt.progress);
    const auto run_start = Clock::now();
    size_t run_positions = 0;
    const size_t run_total = epoch_size * size_t(opt.epochs - state.epochs_done);

    const int first_epoch = state.epochs_done;
    for (int epoch = first_epoch; epoch < opt.epochs; ++epoch) {
        const auto epoch_start = Clock::now();
        const std::vector<uint32_t> order = epoch_order(train.size(), epoch_size, opt.seed, epoch);
        double loss_sum = 0;
        float lr = 0;
        for (long s = 0; s < steps_per_epoch; ++s) {
            if (stop && *stop) return "interrupted";
            const size_t begin = size_t(s) * batch, count = std::min(batch, epoch_size - begin);
            const float scale = 1.0f / float(count);
            fold_rows(state.model, rows);
            loss_sum += parallel_sum(threads, count, [&](int t, size_t b, size_t e) {
                const PassInput in{train.data(), order.data() + begin + b, e - b};
                const double loss = run_pass(state.model, rows.data(), opt.mix, in, scale, grads[size_t(t)].data());
                fold_factor_gradient(opt.shape, grads[size_t(t)].data());
                return loss;
            });
            lr = opt.schedule.at(adam.steps(), total_steps, epoch);
            adam.step(state.model, grads, lr, threads);
            run_positions += count;
            const size_t done = begin + count;
            const double elapsed = seconds_since(run_start);
            const double pps = double(run_positions) / std::max(elapsed, 1e-9);
            progress.show(epoch + 1, opt.epochs, done, epoch_size, pps, loss_sum / double(done), lr,
                          double(run_total - run_positions) / std::max(pps, 1.0), false);
        }
        const double epoch_seconds = seconds_since(epoch_start);
        fold_rows(state.model, rows);
        std::optional<double> val_loss;
        if (!val.empty())
            val_loss = parallel_sum(threads, val.size(), [&](int, size_t b, size_t e) {
                           const PassInput in{val.data(), val_order.data() + b, e - b};
                           return run_pass(state.model, rows.data(), opt.mix, in, 0.0f, nullptr);
                       }) / double(val.size());
        const EpochReport r{epoch + 1, loss_sum / double(epoch_size), val_loss, lr, double(epoch_size) / epoch_seconds,
                            epoch_seconds};
        report.epochs.push_back(r);
        progress.show(epoch + 1, opt.epochs, epoch_size, epoch_size, r.positions_per_second, r.train_loss, lr, 0, true);

        char notes[512];
        std::snprintf(notes, sizeof notes,
                      "trained by parachute-train fit on %ld %s positions (%ld held out), %d epochs of %zu positions, "
                      "batch %d, AdamW lr %g %s, lambda %g, %s%s; after epoch %d: train loss %.6f, validation loss %s",
                      report.train_positions, traits(opt.variant).name, report.val_positions, opt.epochs, epoch_size,
                      opt.batch, double(opt.schedule.lr), opt.schedule.kind == Schedule::Cosine ? "cosine" : "step",
                      double(opt.mix.lambda), opt.init.empty() ? "seed " : "from the net ",
                      opt.init.empty() ? std::to_string(opt.seed).c_str() : opt.init.c_str(), epoch + 1, r.train_loss,
                      loss_text(r.val_loss).c_str());
        state.notes = notes;
        state.epochs_done = epoch + 1;
        state.steps = adam.steps();
        state.first = adam.first();
        state.second = adam.second();
        // The log line first: a kill between the two leaves a line that the resumed run
        // drops (LossLog::open), never a checkpointed epoch without its line.
        if (std::string e = log.append(r.epoch, r.train_loss, r.val_loss, r.lr, r.positions_per_second, r.seconds); !e.empty())
            return e;
        if (std::string e = save_checkpoint(ckpt_file, state); !e.empty()) return e;
        if (on_update) on_update(report);
        if (opt.stop_after_epochs && epoch + 1 - first_epoch >= opt.stop_after_epochs && epoch + 1 < opt.epochs)
            return "interrupted";
    }
    log.plot();
    return "";
}

} // namespace parachute::fit
