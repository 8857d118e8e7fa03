#include "process.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

namespace parachute::match {

std::vector<std::string> split_command(const std::string& cmd, std::string* error) {
    std::vector<std::string> words;
    std::string word;
    bool in_word = false;
    char quote = 0;
    for (size_t i = 0; i < cmd.size(); ++i) {
        const char c = cmd[i];
        if (quote) {
            if (c == quote) quote = 0;
            else if (c == '\\' && quote == '"' && i + 1 < cmd.size()) word += cmd[++i];
            else word += c;
        } else if (c == '\'' || c == '"') {
            quote = c;
            in_word = true;
        } else if (c == '\\' && i + 1 < cmd.size()) {
            word += cmd[++i];
            in_word = true;
        } else if (c == ' ' || c == '\t') {
            if (in_word) words.push_back(word);
            word.clear();
            in_word = false;
        } else {
            word += c;
            in_word = true;
        }
    }
    if (quote && error) *error = "unterminated quote in command: " + cmd;
    if (in_word) words.push_back(word);
    return words;
}

Process::~Process() { stop(std::chrono::milliseconds(0)); }

std::string Process::start(const std::string& cmd, const std::string& dir, const std::string& stderr_file) {
    // A dead engine must show up as a failed write, not kill the runner.
    std::signal(SIGPIPE, SIG_IGN);
    std::string error;
    const std::vector<std::string> argv_words = split_command(cmd, &error);
    if (!error.empty()) return error;
    if (argv_words.empty()) return "empty engine command";

    int in_pipe[2], out_pipe[2], err_pipe[2];
    if (pipe(in_pipe) != 0) return std::string("pipe: ") + std::strerror(errno);
    if (pipe(out_pipe) != 0) {
        ::close(in_pipe[0]); ::close(in_pipe[1]);
        return std::string("pipe: ") + std::strerror(errno);
    }
    // The child reports a failed chdir/exec through this pipe; it closes unused on exec.
    if (pipe2(err_pipe, O_CLOEXEC) != 0) {
        for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1]}) ::close(fd);
        return std::string("pipe: ") + std::strerror(errno);
    }
    std::vector<char*> argv;
    for (const std::string& w : argv_words) argv.push_back(const_cast<char*>(w.c_str()));
    argv.push_back(nullptr);

    const pid_t child = fork();
    if (child < 0) {
        for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1], err_pipe[0], err_pipe[1]}) ::close(fd);
        return std::string("fork: ") + std::strerror(errno);
    }
    if (child == 0) {
        dup2(in_pipe[0], 0);
        dup2(out_pipe[1], 1);
        for (int fd : {in_pipe[0], in_pipe[1], out_pipe[0], out_pipe[1], err_pipe[0]}) ::close(fd);
        // Its own process group, so that a Ctrl-C to the runner is not also an engine's.
        setpgid(0, 0);
        std::signal(SIGPIPE, SIG_DFL);
        const char* stage = "stderr";
        const int err_fd = stderr_file.empty() ? 2 : open(stderr_file.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
        if (err_fd >= 0) {
            if (err_fd != 2) {
                dup2(err_fd, 2);
                ::close(err_fd);
            }
            stage = "chdir";
            if (dir.empty() || chdir(dir.c_str()) == 0) {
                stage = "exec";
                execvp(argv[0], argv.data());
            }
        }
        const int e = errno;
        const std::string msg = std::string(stage) + ":" + std::strerror(e);
        if (write(err_pipe[1], msg.data(), msg.size())) {}
        _exit(127);
    }
    ::close(in_pipe[0]);
    ::close(out_pipe[1]);
    ::close(err_pipe[1]);
    std::string failure;
    char buf[256];
    ssize_t n;
    while ((n = ::read(err_pipe[0], buf, sizeof buf)) > 0) failure.append(buf, size_t(n));
    ::close(err_pipe[0]);
    pid = child;
    to_child = in_pipe[1];
    from_child = out_pipe[0];
    buffer.clear();
    eof = false;
    if (!failure.empty()) {
        stop(std::chrono::milliseconds(0));
        const size_t colon = failure.find(':');
        const std::string stage = failure.substr(0, colon), what = failure.substr(colon + 1);
        if (stage == "chdir") return "cannot enter directory '" + dir + "': " + what;
        if (stage == "stderr") return "cannot write stderr file '" + stderr_file + "': " + what;
        return "cannot run '" + argv_words[0] + "': " + what;
    }
    return "";
}

bool Process::write_line(const std::string& line) {
    if (to_child < 0) return false;
    if (trace) trace('>', line);
    const std::string data = line + '\n';
    size_t done = 0;
    while (done < data.size()) {
        const ssize_t n = ::write(to_child, data.data() + done, data.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) return false;
        done += size_t(n);
    }
    return true;
}

Process::Read Process::read_line(std::string& line, TimePoint deadline) {
    for (;;) {
        const size_t nl = buffer.find('\n');
        if (nl != std::string::npos) {
            line = buffer.substr(0, nl);
            buffer.erase(0, nl + 1);
            if (!line.empty() && line.back() == '\r') line.pop_back();
            if (trace) trace('<', line);
            return Read::Line;
        }
        if (eof || from_child < 0) {
            if (!buffer.empty()) {
                line.swap(buffer);
                buffer.clear();
                if (trace) trace('<', line);
                return Read::Line;
            }
            return Read::Closed;
        }
        const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - SteadyClock::now());
        if (left.count() < 0) return Read::Timeout;
        pollfd p{from_child, POLLIN, 0};
        const int r = poll(&p, 1, int(std::min<long long>(left.count() + 1, 1 << 30)));
        if (r < 0 && errno == EINTR) continue;
        if (r == 0) return Read::Timeout;
        char buf[4096];
        const ssize_t n = ::read(from_child, buf, sizeof buf);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) eof = true;
        else buffer.append(buf, size_t(n));
    }
}

bool Process::exited() {
    if (pid <= 0) return true;
    int status;
    if (waitpid(pid, &status, WNOHANG) == pid) {
        pid = -1;
        close_fds();
        return true;
    }
    return false;
}

void Process::stop(std::chrono::milliseconds grace) {
    if (pid > 0) {
        const TimePoint until = SteadyClock::now() + grace;
        while (!exited() && SteadyClock::now() < until)
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        if (pid > 0) {
            // The whole group: a wrapper script's engine must die with it.
            ::kill(-pid, SIGKILL);
            ::kill(pid, SIGKILL);
            int status;
            waitpid(pid, &status, 0);
            pid = -1;
        }
    }
    close_fds();
}

void Process::close_fds() {
    if (to_child >= 0) ::close(to_child);
    if (from_child >= 0) ::close(from_child);
    to_child = from_child = -1;
}

} // namespace parachute::match
