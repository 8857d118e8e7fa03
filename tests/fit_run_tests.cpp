// Tiny trainer runs per variant: self-play made in process, a few hundred training
// steps, export, the net loaded by the engine and its evaluations compared with the
// float model's; checkpoint/resume against an uninterrupted run; bad runs and
// command lines as messages, never a crash.
#include <boost/test/unit_test.hpp>

#include "fit_support.h"
#include "programs.h"
#include "../nn/embedded.h"

using namespace fit_test;

namespace {

// One variant end to end: fit, export (the command), load in the engine, evaluate.
void end_to_end(Variant v) {
    const SelfplayData& data = selfplay_data(v);
    const std::string dir = temp_dir(std::string("e2e-") + traits(v).name);
    fit::FitOptions o = fit_options(v, data.dir, dir);
    o.epochs = 6;
    o.epoch_size = 3200; // 50 steps of 64 per epoch: 300 steps in all
    o.schedule.lr = 0.003f;
    fit::FitReport report;
    std::vector<size_t> updates; // the epochs the report held at each update
    BOOST_REQUIRE_EQUAL(fit::run_fit(o, nullptr, report, [&](const fit::FitReport& r) { updates.push_back(r.epochs.size()); }), "");
    BOOST_TEST(updates == std::vector<size_t>({0, 1, 2, 3, 4, 5, 6}), boost::test_tools::per_element());
    BOOST_TEST(report.train_positions + report.val_positions == long(data.positions));
    BOOST_TEST(report.train_positions > 200);
    BOOST_TEST(report.skipped_other_variant == 0);
    BOOST_TEST(report.data_problems == 0);
    BOOST_REQUIRE(report.epochs.size() == 6u);
    for (size_t i = 0; i < 6; ++i) {
        const fit::EpochReport& e = report.epochs[i];
        BOOST_TEST(e.epoch == int(i) + 1);
        BOOST_TEST(e.train_loss > 0.0);
        BOOST_TEST(e.val_loss.has_value() == (report.val_positions > 0));
        BOOST_TEST(e.val_loss.value_or(0.0) >= 0.0);
    }
    const double first = report.epochs.front().train_loss, last = report.epochs.back().train_loss;
    BOOST_TEST_MESSAGE(traits(v).name << ": " << report.train_positions << " training, " << report.val_positions
                                      << " validation positions; train loss " << first << " -> " << last
                                      << " (ratio " << last / first << "), validation loss "
                                      << fit::loss_text(report.epochs.front().val_loss) << " -> "
                                      << fit::loss_text(report.epochs.back().val_loss));
    BOOST_TEST(last < LOSS_RATIO * first);
    BOOST_TEST(report.epochs.back().lr == o.schedule.lr * o.schedule.final_fraction); // the cosine's last step

    // The checkpoint and the loss log: every epoch, every step.
    fit::Checkpoint c;
    BOOST_REQUIRE_EQUAL(fit::load_checkpoint(fit::checkpoint_path(dir), c), "");
    BOOST_TEST(c.epochs_done == 6);
    BOOST_TEST(c.steps == 300);
    BOOST_TEST(c.config == o.config_text());
    BOOST_TEST(c.notes.rfind("trained by parachute-train fit on " + std::to_string(report.train_positions) + " " +
                             traits(v).name + " positions", 0) == 0u);
    const std::vector<std::string> log = lines_of(dir + "/loss.csv");
    BOOST_REQUIRE(log.size() == 7u);
    BOOST_TEST(log[0] == "epoch,train_loss,val_loss,lr,positions_per_second,seconds");
    for (int i = 1; i <= 6; ++i) BOOST_TEST(log[size_t(i)].rfind(std::to_string(i) + ",", 0) == 0u);

    // Export through the command, and the same net through quantize + save_net_file.
    const std::string net_file = dir + "/net.nnue";
    BOOST_REQUIRE(fit::export_command({"--variant", traits(v).name, "--checkpoint", dir, "--out", net_file}) == 0);
    nn::Network q;
    BOOST_REQUIRE_EQUAL(fit::quantize(c.model, c.notes, q), "");
    BOOST_REQUIRE_EQUAL(nn::save_net_file(dir + "/same.nnue", q), "");
    BOOST_TEST(file_bytes(net_file) == file_bytes(dir + "/same.nnue"));
    nn::Network net;
    BOOST_REQUIRE_EQUAL(nn::load_net_file(net_file, v, net), "");
    BOOST_TEST(net.hidden == 128);
    BOOST_TEST(net.provenance == c.notes);
    BOOST_TEST((net.origin == nn::Origin::Trained));

    // The engine's integer evaluation against the float model's.
    const std::vector<Position> positions = eval_positions(v, data.records);
    double worst = 0, sum = 0;
    std::vector<int> quantized;
    std::vector<double> floats;
    for (const Position& pos : positions) {
        const double f = c.model.evaluate(pos);
        const int e = nn::evaluate_scratch(net, pos);
        worst = std::max(worst, std::abs(f - e));
        sum += std::abs(f - e);
        quantized.push_back(e);
        floats.push_back(f);
        BOOST_TEST_CONTEXT(pos.fen() << ": float " << f << " quantized " << e) { BOOST_TEST(std::abs(f - e) <= EVAL_TOLERANCE); }
    }
    std::sort(quantized.begin(), quantized.end());
    const auto spread = std::unique(quantized.begin(), quantized.end()) - quantized.begin();
    BOOST_TEST_MESSAGE(traits(v).name << ": " << positions.size() << " positions, float vs quantized largest difference "
                                      << worst << " cp, mean " << sum / double(positions.size()) << " cp; "
                                      << spread << " distinct evaluations from " << quantized.front() << " to "
                                      << quantized.back() << " cp");
    BOOST_TEST(sum / double(positions.size()) <= EVAL_MEAN_TOLERANCE);
    BOOST_TEST(spread >= 20); // the net tells positions apart

    // The engine computes its own weights' float function exactly but for the two
    // truncations to integers (the SCReLU sum divided by qa: under 400 / (255 * 64) =
    // 0.025 cp; centipawns: under 1 cp), so all of the difference above is the rounding
    // of the weights (measured: at most 1.016 cp).
    const fit::Model dq = dequantized(net);
    double exact_worst = 0;
    for (const Position& pos : positions) exact_worst = std::max(exact_worst, std::abs(dq.evaluate(pos) - nn::evaluate_scratch(net, pos)));
    BOOST_TEST_MESSAGE(traits(v).name << ": dequantized float vs quantized largest difference " << exact_worst << " cp");
    BOOST_TEST(exact_worst < 1.03);

    // The accumulator stack of the search path gives evaluate_scratch's value, move by
    // move along a fixed random game (with some moves taken back).
    nn::AccumulatorStack stack;
    Position pos;
    pos.set_start(v);
    stack.reset(net, pos);
    std::mt19937 rng(99);
    int compared = 0;
    for (int ply = 0; ply < 80; ++ply) {
        MoveList list;
        generate_legal(pos, list);
        if (list.size() == 0) break;
        const Move m = list.moves[rng() % unsigned(list.size())];
        stack.push(pos, m);
        pos.do_move(m);
        BOOST_REQUIRE_MESSAGE(stack.evaluate(pos) == nn::evaluate_scratch(net, pos), "after " << m << " in " << pos.fen());
        ++compared;
        if (rng() % 5 == 0) {
            pos.undo_move();
            stack.pop();
            BOOST_REQUIRE(stack.evaluate(pos) == nn::evaluate_scratch(net, pos));
        }
    }
    BOOST_TEST(compared >= 10);

    // And the engine searches with it.
    Searcher searcher;
    SearchOptions so;
    so.hash_mb = 1;
    so.nnue = true;
    so.nets[int(v)] = std::make_shared<nn::Network>(std::move(net));
    searcher.set_options(so);
    Limits limits;
    limits.depth = 3;
    Position start;
    start.set_start(v);
    const SearchResult r = searcher.search(start, limits);
    BOOST_TEST(test::is_legal(start, move_to_uci(r.best)));
    fs::remove_all(dir);
}

// A run of one short epoch on the racing kings data, into dir.
fit::FitOptions one_short_epoch(const std::string& dir) {
    fit::FitOptions o = fit_options(Variant::RacingKings, selfplay_data(Variant::RacingKings).dir, dir);
    o.epochs = 1;
    o.epoch_size = 64;
    return o;
}

} // namespace

