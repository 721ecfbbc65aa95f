// Package threat finds wins by threats in gomoku and renju positions: a
// VCF (victory by continuous fours: every attacking move a four, every
// reply forced) and a VCT (victory by continuous threats: fours, threes
// and moves that prepare a four-three), under every rule set of package
// gomoku. Under renju Black's forbidden points are not Black's to play,
// to attack or to defend, and White may win through them.
//
//	pos, _ := pattern.From(b, gomoku.Renju)
//	line, res := threat.VCF(pos, gomoku.Black, threat.Limits{Depth: 12})
//	if res.Status == threat.Win {
//		fmt.Println(line.Format(pos.Size())) // like "j12 k13 g9 ... c11"
//	}
//
// A [Line] is the attacker's and the defender's moves alternating, the
// attacker's first, up to the attacker move after which the defender can
// no longer stop a five (the forced reply and the five are not written),
// or a single move that makes a five. [Limits] bounds the attacker moves
// of a line (counted as the shared puzzles count them: up to and
// including that last move), the nodes, the time and a context.
//
// [VCF] is a depth-first search with iterative deepening and a
// transposition table: the line it returns is a shortest VCF. [VCT] is a
// depth-first proof-number search (df-pn) whose attacking moves are
// threats in the sense of quintet's threat_limit ([Limits.Threat]): a move
// after which, if the defender passed, the attacker would have a VCF of
// at most that many fours. The defender's replies to a threat are the
// moves that can stop it: the points of the attacker's shortest VCF and
// its five points, the defender's fours and counter-fours along it; and
// the defender's own VCF refutes a threat that is not a four.
//
// A [Solver] asks VCF questions one after another with one table, as an
// engine does at the nodes of its search.
package threat

import (
	"context"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/internal/enum"
)

// A Line is a winning line: the attacker's and the defender's moves
// alternating, the attacker's first, ending at the attacker move after
// which no defence exists (or at a five).
type Line []board.Point

// Format returns the moves of l in renju notation on a size×size board,
// separated by spaces, like "h8 h9 i8", or "none" for an empty line.
func (l Line) Format(size int) string {
	if len(l) == 0 {
		return "none"
	}
	var sb strings.Builder
	for i, p := range l {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(gomoku.FormatMove(p, size))
	}
	return sb.String()
}

// AttackerMoves returns the number of attacker moves of l, the count that
// [Limits.Depth] bounds.
func (l Line) AttackerMoves() int { return (len(l) + 1) / 2 }

// Limits bound a search. The zero value of a field means no bound (for
// Threat, 2; for Counter, 2).
type Limits struct {
	Depth   int             // the most attacker moves of a line, the last one included
	Nodes   int64           // the most positions to expand
	Time    time.Duration   // the longest search
	Context context.Context // a context whose end stops the search
	Threat  int             // VCT: the longest VCF, in fours, that makes a move a threat (default 2)
	Counter int             // VCT: the longest defender VCF, in fours, that refutes a threat at once (default 2)
}

// defaultCounter is the default of Limits.Counter. The counter-VCF test
// is a shortcut: the defender's fours are among its replies to a threat
// anyway, so a longer counter-VCF is found by the search itself; 2 is
// the fastest on the shared cases (and quintet's setting).
const defaultCounter = 2

// A Status is the outcome of a search. The zero Status is Unknown.
type Status uint8

// The outcomes.
const (
	Unknown Status = iota // the search stopped at a node, time or context bound
	Win                   // a winning line within the depth bound was found
	None                  // there is no win within the depth bound
)

var statusNames = [3]string{"unknown", "win", "none"}

// String returns the name of s: "unknown", "win" or "none", or
// "Status(7)" for a value that is not one.
func (s Status) String() string {
	return enum.Name(s, 0, "Status", statusNames[:]...)
}

// A Result is what a search found and what it cost.
type Result struct {
	Status Status
	Nodes  int64         // positions expanded
	Time   time.Duration // time spent
}

// maxDepth is the depth bound of a search with no Depth.
const maxDepth = 225

// budget counts nodes and watches the node, time and context bounds of a
// search that began at start.
type budget struct {
	nodes    int64
	maxNodes int64
	start    time.Time
	deadline time.Time
	ctx      context.Context
	stopped  bool
}

// newBudget returns the budget of a search under l that begins now.
func newBudget(l Limits) budget {
	b := budget{maxNodes: l.Nodes, start: time.Now(), ctx: l.Context}
	if l.Time > 0 {
		b.deadline = b.start.Add(l.Time)
	}
	return b
}

// result returns the Result of a search that ends now with status st,
// having expanded b.nodes positions.
func (b *budget) result(st Status) Result {
	return Result{Status: st, Nodes: b.nodes, Time: time.Since(b.start)}
}

// spend counts a node and reports whether the search must stop.
func (b *budget) spend() bool {
	b.nodes++
	if b.stopped {
		return true
	}
	if b.maxNodes > 0 && b.nodes > b.maxNodes {
		b.stopped = true
	} else if b.nodes&1023 == 0 {
		if !b.deadline.IsZero() && time.Now().After(b.deadline) {
			b.stopped = true
		} else if b.ctx != nil && b.ctx.Err() != nil {
			b.stopped = true
		}
	}
	return b.stopped
}

func depthOf(l Limits) int {
	if l.Depth <= 0 || l.Depth > maxDepth {
		return maxDepth
	}
	return l.Depth
}
