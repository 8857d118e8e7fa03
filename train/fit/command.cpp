#include "command.h"

#include <cstdio>
#include <memory>
#include <sstream>
#include <thread>

#include "../../engine/util/args.h"
#include "../../nn/accumulator.h"
#include "../../nn/embedded.h"
#include "../../nn/net_file.h"
#include "../common/interrupt.h"
#include "checkpoint.h"
#include "trainer.h"

namespace parachute::fit {

namespace {

const char* FIT_USAGE =
    "usage: parachute-train fit --variant V --data PATH[,PATH...] --out DIR [options]\n"
    "  --val PATH[,PATH...]   validation data (default: whole games held out of --data, see --val-percent)\n"
    "  --val-percent P        share of games held out when there is no --val (5; 0: none)\n"
    "  --epochs E (10)  --batch B (16384)  --epoch-size N (all positions)  --max-positions N (all)\n"
    "  --lr LR (0.001)  --schedule cosine|step (cosine)  --lr-final F (0.05 of lr, cosine)\n"
    "  --lr-step E (4)  --lr-gamma G (0.3, step)  --wd W (0.01, AdamW weight decay)\n"
    "  --lambda L (1.0: target = L * sigmoid(score/scale) + (1-L) * result)\n"
    "  --hidden H (256)  --buckets B (8)  --activation screlu|crelu (screlu)  --scale S (400)\n"
    "  --init NET             start from a net file (or builtin: the engine's own net) instead of random weights\n"
    "  --threads T (all cores)  --seed S (1)  --resume  --no-progress\n"
    "  --allow-partial        train on shard sets with shards missing or unfinished\n";

const char* EXPORT_USAGE =
    "usage: parachute-train export --variant V --checkpoint DIR|FILE --out FILE [--format-version 1|2]\n"
    "       parachute-train export --variant V --net FILE|builtin --out FILE [--format-version 1|2]\n"
    "  --checkpoint   quantize a training run's checkpoint into a net file\n"
    "  --net          write a net file (or the engine's built-in net) again\n"
    "  --format-version  2 (default); 1 for engines older than the net file's origin field\n";

std::vector<std::string> split_list(const std::string& s) {
    std::vector<std::string> out;
    std::stringstream in(s);
    std::string item;
    while (std::getline(in, item, ','))
        if (!item.empty()) out.push_back(item);
    return out;
}

std::string parse_fit(const std::vector<std::string>& argv, FitOptions& o) {
    Args a(argv,
           {"variant", "data", "val", "val-percent", "out", "epochs", "batch", "epoch-size", "max-positions", "lr",
            "schedule", "lr-final", "lr-step", "lr-gamma", "wd", "lambda", "hidden", "buckets", "activation", "scale",
            "threads", "seed", "init"},
           {"resume", "no-progress", "allow-partial"});
    if (!a.error().empty()) return a.error();
    if (!parse_variant(a.get("variant"), o.variant))
        return a.has("variant") ? "unknown variant '" + a.get("variant") + "'" : "--variant is required";
    o.data = split_list(a.get("data"));
    if (o.data.empty()) return "--data is required";
    o.val = split_list(a.get("val"));
    o.out = a.get("out");
    if (o.out.empty()) return "--out is required";
    o.init = a.get("init");
    if (a.has("init") && o.init.empty()) return "--init needs a net file or builtin";
    o.shape = default_shape(o.variant);
    o.val_percent = int(a.get_int("val-percent", 5, 0, 50));
    o.epochs = int(a.get_int("epochs", 10, 1, 100000));
    o.batch = int(a.get_int("batch", 16384, 1, 1 << 22));
    o.epoch_size = a.get_int("epoch-size", 0, 1, 2000000000);
    o.max_positions = a.get_int("max-positions", 0, 1, 2000000000);
    o.shape.hidden = int(a.get_int("hidden", 256, 1, 4096));
    o.shape.buckets = int(a.get_int("buckets", 8, 1, 16));
    o.shape.scale = int(a.get_int("scale", 400, 1, 100000));
    o.mix.scale = o.shape.scale;
    o.threads = int(a.get_int("threads", int64_t(std::max(1u, std::thread::hardware_concurrency())), 1, 256));
    o.seed = uint64_t(a.get_int("seed", 1, 0, 999999999));
    o.schedule.lr = float(a.get_decimal("lr", 0.001, 1e-7, 1.0));
    o.schedule.final_fraction = float(a.get_decimal("lr-final", 0.05, 0.0, 1.0));
    o.schedule.step_epochs = int(a.get_int("lr-step", 4, 1, 100000));
    o.schedule.gamma = float(a.get_decimal("lr-gamma", 0.3, 0.0, 1.0));
    o.weight_decay = float(a.get_decimal("wd", 0.01, 0.0, 1.0));
    o.mix.lambda = float(a.get_decimal("lambda", 1.0, 0.0, 1.0));
    const std::string schedule = a.get("schedule", "cosine");
    if (schedule == "step")
        o.schedule.kind = Schedule::Step;
    else if (schedule != "cosine")
        return "--schedule must be cosine or step, not '" + schedule + "'";
    const std::string act = a.get("activation", "screlu");
    if (act == "crelu")
        o.shape.activation = nn::Activation::CReLU;
    else if (act != "screlu")
        return "--activation must be screlu or crelu, not '" + act + "'";
    o.resume = a.has("resume");
    o.progress = !a.has("no-progress");
    o.allow_partial = a.has("allow-partial");
    if (!a.error().empty()) return a.error();
    return o.shape.error();
}

} // namespace

int fit_command(const std::vector<std::string>& argv) {
    if (asks_for_help(argv)) {
        std::fputs(FIT_USAGE, stdout);
        return 0;
    }
    FitOptions opt;
    if (std::string e = parse_fit(argv, opt); !e.empty()) {
        std::fprintf(stderr, "fit: %s\n%s", e.c_str(), FIT_USAGE);
        return 2;
    }
    FitReport r;
    std::string error;
    size_t epochs_printed = 0;
    const auto print = [&](const FitReport& now) {
        if (epochs_printed == 0 && now.epochs.empty()) {
            std::printf("fit %s: %ld training positions, %ld validation positions%s\n", traits(opt.variant).name,
                        now.train_positions, now.val_positions,
                        now.skipped_other_variant ? (", " + std::to_string(now.skipped_other_variant) + " of other variants skipped").c_str() : "");
            if (!now.val_positions) std::printf("fit: %s\n", no_validation_note(opt, now).c_str());
        }
        for (; epochs_printed < now.epochs.size(); ++epochs_printed) {
            const EpochReport& e = now.epochs[epochs_printed];
            std::printf("epoch %d: train loss %.6f  validation loss %s  lr %.3g  %.0f positions/s  %.1f s\n", e.epoch,
                        e.train_loss, loss_text(e.val_loss).c_str(), double(e.lr), e.positions_per_second, e.seconds);
        }
        std::fflush(stdout);
    };
    {
        const train::InterruptScope interrupt;
        error = run_fit(opt, interrupt.flag(), r, print);
    }
    if (error == "interrupted") {
        std::fprintf(stderr, "fit: interrupted; the last finished epoch is saved, --resume continues\n");
        return 130;
    }
    if (!error.empty()) {
        std::fprintf(stderr, "fit: %s\n", error.c_str());
        return 1;
    }
    return 0;
}

int export_command(const std::vector<std::string>& argv) {
    if (asks_for_help(argv)) {
        std::fputs(EXPORT_USAGE, stdout);
        return 0;
    }
    Args a(argv, {"variant", "checkpoint", "net", "out", "format-version"}, {});
    Variant v = Variant::Normal;
    const auto version = uint32_t(a.get_int("format-version", nn::NET_FORMAT_VERSION, 1, nn::NET_FORMAT_VERSION));
    std::string err = a.error();
    if (err.empty() && !parse_variant(a.get("variant"), v))
        err = a.has("variant") ? "unknown variant '" + a.get("variant") + "'" : "--variant is required";
    if (err.empty() && a.has("checkpoint") == a.has("net")) err = "give one of --checkpoint and --net";
    if (err.empty() && !a.has("out")) err = "--out is required";
    if (!err.empty()) {
        std::fprintf(stderr, "export: %s\n%s", err.c_str(), EXPORT_USAGE);
        return 2;
    }
    std::shared_ptr<const nn::Network> net;
    Checkpoint c;
    std::string e;
    if (a.has("checkpoint")) {
        std::string path = a.get("checkpoint");
        if (path.size() < 4 || path.compare(path.size() - 4, 4, ".bin") != 0) path = checkpoint_path(path);
        e = load_checkpoint(path, c);
        if (e.empty() && c.model.shape.variant != v)
            e = std::string("the checkpoint is a ") + traits(c.model.shape.variant).name + " net, not " + traits(v).name;
        if (e.empty()) {
            auto quantized = std::make_shared<nn::Network>();
            e = quantize(c.model, c.notes, *quantized);
            net = std::move(quantized);
        }
    } else {
        net = nn::builtin_or_file(a.get("net"), v, e);
    }
    if (e.empty()) e = nn::save_net_file(a.get("out"), *net, version);
    if (!e.empty()) {
        std::fprintf(stderr, "export: %s\n", e.c_str());
        return 1;
    }
    Position pos;
    pos.set(traits(v).start_fen, v);
    const int quantized = int(nn::evaluate_scratch(*net, pos));
    if (a.has("net")) {
        std::printf("export: %s net %d -> %d x2 -> %d buckets written to %s in format version %u; start position: %d cp\n",
                    traits(v).name, net->inputs, net->hidden, net->output_buckets, a.get("out").c_str(), version, quantized);
        return 0;
    }
    std::printf("export: %s net %d -> %d x2 -> %d buckets (%d epochs) written to %s; start position: float %.1f cp, quantized %d cp\n",
                traits(v).name, net->inputs, net->hidden, net->output_buckets, c.epochs_done, a.get("out").c_str(),
                c.model.evaluate(pos), quantized);
    return 0;
}

} // namespace parachute::fit