BOOST_AUTO_TEST_SUITE(fit_end_to_end)

BOOST_AUTO_TEST_CASE(normal) { end_to_end(Variant::Normal); }
BOOST_AUTO_TEST_CASE(crazyhouse) { end_to_end(Variant::Crazyhouse); }
BOOST_AUTO_TEST_CASE(knightmate) { end_to_end(Variant::Knightmate); }
BOOST_AUTO_TEST_CASE(racingkings) { end_to_end(Variant::RacingKings); }

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(fit_resume)

BOOST_AUTO_TEST_CASE(resumed_run_equals_uninterrupted_run) {
    const Variant v = Variant::Crazyhouse;
    const std::string a = temp_dir("resume-a"), b = temp_dir("resume-b");
    fit::FitOptions oa = fit_options(v, selfplay_data(v).dir, a);
    oa.epoch_size = 640; // 10 steps per epoch
    fit::FitOptions ob = oa;
    ob.out = b;
    fit::FitReport ra;
    BOOST_REQUIRE_EQUAL(fit::run_fit(oa, nullptr, ra), "");
    BOOST_TEST(ra.epochs.size() == 2u);

    // B: stopped after its first epoch, as by a kill right after the checkpoint ...
    ob.stop_after_epochs = 1;
    fit::FitReport rb1;
    BOOST_REQUIRE_EQUAL(fit::run_fit(ob, nullptr, rb1), "interrupted");
    BOOST_REQUIRE(rb1.epochs.size() == 1u);
    fit::Checkpoint half;
    BOOST_REQUIRE_EQUAL(fit::load_checkpoint(fit::checkpoint_path(b), half), "");
    BOOST_TEST(half.epochs_done == 1);
    BOOST_TEST(half.steps == 10);
    BOOST_TEST(lines_of(b + "/loss.csv").size() == 2u);
    // ... with a log line of an epoch the checkpoint does not hold (dropped on resume).
    std::ofstream(b + "/loss.csv", std::ios::app) << "2,0.5,0.5,0.001,1000,1.00\n";

    // ... and resumed.
    ob.stop_after_epochs = 0;
    ob.resume = true;
    fit::FitReport rb2;
    BOOST_REQUIRE_EQUAL(fit::run_fit(ob, nullptr, rb2), "");
    BOOST_REQUIRE(rb2.epochs.size() == 1u);
    BOOST_TEST(rb2.epochs[0].epoch == 2);
    BOOST_TEST(rb1.epochs[0].train_loss == ra.epochs[0].train_loss);
    BOOST_TEST(rb2.epochs[0].train_loss == ra.epochs[1].train_loss);
    BOOST_TEST(rb2.epochs[0].val_loss.value() == ra.epochs[1].val_loss.value());

    fit::Checkpoint ca, cb;
    BOOST_REQUIRE_EQUAL(fit::load_checkpoint(fit::checkpoint_path(a), ca), "");
    BOOST_REQUIRE_EQUAL(fit::load_checkpoint(fit::checkpoint_path(b), cb), "");
    BOOST_TEST(ca.epochs_done == 2);
    BOOST_TEST(cb.epochs_done == 2);
    BOOST_TEST(ca.steps == 20);
    BOOST_TEST(cb.steps == 20);
    BOOST_TEST(bitwise_equal(ca.model.params, cb.model.params));
    BOOST_TEST(bitwise_equal(ca.first, cb.first));
    BOOST_TEST(bitwise_equal(ca.second, cb.second));
    BOOST_TEST(!bitwise_equal(ca.model.params, half.model.params)); // the second epoch did something
    BOOST_TEST(ca.notes == cb.notes);
    BOOST_TEST(ca.config == cb.config);
    const std::vector<std::string> la = lines_of(a + "/loss.csv"), lb = lines_of(b + "/loss.csv");
    BOOST_REQUIRE(la.size() == 3u);
    BOOST_REQUIRE(lb.size() == 3u);
    for (size_t i = 0; i < 3; ++i) BOOST_TEST(fields(la[i], 4) == fields(lb[i], 4)); // epoch, losses, lr

    // Resuming a finished run runs nothing and changes nothing.
    fit::FitReport rb3;
    BOOST_TEST(fit::run_fit(ob, nullptr, rb3) == "");
    BOOST_TEST(rb3.epochs.empty());
    BOOST_TEST(file_bytes(fit::checkpoint_path(b)) == file_bytes(fit::checkpoint_path(a)));

    // Stopped before its first step: "interrupted" and no checkpoint.
    const std::string c = temp_dir("resume-c");
    fit::FitOptions oc = oa;
    oc.out = c;
    const std::atomic<bool> stop{true};
    fit::FitReport rc;
    BOOST_TEST(fit::run_fit(oc, &stop, rc) == "interrupted");
    BOOST_TEST(rc.epochs.empty());
    BOOST_TEST(!fs::exists(fit::checkpoint_path(c)));
    for (const auto& d : {a, b, c}) fs::remove_all(d);
}

