#include "xboard_loop.h"

#include <condition_variable>
#include <deque>
#include <istream>
#include <mutex>
#include <string>
#include <thread>

#include "../search/search.h"
#include "output.h"
#include "xboard_driver.h"

namespace parachute {

namespace {

// Lines from the reader and "a search has finished" signals from the search thread, in
// the order they happened.
class EventQueue {
public:
    struct Event {
        enum Kind { Line, SearchDone, EndOfInput } kind;
        std::string line;
    };

    void push(Event e) {
        {
            std::lock_guard<std::mutex> lock(mutex);
            events.push_back(std::move(e));
        }
        ready.notify_one();
    }

    Event pop() {
        std::unique_lock<std::mutex> lock(mutex);
        ready.wait(lock, [this] { return !events.empty(); });
        Event e = std::move(events.front());
        events.pop_front();
        return e;
    }

private:
    std::mutex mutex;
    std::condition_variable ready;
    std::deque<Event> events;
};

bool is_quit(const std::string& line) {
    const size_t b = line.find_first_not_of(" \t\r");
    const size_t e = line.find_last_not_of(" \t\r");
    return b != std::string::npos && line.compare(b, e - b + 1, "quit") == 0;
}

} // namespace

int run_xboard(std::istream& in, std::ostream& os, const std::string& first_line) {
    // std::cin is tied to std::cout: every read would flush the output from the reader
    // thread while the command thread writes to it, a race that can send a buffered line
    // twice (seen as a repeated "move"). All output goes through Output, which flushes.
    std::ostream* const tied = in.tie(nullptr);
    Output out(os);
    EventQueue queue;
    Searcher searcher;
    XBoardDriver driver(out, searcher);
    driver.set_wakeup([&queue] { queue.push({EventQueue::Event::SearchDone, {}}); });

    // The reader stops by itself after "quit" or at the end of input, so it can always
    // be joined: nothing is left reading a stream that is gone. After a first line that
    // is "quit" there is nothing to read at all.
    if (!first_line.empty()) queue.push({EventQueue::Event::Line, first_line});
    std::thread reader;
    if (!is_quit(first_line))
        reader = std::thread([&in, &queue] {
            std::string line;
            while (std::getline(in, line)) {
                const bool quit = is_quit(line);
                queue.push({EventQueue::Event::Line, line});
                if (quit) return;
            }
            queue.push({EventQueue::Event::EndOfInput, {}});
        });

    // At the end of input a move being thought about is still played, so that a scripted
    // session piped in ("new", "go") gets its answer.
    bool input_ended = false;
    while (!input_ended || driver.thinking()) {
        const EventQueue::Event e = queue.pop();
        if (e.kind == EventQueue::Event::SearchDone) driver.poll();
        else if (e.kind == EventQueue::Event::EndOfInput) input_ended = true;
        else if (!driver.handle(e.line)) break;
    }
    // Stop any search before the driver goes: its callbacks refer to the driver.
    driver.handle("quit");
    if (reader.joinable()) reader.join();
    in.tie(tied);
    return 0;
}

} // namespace parachute
