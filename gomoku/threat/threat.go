// Package threat finds wins by threats in gomoku and renju positions: a
// VCF (victory by continuous fours: every attacking move a four, every
// reply forced) and a VCT (victory by continuous threats: fours, threes
// and moves that prepare a four-three), under every rule set of package
// gomoku. Under renju Black's forbidden points are not Black's to play,
// to attack or to defend, and White may win through them.
//
//	pos, _ := pattern.From(b, gomoku.Renju)
//	line, res, err := threat.VCF(ctx, pos, gomoku.Black, threat.Limits{Depth: 12})
//	switch {
//	case err != nil:
//		return err // a negative limit
//	case res.Status == threat.Win:
//		fmt.Println(line.Format(pos.Size())) // like "j12 k13 g9 ... c11"
//	case res.Status == threat.None && res.Cut == threat.DepthBound:
//		fmt.Println("none within 12 moves; a longer one may exist")
//	case res.Status == threat.None:
//		fmt.Println("none of any length")
//	default:
//		fmt.Println("unknown: the", res.Cut, "bound stopped the search")
//	}
//
// A [Line] is the attacker's and the defender's moves alternating, the
// attacker's first, up to the attacker move after which the defender can
// no longer stop a five (the forced reply and the five are not written),
// or a single move that makes a five. [Limits] bounds the attacker moves
// of a line (counted as the shared puzzles count them: up to and
// including that last move), the nodes and the time; the end of the
// search's context, its first parameter, stops it too. The limits follow
// the module's convention (docs/search.md): 0 means no bound, and a
// negative Nodes or Time is refused with an error matching [search.ErrLimits].
//
// # Answers
//
// A search answers with a [Result]: its [Status] says whether it found a
// win, proved that there is none within the depth bound, or stopped
// before it knew; its Cut, a [Bound], says why it found no more. An
// answer of [None] with Cut [NoBound] means that no line of the search
// reached the depth bound: there is no win of any length (for [VCT],
// under its notion of a threat), and a larger Depth would answer the
// same. With Cut [DepthBound] some line reached the bound, and a larger
// Depth may find a win. An answer of [Unknown] names the bound that
// stopped the search: [NodeBound], [TimeBound] or [ContextBound].
//
// [VCF] is a depth-first search with a transposition table: it looks
// for a win in one move, then searches once to its depth bound, so the
// line it returns is a VCF within the bound, not always the shortest
// (the VCF searches of VCT deepen one move at a time up to 3 moves, so
// their lines of up to 3 moves are shortest). [VCT] is a
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
	"fmt"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/internal/enum"
	"github.com/seed131617c4/board/search"
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
// Depth, [MaxDepth]; for Threat, 2; for Counter, 2). A search that meets
// a bound says which in [Result.Cut]. A negative Nodes or Time is refused
// with an error matching [search.ErrLimits]; a Depth, Threat or Counter of 0 or
// less means its default.
type Limits struct {
	Depth   int           // the most attacker moves of a line, the last one included
	Nodes   int64         // the most positions to expand
	Time    time.Duration // the longest search
	Threat  int           // VCT: the longest VCF, in fours, that makes a move a threat (default 2)
	Counter int           // VCT: the longest defender VCF, in fours, that refutes a threat at once (default 2)
}

// check returns an error matching [search.ErrLimits] if l has a negative
// Nodes or Time.
func (l Limits) check() error {
	if l.Nodes < 0 || l.Time < 0 {
		return fmt.Errorf("threat: %w: nodes %d, time %v", search.ErrLimits, l.Nodes, l.Time)
	}
	return nil
}

// defaultCounter is the default of Limits.Counter. The counter-VCF test
// is a shortcut: the defender's fours are among its replies to a threat
// anyway, so a longer counter-VCF is found by the search itself; 2 is
// the fastest on the shared cases (and quintet's setting).
const defaultCounter = 2

// A Status is the outcome of a search. The zero Status is Unknown.
type Status uint8

// The outcomes. [Result.Cut] says which bound, if any, cut the search
// short.
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

// A Bound names a bound of [Limits]: the one that cut a search short.
// The zero Bound is NoBound.
type Bound uint8

// The bounds.
const (
	NoBound      Bound = iota // no bound cut the search short
	DepthBound                // Limits.Depth: a line reached the most attacker moves
	NodeBound                 // Limits.Nodes
	TimeBound                 // Limits.Time
	ContextBound              // the search's context ended
)

var boundNames = [5]string{"no bound", "depth", "nodes", "time", "context"}

// String returns the name of b: "no bound", "depth", "nodes", "time" or
// "context", or "Bound(7)" for a value that is not one.
func (b Bound) String() string {
	return enum.Name(b, 0, "Bound", boundNames[:]...)
}

// A Result is what a search found, why it found no more, and what it
// cost.
//
// Status and Cut together tell the answers apart:
//
//   - Win, NoBound: a winning line within the depth bound.
//   - None, NoBound: no win of any length: the search met no bound. For
//     [VCT] this holds for its notion of a threat ([Limits.Threat]).
//   - None, DepthBound: no win within [Limits.Depth] attacker moves, but
//     some line reached that bound: a longer win may exist.
//   - Unknown, NodeBound, TimeBound or ContextBound: the search stopped
//     at that bound before it knew.
type Result struct {
	Status Status
	Cut    Bound         // the bound that cut the search short, if any
	Nodes  int64         // positions expanded
	Time   time.Duration // time spent
}

// MaxDepth is the depth bound of a search whose [Limits.Depth] is 0 or
// more than MaxDepth.
const MaxDepth = 225

// budget counts nodes and watches the node, time and context bounds of a
// search that began at start.
type budget struct {
	nodes    int64
	maxNodes int64
	start    time.Time
	deadline time.Time
	done     <-chan struct{} // the Done of the search's context
	stopped  bool
	why      Bound // the bound that stopped the search
}

// newBudget returns the budget of a search under l and ctx that begins
// now.
func newBudget(ctx context.Context, l Limits) budget {
	b := budget{maxNodes: l.Nodes, start: time.Now(), done: ctx.Done()}
	if l.Time > 0 {
		b.deadline = b.start.Add(l.Time)
	}
	return b
}

// result returns the Result of a search that ends now with status st,
// having expanded b.nodes positions; cut reports whether a line of the
// search reached the depth bound.
func (b *budget) result(st Status, cut bool) Result {
	r := Result{Status: st, Nodes: b.nodes, Time: time.Since(b.start)}
	switch {
	case st == Unknown:
		r.Cut = b.why
	case st == None && cut:
		r.Cut = DepthBound
	}
	return r
}

// spend counts a node and reports whether the search must stop.
func (b *budget) spend() bool {
	b.nodes++
	if b.stopped {
		return true
	}
	if b.maxNodes > 0 && b.nodes > b.maxNodes {
		b.stopped, b.why = true, NodeBound
	} else if b.nodes&1023 == 0 {
		if !b.deadline.IsZero() && time.Now().After(b.deadline) {
			b.stopped, b.why = true, TimeBound
		} else {
			select {
			case <-b.done:
				b.stopped, b.why = true, ContextBound
			default:
			}
		}
	}
	return b.stopped
}

// depthOf returns the depth bound of a search under l.
func depthOf(l Limits) int {
	if l.Depth <= 0 || l.Depth > MaxDepth {
		return MaxDepth
	}
	return l.Depth
}