BOOST_AUTO_TEST_SUITE_END()

BOOST_AUTO_TEST_SUITE(fit_errors)

BOOST_AUTO_TEST_CASE(bad_runs_are_messages) {
    const Variant v = Variant::RacingKings;
    const std::string dir = temp_dir("errors");
    const fit::FitOptions o = one_short_epoch(dir);
    auto run = [](const fit::FitOptions& opt) {
        fit::FitReport r;
        return fit::run_fit(opt, nullptr, r);
    };
    // Resume with nothing to resume.
    fit::FitOptions resume = o;
    resume.resume = true;
    BOOST_TEST(run(resume) == "cannot open checkpoint '" + dir + "/checkpoint.bin'");
    BOOST_REQUIRE_EQUAL(run(o), "");
    // The directory holds a run now.
    BOOST_TEST(run(o) == "'" + dir + "' already holds a training run; add --resume to continue it, or choose another --out");
    // Resume with other options.
    resume.schedule.lr = 0.01f;
    const std::string differ = run(resume);
    BOOST_TEST(differ.rfind("--resume: the options differ from the checkpoint's run:\n  checkpoint: ", 0) == 0u);
    BOOST_TEST(differ.find("lr=0.002 ") != std::string::npos);
    BOOST_TEST(differ.find("lr=0.01 ") != std::string::npos);
    resume.schedule.lr = o.schedule.lr;
    resume.shape.hidden = 256;
    BOOST_TEST(run(resume).rfind("--resume: the options differ", 0) == 0u);
    // A damaged checkpoint.
    std::string bytes = file_bytes(fit::checkpoint_path(dir));
    bytes[bytes.size() / 2] ^= 1;
    write_bytes(fit::checkpoint_path(dir), bytes);
    BOOST_TEST(run(o) == "'" + dir + "' already holds a training run; add --resume to continue it, or choose another --out");
    resume.shape.hidden = 128;
    BOOST_TEST(run(resume) == "checkpoint '" + dir + "/checkpoint.bin': corrupt or truncated (checksum mismatch)");

    // Data of another variant only.
    fit::FitOptions other = fit_options(Variant::Crazyhouse, selfplay_data(v).dir, temp_dir("errors-other"));
    fit::FitReport r;
    BOOST_TEST(fit::run_fit(other, nullptr, r) == "no crazyhouse positions in the training data");
    BOOST_TEST(r.skipped_other_variant == long(selfplay_data(v).positions));
    BOOST_TEST(r.train_positions == 0);
    // Missing data, a missing validation file, no directory for the output, a shape
    // the engine cannot run.
    fit::FitOptions missing = fit_options(v, "/nonexistent/data", temp_dir("errors-missing"));
    BOOST_TEST(run(missing) == "no such data file or directory: /nonexistent/data");
    missing.data = {selfplay_data(v).dir};
    missing.val = {"/nonexistent/val"};
    BOOST_TEST(run(missing) == "--val: no such data file or directory: /nonexistent/val");
    write_bytes(dir + "/file", "x");
    BOOST_TEST(run(fit_options(v, selfplay_data(v).dir, dir + "/file/out")) ==
               "cannot create the output directory '" + dir + "/file/out'");
    fit::FitOptions odd = fit_options(v, selfplay_data(v).dir, temp_dir("errors-odd"));
    odd.shape.hidden = 100;
    BOOST_TEST(run(odd) == "hidden size 100 is not one the engine supports (128, 256, 384, 512, 768, 1024)");
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(no_validation_positions) {
    const Variant v = Variant::RacingKings;
    const std::string dir = temp_dir("no-val");
    fit::FitOptions o = one_short_epoch(dir);
    o.val_percent = 0;
    fit::FitReport r;
    BOOST_REQUIRE_EQUAL(fit::run_fit(o, nullptr, r), "");
    BOOST_TEST(r.val_positions == 0);
    BOOST_TEST(r.train_positions == long(selfplay_data(v).positions));
    BOOST_REQUIRE(r.epochs.size() == 1u);
    BOOST_TEST(!r.epochs[0].val_loss.has_value());
    BOOST_TEST(fit::loss_text(r.epochs[0].val_loss) == "none");
    BOOST_TEST(fit::loss_text(0.0123456) == "0.012346");
    BOOST_TEST(fit::no_validation_note(o, r) == "no validation positions: --val-percent is 0; the epochs have no validation loss");
    fit::Checkpoint c;
    BOOST_REQUIRE_EQUAL(fit::load_checkpoint(fit::checkpoint_path(dir), c), "");
    const std::string end = ", validation loss none";
    BOOST_TEST(c.notes.substr(c.notes.size() - end.size()) == end);
    const std::vector<std::string> log = lines_of(dir + "/loss.csv");
    BOOST_REQUIRE(log.size() == 2u);
    BOOST_TEST(log[1].substr(log[1].find(',', 2) + 1, 11) == "-1.0000000,"); // the CSV's number for none

    o.val_percent = 5;
    BOOST_TEST(fit::no_validation_note(o, r) == "no validation positions: --val-percent 5 held out none of the games of --data "
                                                "(too few games: a larger --val-percent or --val gives some); the epochs have "
                                                "no validation loss");
    o.val = {selfplay_data(Variant::RacingKings).dir};
    BOOST_TEST(fit::no_validation_note(o, r)
               == "no validation positions: --val holds no racingkings positions; the epochs have no validation loss");
    r.val_positions = 1;
    BOOST_TEST(fit::no_validation_note(o, r) == "");

    // What the command prints.
    const std::string cli = temp_dir("no-val-cli");
    const test::Output out = test::capture([&] {
        return fit::fit_command({"--variant", "racingkings", "--data", selfplay_data(v).dir, "--out", cli, "--epochs", "1",
                                 "--batch", "64", "--epoch-size", "64", "--hidden", "128", "--val-percent", "0",
                                 "--threads", "1", "--no-progress"});
    });
    BOOST_TEST(out.code == 0);
    const std::string head = "fit racingkings: " + std::to_string(selfplay_data(v).positions)
                           + " training positions, 0 validation positions\nfit: no validation positions: --val-percent is 0; "
                             "the epochs have no validation loss\nepoch 1: train loss ";
    BOOST_TEST(out.out.substr(0, head.size()) == head);
    BOOST_TEST(test::occurrences(out.out, "  validation loss none  lr ") == 1);
    for (const auto& d : {dir, cli}) fs::remove_all(d);
}

// A run from a net goes on from it: at a learning rate far below one quantization step
// the exported net is the starting net again, its first layer weight for weight and its
// output layer within half of the export's step (which may be finer than the file's).
BOOST_AUTO_TEST_CASE(a_run_from_a_net_starts_from_its_weights) {
    const Variant v = Variant::RacingKings;
    const std::string dir = temp_dir("init");
    fit::FitOptions o = one_short_epoch(dir);
    o.init = "builtin";
    o.shape.hidden = 256; // the shipped net's
    o.schedule.lr = 1e-7f;
    fit::FitReport r;
    BOOST_REQUIRE_EQUAL(fit::run_fit(o, nullptr, r), "");
    fit::Checkpoint c;
    BOOST_REQUIRE_EQUAL(fit::load_checkpoint(fit::checkpoint_path(dir), c), "");
    BOOST_TEST(c.config.find(" init=builtin") != std::string::npos);
    BOOST_TEST(c.notes.find(", from the net builtin; after epoch 1") != std::string::npos, c.notes);
    nn::Network exported;
    BOOST_REQUIRE_EQUAL(fit::quantize(c.model, c.notes, exported), "");
    const std::shared_ptr<const nn::Network> start = nn::embedded_net(v);
    const size_t rows = size_t(start->inputs) * size_t(start->hidden);
    BOOST_TEST(std::equal(start->ft_weights.get(), start->ft_weights.get() + rows, exported.ft_weights.get()));
    BOOST_TEST(exported.qb >= start->qb);
    BOOST_TEST(fit_test::output_layer_shift(*start, exported) <= 0.55); // the steps of lr 1e-7 add a little

    // What --init cannot start from.
    fit::FitOptions bad = one_short_epoch(temp_dir("init-missing"));
    bad.init = dir + "/none.nnue";
    BOOST_TEST(fit::run_fit(bad, nullptr, r).rfind("--init: ", 0) == 0u);
    fit::FitOptions narrow = one_short_epoch(temp_dir("init-narrow"));
    narrow.init = "builtin";
    BOOST_TEST(fit::run_fit(narrow, nullptr, r) == "--init builtin: the net's hidden size is 256, the run's 128 (--hidden)");
    BOOST_TEST(fit::fit_command({"--variant", "racingkings", "--data", selfplay_data(v).dir, "--out", dir, "--init", ""}) == 2);
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_CASE(command_line) {
    const Variant v = Variant::RacingKings;
    const std::string dir = temp_dir("cli");
    // Usage errors: 2; run errors: 1.
    BOOST_TEST(fit::fit_command({}) == 2);
    BOOST_TEST(fit::fit_command({"--variant", "shogi", "--data", "x", "--out", dir}) == 2);
    BOOST_TEST(fit::fit_command({"--variant", "racingkings", "--data", selfplay_data(v).dir, "--out", dir, "--hidden", "100"}) == 2);
    BOOST_TEST(fit::fit_command({"--variant", "racingkings", "--data", selfplay_data(v).dir, "--out", dir, "--lr", "2"}) == 2);
    BOOST_TEST(fit::fit_command({"--variant", "racingkings", "--data", "/nonexistent", "--out", dir}) == 1);
    BOOST_TEST(fit::export_command({"--variant", "racingkings"}) == 2);
    BOOST_TEST(fit::export_command({"--variant", "racingkings", "--checkpoint", dir + "/none", "--out", dir + "/n.nnue"}) == 1);
    BOOST_TEST(fit::export_command({"--variant", "racingkings", "--checkpoint", dir, "--net", "builtin", "--out", dir + "/n.nnue"}) == 2);
    BOOST_TEST(fit::export_command({"--variant", "racingkings", "--net", "builtin", "--out", dir + "/n.nnue", "--format-version", "3"}) == 2);
    BOOST_TEST(fit::export_command({"--variant", "racingkings", "--net", dir + "/none", "--out", dir + "/n.nnue"}) == 1);
    // The built-in net written in the old format and read back: the same net.
    BOOST_REQUIRE(fit::export_command({"--variant", "racingkings", "--net", "builtin", "--out", dir + "/v1.nnue", "--format-version", "1"}) == 0);
    nn::Network v1;
    BOOST_REQUIRE_EQUAL(nn::load_net_file(dir + "/v1.nnue", v, v1), "");
    const auto builtin = nn::embedded_net(v);
    BOOST_REQUIRE(builtin);
    BOOST_TEST((v1.origin == nn::Origin::Trained));
    BOOST_TEST(std::equal(builtin->ft_weights.get(), builtin->ft_weights.get() + builtin->ft_weights.size, v1.ft_weights.get()));
    BOOST_TEST((builtin->out_bias == v1.out_bias));

    const std::vector<std::string> argv = {"--variant", "racingkings", "--data", selfplay_data(v).dir, "--out", dir,
                                           "--epochs", "1", "--batch", "32", "--epoch-size", "64", "--hidden", "128",
                                           "--buckets", "4", "--activation", "crelu", "--lr", "0.0005", "--schedule",
                                           "step", "--lambda", "0.5", "--threads", "1", "--seed", "3", "--no-progress"};
    BOOST_REQUIRE(fit::fit_command(argv) == 0);
    fit::Checkpoint c;
    BOOST_REQUIRE_EQUAL(fit::load_checkpoint(fit::checkpoint_path(dir), c), "");
    BOOST_TEST(c.steps == 2);
    BOOST_TEST(c.model.shape.hidden == 128);
    BOOST_TEST(c.model.shape.buckets == 4);
    BOOST_TEST(int(c.model.shape.activation) == int(nn::Activation::CReLU));
    BOOST_TEST(c.config.find(" batch=32 epoch_size=64 ") != std::string::npos);
    BOOST_TEST(c.config.find(" lambda=0.5 lr=0.0005 schedule=step ") != std::string::npos);
    BOOST_TEST(fit::fit_command(argv) == 1); // the directory holds the run
    std::vector<std::string> again = argv;
    again.push_back("--resume");
    BOOST_TEST(fit::fit_command(again) == 0); // finished: nothing to do
    BOOST_TEST(fit::export_command({"--variant", "crazyhouse", "--checkpoint", dir, "--out", dir + "/n.nnue"}) == 1);
    BOOST_TEST(!fs::exists(dir + "/n.nnue"));
    BOOST_TEST(fit::export_command({"--variant", "racingkings", "--checkpoint", fit::checkpoint_path(dir), "--out", dir + "/n.nnue"}) == 0);
    nn::Network net;
    BOOST_TEST(nn::load_net_file(dir + "/n.nnue", v, net) == "");
    BOOST_TEST(net.output_buckets == 4);
    fs::remove_all(dir);
}

BOOST_AUTO_TEST_SUITE_END()
