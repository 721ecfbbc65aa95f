package gomocup

import "time"

// unlimited is the time_left that managers send when the match has no
// time limit: 2147483647 ms. Anything at or above it means no limit.
const unlimited = 2147483647

// maxMillis bounds the times the brain keeps, about 31 years, so that a
// time.Duration never overflows.
const maxMillis = 1 << 40

// FastTurn is the time the brain gives a move when timeout_turn is 0,
// which asks it to play as fast as it can.
const FastTurn = 60 * time.Millisecond

// A clock keeps the time limits that INFO lines set, in milliseconds, and
// the time the brain has used in the game.
type clock struct {
	turn     int64 // timeout_turn; -1 when not given
	match    int64 // timeout_match; 0 is no limit
	left     int64 // time_left, valid if leftSet
	leftSet  bool
	used     time.Duration // thinking time of the brain in this game
	memory   int64         // max_memory in bytes; 0 is no limit
	gameType int64
}

func newClock() clock { return clock{turn: -1} }

// millis bounds a time in milliseconds to what the clock keeps.
func millis(n int64) int64 { return min(max(n, -maxMillis), maxMillis) }

// A budget is the time the brain has for one move, from the moment the
// command arrived: the player searches until soft, and the brain answers
// at hard at the latest, with whatever it has. Zero durations mean no
// limit.
type budget struct {
	soft, hard time.Duration
}

// budget returns the budget of a move with empty points still free on
// the board.
//
// The time a move may take is the least of timeout_turn and a share of
// what is left of the match: time_left when the manager sent one (values
// of 2147483647 and above mean no limit), else timeout_match less the
// time used. The share is a twentieth of the time left, or the empty
// points' share when fewer than 40 are left, and never more than the time
// left less a tenth. The brain answers (hard) a twentieth earlier than that,
// at least 40 ms earlier, so that the output and a busy machine fit in
// the rest; the search ends (soft) a twentieth before hard, at least 25
// ms before, for a search that looks at its clock only now and then to
// stop in time (the engine returns within a few milliseconds of its
// deadline, its search goroutine stopping within 34 ms at worst, on
// 20×20 at level 3): 902.5 ms and 950 ms of a 1 s turn. timeout_turn 0
// gives FastTurn.
func (c *clock) budget(empty int) budget {
	avail, capped := time.Duration(0), true
	switch {
	case c.turn == 0:
		avail = FastTurn
	case c.turn > 0:
		avail = time.Duration(c.turn) * time.Millisecond
	default:
		capped = false
	}
	var left time.Duration
	limited := false
	switch {
	case c.leftSet && c.left < unlimited:
		left, limited = time.Duration(c.left)*time.Millisecond, true
	case !c.leftSet && c.match > 0:
		left, limited = time.Duration(c.match)*time.Millisecond-c.used, true
	}
	if limited {
		moves := max(min(20, (empty+1)/2), 1)
		share := max(min(left/time.Duration(moves), left-left/10), 0)
		if !capped || share < avail {
			avail, capped = share, true
		}
	}
	if !capped {
		return budget{}
	}
	hard := max(avail-max(avail/20, 40*time.Millisecond), 2*time.Millisecond)
	soft := max(hard-max(hard/20, 25*time.Millisecond), time.Millisecond)
	return budget{soft: soft, hard: hard}
}

// part returns the budget of the i-th of n searches made one after the
// other from the same moment: the search ends (soft) at i n-ths of b's
// soft deadline, at least a nanosecond in, and the brain waits for it
// (hard) as long again after that as b waits after its own, up to b's
// hard deadline. A zero budget (no limit) stays one.
func (b budget) part(i, n int) budget {
	if b.soft <= 0 {
		return b
	}
	soft := max(b.soft*time.Duration(i)/time.Duration(n), 1)
	return budget{soft: soft, hard: min(soft+b.hard-b.soft, b.hard)}
}
