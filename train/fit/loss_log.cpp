#include "loss_log.h"

#include <cstdio>
#include <fstream>
#include <sstream>
#include <vector>

#include "../../engine/util/numbers.h"

namespace parachute::fit {

namespace {
const char* HEADER = "epoch,train_loss,val_loss,lr,positions_per_second,seconds";

// Single quotes for the shell and gnuplot: the directory name may hold anything else.
bool quotable(const std::string& s) { return s.find('\'') == std::string::npos && s.find('\n') == std::string::npos; }
} // namespace

std::string LossLog::open(int epochs_done) {
    std::vector<std::string> kept;
    std::ifstream in(csv_path());
    std::string line;
    // Epochs after the checkpoint's are run again and logged anew; the header is rewritten.
    while (std::getline(in, line))
        if (parse_integer(std::string_view(line).substr(0, line.find(',')), 1, epochs_done)) kept.push_back(line);
    std::ofstream out(csv_path(), std::ios::trunc);
    out << HEADER << '\n';
    for (const std::string& l : kept) out << l << '\n';
    return out ? "" : "cannot write the loss log '" + csv_path() + "'";
}

std::string LossLog::append(int epoch, double train_loss, const std::optional<double>& val_loss, float lr,
                            double positions_per_second, double seconds) {
    std::ofstream out(csv_path(), std::ios::app);
    char line[256];
    // -1 for no validation loss keeps the column numeric for whatever reads the CSV;
    // the plot leaves such points out.
    std::snprintf(line, sizeof line, "%d,%.7f,%.7f,%.6g,%.0f,%.2f\n", epoch, train_loss, val_loss.value_or(-1.0), double(lr),
                  positions_per_second, seconds);
    out << line;
    out.flush();
    return out ? "" : "cannot write the loss log '" + csv_path() + "'";
}

bool LossLog::plot() const {
    if (!quotable(dir) || std::system("command -v gnuplot >/dev/null 2>&1") != 0) return false;
    const std::string script = dir + "/loss.gp";
    std::ofstream gp(script);
    gp << "set terminal png size 900,500\n"
       << "set output '" << dir << "/loss.png'\n"
       << "set datafile separator ','\n"
       << "set key autotitle columnhead\n"
       << "set xlabel 'epoch'\nset ylabel 'loss (mean squared error)'\nset grid\n"
       << "plot '" << csv_path() << "' using 1:2 with linespoints title 'train', "
       << "'' using 1:($3 < 0 ? NaN : $3) with linespoints title 'validation'\n";
    gp.close();
    return std::system(("gnuplot '" + script + "' >/dev/null 2>&1").c_str()) == 0;
}

} // namespace parachute::fit
