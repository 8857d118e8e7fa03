// Which games a match plays, in which order, with which colours and openings: the
// fixed schedules of a round robin, a gauntlet and a pyramid, and the knockout's, which
// grows with the results. Colours alternate within each pair of engines (-noswap keeps
// them, -reverse turns them); openings follow -repeat and -openings policy=.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "cli.h"

namespace parachute::match {

struct Job {
    int number = 0;   // 1-based game number
    int white = 0, black = 0;
    Opening opening;
    long pair_id = -1; // the two games of one opening with colours swapped; -1 if none
};

// Hands out openings by the policy: a new one for a new pair of engines (more than two
// engines), for a new round (policy=round), or after -repeat games (policy=default).
class OpeningPicker {
public:
    OpeningPicker(const MatchConfig& cfg, OpeningBook& book);
    // The opening of the next game between engines a and b in round `round` (0-based);
    // group numbers the openings handed out, so that games sharing one can be paired.
    Opening take(int a, int b, int round, long& group);

private:
    OpeningBook& book;
    int players;
    int repeat;
    OpeningPolicy policy;
    Opening current;
    long group = -1;
    int uses = 0;
    int last_a = -1, last_b = -1, last_round = -1;
};

// Colours within a pair: the pair's first engine has white in its even-numbered games
// (counting from 0) when sides swap, in all of them with -noswap; -reverse turns it.
bool first_has_white(const MatchConfig& cfg, int games_of_pair_so_far);

class Schedule {
public:
    virtual ~Schedule() = default;
    enum class Next { Game, Wait, Done };
    // The next game to start, Wait while running games must end first (a knockout
    // stage), or Done. Called under the match's lock, as is finished().
    virtual Next next(Job& job) = 0;
    virtual void finished(const Job& job, GameResult r) = 0;
    // Games planned so far; a knockout's tie-breaks can add more.
    virtual int planned() const = 0;
    // Lines for the end of the match (a knockout's bracket, engines by these names), or "".
    virtual std::string report(const std::vector<std::string>&) const { return ""; }
};

// The fixed schedules: every game is known in advance, so -resume can find the
// games an earlier run finished and skip them, and -shard can play a part of them.
class FixedSchedule : public Schedule {
public:
    FixedSchedule(const MatchConfig& cfg, OpeningBook& book);
    Next next(Job& job) override;
    void finished(const Job&, GameResult) override {}
    // The games this run plays: all of them, or those of its -shard.
    int planned() const override { return planned_; }
    // The whole schedule, game k + 1 at index k, whatever the shard.
    const std::vector<Job>& jobs() const { return jobs_; }
    bool mine(size_t k) const { return mine_[k]; }
    bool done(size_t k) const { return done_[k]; }
    void mark_done(size_t k) { done_[k] = true; }

private:
    std::vector<Job> jobs_;
    std::vector<bool> mine_, done_;
    int planned_ = 0;
    size_t next_ = 0;
};

// The schedule the configuration asks for.
std::unique_ptr<Schedule> make_schedule(const MatchConfig& cfg, OpeningBook& book);

} // namespace parachute::match
