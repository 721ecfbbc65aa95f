package engine

import (
	"math/bits"
	"slices"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/search"
)

// The evaluation and the move choice of the search, read from the pattern
// tables of the game's position: the class of each line through a point
// for each colour (what a stone there would make), and the number of
// points and lines of each class.

// nearWin is the evaluation of a position that a threat all but wins: a
// five to make, or two to stop.
const nearWin = 30000

// vcfWin is the evaluation of a horizon position whose side to move has a
// VCF: a win, though not one the search has played out.
const vcfWin = nearWin - 1000

// classValue is what a stone that makes a line of a class adds to a
// point, for the ranking of the moves.
var classValue = [pattern.NumClasses]int{
	pattern.Three:      1200,
	pattern.Four:       1500,
	pattern.OpenFour:   20000,
	pattern.DoubleFour: 20000,
	pattern.Five:       1 << 20,
}

// windowValue is what a line through a point adds for the most stones of
// a colour in an open window of 5 on it: the lines that a stone there
// prepares.
var windowValue = [5]int{0, 10, 60, 60, 60}

// rankWeights are the weights of the ranking of the moves of a side to
// move, by its colour less one: what a stone of the side to move makes on
// each line, 8 times its value, and what it takes from the opponent, 7
// times (a little less).
var rankWeights = func() (w [2]pattern.Weights) {
	for me := range 2 {
		for k := range pattern.NumClasses {
			for n := range 5 {
				v := int32(classValue[k] + windowValue[n])
				w[me][me][k][n], w[me][1-me][k][n] = 8*v, 7*v
			}
		}
	}
	return w
}()

// order is the search's ordering hook: the rank of m for the side to
// move, how promising it is (rankOf).
func order(x *game, m board.Point) int {
	x.sync()
	return x.rankOf(m, x.Turn())
}

// A chooser chooses the moves the search looks at and evaluates its
// horizon, for one Choose.
type chooser struct {
	width int // the most moves of a node, 0 for all near the stones
	// rootWidth, when positive, is the most moves of the root in place
	// of width.
	rootWidth int
	// replyWidth, when positive, is the most moves of a node one ply
	// below the root (the opponent's replies to a root move) in place of
	// width.
	replyWidth int
	// counts, when true, gives a node two or more plies below the root
	// nodeWidth in place of width: the search sets it to the count of
	// the node's depth left (depthCounts) before it ranks the node.
	counts    bool
	nodeWidth int
	// root, when not nil, holds the only moves allowed at the root (the
	// refutations of a threat).
	root []board.Point
	q    *quiesce // the VCF at the horizon, or nil
	// defend holds a node whose opponent has a three to the moves that
	// answer it (forcing).
	defend bool
	// stop, the search context's Done, when closed puts the search in a
	// hurry: one candidate and a zero evaluation, so that a search past
	// its time ends at once.
	stop    <-chan struct{}
	stopped bool
	hand    bool // the hand-set evaluation, not the fitted one (the tests' switch)
	// fakeThrees counts a three of a colour with forbidden points whose
	// open four is forbidden to it (the tests' switch: as before fouls).
	fakeThrees bool
	// noTraps counts no trap four as a three (the tests' switch).
	noTraps bool
	// keys holds the ranked points of a node (rankKey) while
	// nearStones chooses among them.
	keys [gomoku.MaxSize * gomoku.MaxSize]int64
	top  [gomoku.MaxSize * gomoku.MaxSize]int64 // the best of keys
	// forcing holds, a bit per point index, the points of a node that
	// answer a three of the opponent while nearStones reads them: the
	// points where a stone of either colour makes a four or a five. A
	// stone there takes a point where the opponent would make a four or
	// an open four (the points that stop a three, and the far ends of an
	// open one), or makes a four (or five), which the opponent must
	// answer first. Any other move lets the three become an open four.
	forcing [(gomoku.MaxSize*gomoku.MaxSize + 63) / 64]uint64
}

// hurry reports whether c's stop is done.
func (c *chooser) hurry() bool {
	if !c.stopped && done(c.stop) {
		c.stopped = true
	}
	return c.stopped
}

// rankKey returns the key of the point (r, c) whose rank is v, ranks
// being at most 2^40: higher for a higher rank, and of two points of the
// same rank for the first in reading order, and distinct for distinct
// points; the point is keyPoint's.
func rankKey(v, r, c int) int64 { return int64(v)<<10 | int64(1023-(r<<5|c)) }

// keyPoint returns the point of the rank key k.
func keyPoint(k int64) board.Point {
	rc := 1023 - int(k&1023)
	return board.Pt(rc>>5, rc&31)
}

// candidates appends to dst the moves the search looks at in x, not over:
// the moves that make five, if there are any; else the moves that stop
// the opponent's five (a four must be answered), if any of them is legal;
// else the legal points within 2 of a stone (the centre on an empty
// board), ranked best first, the best width of them when width is
// positive. At the root they are the refutations when c has them.
func (c *chooser) candidates(x *game, dst []board.Point) []board.Point {
	x.sync()
	me := x.Turn()
	if c.hurry() {
		for q := range x.pos.Points() {
			if x.legal(q, me) {
				return append(dst, q)
			}
		}
		return dst
	}
	if c.root != nil && x.pos.Len() == 0 {
		return append(dst, c.root...)
	}
	if x.pos.Count(me, pattern.Five) > 0 {
		return x.pos.AppendWins(dst, me) // exactly five, never forbidden
	}
	if out, ok := blockFive(x, dst, me); ok {
		return out
	}
	return c.nearStones(x, dst, me)
}

// blockFive appends to dst the legal moves of me in x that stop the
// opponent's five, and reports whether there are some.
func blockFive(x *game, dst []board.Point, me gomoku.Stone) ([]board.Point, bool) {
	opp := me.Opponent()
	if x.pos.Count(opp, pattern.Five) == 0 {
		return dst, false
	}
	n := len(dst)
	dst = x.pos.AppendWins(dst, opp)
	k := n
	for _, q := range dst[n:] {
		if x.legal(q, me) {
			dst[k] = q
			k++
		}
	}
	return dst[:k], k > n
}

// widthAt returns the most candidates of the node x: c.rootWidth at the
// root and c.replyWidth a ply below it, each when it is positive,
// c.nodeWidth deeper when c counts, c.width elsewhere (0 for all).
func (c *chooser) widthAt(x *game) int {
	switch ply := x.pos.Len(); {
	case ply == 0 && c.rootWidth > 0:
		return c.rootWidth
	case ply == 1 && c.replyWidth > 0:
		return c.replyWidth
	case ply >= 2 && c.counts:
		return c.nodeWidth
	}
	return c.width
}

// nearStones appends to dst the legal moves of me in x within 2 of a stone
// (the centre on an empty board), ranked best first, the best width of
// them when c.width is positive (widthAt: more at the root and a ply below
// it, when c says so); against an open three, when c defends, only the
// points that stop it or make a four (forcing), if there are some. With no
// legal point near the stones, the first legal points.
func (c *chooser) nearStones(x *game, dst []board.Point, me gomoku.Stone) []board.Point {
	opp := me.Opponent()
	keys := c.keys[:0]
	if x.stones == 0 {
		keys = append(keys, rankKey(0, x.n/2, x.n/2))
	}
	// With no legal answer, every point near the stones.
	threatened := c.defend && threeLines(x, opp, !c.fakeThrees, !c.noTraps) > 0
	var forcing []uint64
	if threatened {
		// The points that answer a three (forcing) among the open ones.
		forcing = c.forcing[:len(x.open)]
		clear(forcing)
		x.pos.AddThreats(forcing, me)
		x.pos.AddThreats(forcing, opp)
	}
	for _, answers := range [2]bool{threatened, false} {
		for w, word := range x.open {
			if answers {
				word &= forcing[w]
			}
			for ; word != 0; word &= word - 1 {
				i := w*64 + bits.TrailingZeros64(word)
				r, col := i/x.n, i%x.n
				if !answers || x.legal(board.Pt(r, col), me) {
					keys = append(keys, rankKey(x.cellRank(i, me), r, col))
				}
			}
		}
		if !answers || len(keys) > 0 {
			break
		}
	}
	width := c.widthAt(x)
	n := len(dst)
	dst = c.best(x, dst, keys, width, me)
	if len(dst) == n { // only forbidden points near the stones
		for q := range x.pos.Points() {
			if x.legal(q, me) {
				dst = append(dst, q)
				if width > 0 && len(dst)-n >= width {
					break
				}
			}
		}
	}
	return dst
}

// best appends to dst the points of keys legal for me, best first (the
// highest key), the best width of them when width is positive. It
// reorders keys.
func (c *chooser) best(x *game, dst []board.Point, keys []int64, width int, me gomoku.Stone) []board.Point {
	n := len(dst)
	if width > 0 && width < len(keys) {
		// The best width, kept sorted best first as keys are read, and
		// they are the moves unless one is illegal.
		top := c.top[:0]
		for _, k := range keys {
			if len(top) == width && k < top[width-1] {
				continue
			}
			if len(top) < width {
				top = append(top, k)
			} else {
				top[width-1] = k
			}
			for j := len(top) - 1; j > 0 && top[j] > top[j-1]; j-- {
				top[j], top[j-1] = top[j-1], top[j]
			}
		}
		for _, k := range top {
			q := keyPoint(k)
			if !x.legal(q, me) {
				dst = dst[:n]
				break
			}
			dst = append(dst, q)
		}
		if len(dst)-n == width {
			return dst
		}
	}
	slices.Sort(keys)
	for j := len(keys) - 1; j >= 0; j-- {
		if q := keyPoint(keys[j]); x.legal(q, me) {
			dst = append(dst, q)
			if width > 0 && len(dst)-n >= width {
				break
			}
		}
	}
	return dst
}

// A side is what the pattern tables count for one colour over the empty
// points: the lines where a stone makes five (the colour's fours), the
// lines of the board where a stone makes an open four (its threes), the
// lines where a stone makes a four, and a three.
type side struct {
	five, threes, four, three int
}

// sideOf counts the lines of s, its threes those of threeLines with
// fouls and traps.
func sideOf(x *game, s gomoku.Stone, fouls, traps bool) side {
	p := x.pos
	return side{
		five:   p.Count(s, pattern.Five),
		threes: threeLines(x, s, fouls, traps),
		four:   p.Count(s, pattern.Four) + p.Count(s, pattern.DoubleFour),
		three:  p.Count(s, pattern.Three),
	}
}

// threeLines returns the number of lines of the board on which s has a
// three: a point where a stone makes an open four, and with fouls one
// where s may play. Renju's three (RIF §3 and §9.3) is a line that a
// move makes a straight four, that move not being forbidden: Black's
// line whose open-four point is a double four, a double three or an
// overline is no three, and White need not answer it. Such a point makes
// a four, or wins on another line, so only the position's sets of fours
// and wins are read, and each of them checked for a foul only when s
// has forbidden points (one read for a point that cannot be one). With
// traps, the lines of s's trap fours count too (trapLines), when the
// opponent has forbidden points.
//
// A count is kept until the next move or Undo (the game's threes): a
// node reads it for its evaluation, its candidates and its calm.
func threeLines(x *game, s gomoku.Stone, fouls, traps bool) int {
	traps = traps && x.pos.Rule().Restricted(s.Opponent())
	if x.pos.Count(s, pattern.OpenFour) == 0 && !(traps && hasFour(x, s)) {
		return 0
	}
	// A colour with no forbidden points has every point legal.
	fouls = fouls && x.pos.Rule().Restricted(s)
	t := &x.threes[int(s-1)&1<<2|b2i(fouls)<<1|b2i(traps)]
	if t.serial != x.serial {
		t.serial, t.n = x.serial, countThreeLines(x, s, fouls, traps)
	}
	return t.n
}

// countThreeLines is threeLines read from the position, with traps only
// where the opponent has forbidden points.
func countThreeLines(x *game, s gomoku.Stone, fouls, traps bool) int {
	var buf [32]board.Point
	pts := x.pos.AppendFours(x.pos.AppendWins(buf[:0], s), s)
	if fouls {
		k := 0
		for _, q := range pts {
			if x.legal(q, s) {
				pts[k] = q
				k++
			}
		}
		pts = pts[:k]
	}
	var seen lineSet
	n := openFourLines(x, s, pts, &seen)
	if traps {
		n += trapLines(x, s, pts, &seen)
	}
	return n
}

// A lineSet is a set of lines of the board, a bit per line by axis.
type lineSet [4][2]uint64

// add adds the line through p on axis a of an n×n board to l, and reports
// whether it was not in l.
func (l *lineSet) add(p board.Point, a board.Axis, n int) bool {
	i := lineIndex(p, a, n)
	if l[a][i/64]>>(i%64)&1 != 0 {
		return false
	}
	l[a][i/64] |= 1 << (i % 64)
	return true
}

// openFourLines returns the number of lines of the board through the
// points pts on which s makes an open four at one of them, not in seen,
// and adds them to seen.
func openFourLines(x *game, s gomoku.Stone, pts []board.Point, seen *lineSet) int {
	n := 0
	for _, q := range pts {
		for a, k := range x.pos.Classes(q, s) {
			if k == pattern.OpenFour && seen.add(q, board.Axis(a), x.n) {
				n++
			}
		}
	}
	return n
}

// trapLines returns the number of lines of the board, not in seen, on
// which s has a trap four at one of the points pts: a four (one, with one
// five point) whose only block is forbidden to the opponent, which then
// loses (RIF §9.3 and §9.4: a forbidden move loses, and so a five point
// that Black may not take is not blocked). Like an open four, such a four
// wins next move, so the point threatens as the open-four point of a
// three does. It adds them to seen. Only a five point that is forbidden
// to the opponent before the four is played is checked with the four on
// the board (the four's stone takes lines from the opponent and gives
// none).
func trapLines(x *game, s gomoku.Stone, pts []board.Point, seen *lineSet) int {
	opp := s.Opponent()
	n := 0
	for _, m := range pts {
		if x.pos.Fours(m, s) != 1 || !x.legal(m, s) {
			continue // a five, two fours (counted elsewhere), or a foul
		}
		var buf [2]board.Point
		f := x.pos.FivesAfter(buf[:0], m, s)
		if len(f) != 1 || x.legal(f[0], opp) {
			continue
		}
		x.pos.Place(m, s)
		trap := !x.legal(f[0], opp)
		x.pos.Undo()
		if !trap {
			continue
		}
		for a, k := range x.pos.Classes(m, s) {
			if k == pattern.Four && seen.add(m, board.Axis(a), x.n) {
				n++
			}
		}
	}
	return n
}

// lineIndex returns the index of the line through p on axis a of an n×n
// board, among the lines of a.
func lineIndex(p board.Point, a board.Axis, n int) int {
	switch a {
	case board.Horizontal:
		return p.Row
	case board.Vertical:
		return p.Col
	case board.Diagonal:
		return p.Col - p.Row + n - 1
	}
	return p.Row + p.Col
}

// eval is the evaluation of x, not over, for the side to move: the
// threats first (threatEval), else the fitted evaluation (fittedEval), or
// the hand-set one when c.hand.
func (c *chooser) eval(x *game) int {
	return c.evalUnder(x, search.Infinity)
}

// evalUnder is eval, but it seeks the side to move's VCF only when the
// evaluation without it is under beta: above, the VCF would only raise a
// score that fails high already (PentaZen's quiescence asks the same).
func (c *chooser) evalUnder(x *game, beta int) int {
	if c.hurry() {
		return 0
	}
	me := x.Turn()
	fouls, traps := !c.fakeThrees, !c.noTraps
	my, their := sideOf(x, me, fouls, traps), sideOf(x, me.Opponent(), fouls, traps)
	v, ok := c.threatEval(x, me, my, their)
	if ok && abs(v) == nearWin {
		return v
	}
	switch {
	case ok:
	case c.hand:
		v = handEval(my, their)
	default:
		x.sync()
		v = fittedEval(x, me, my, their)
	}
	if v < beta && c.q != nil && c.q.wins(x, me) {
		return vcfWin
	}
	return v
}

// threatEval returns the evaluation of x for me, to move, whose sides are
// my and their, when a threat decides it (true), the side to move's VCF
// left to the caller: a five to make, two fives to stop (or one on a
// point forbidden to me), an open four to make, two threes to stop. A
// VCF comes after the first two and before the others.
func (c *chooser) threatEval(x *game, me gomoku.Stone, my, their side) (int, bool) {
	switch {
	case my.five > 0: // five next move
		return nearWin, true
	case their.five > 0 && !blockable(x, me): // two fives to stop, or one on a point forbidden to me
		return -nearWin, true
	case their.five == 0 && my.threes > 0: // an open four next move
		return nearWin / 2, true
	case their.five == 0 && their.threes >= 2: // two threes to stop
		return -nearWin / 4, true
	}
	return 0, false
}

// handEval returns the hand-set evaluation of the sides my, to move, and
// their, with no threat that decides: fours, threes (lines), lines that
// make a four and a three, each side's weighted, and the tempo of a forced
// block.
func handEval(my, their side) int {
	v := 500*my.five - 300*their.five +
		700*my.threes - 1000*their.threes +
		60*my.four - 50*their.four +
		12*my.three - 10*their.three
	if their.five > 0 { // the block is forced: the tempo is theirs
		v -= 300
	}
	return v
}

// blockable reports whether s, to move, can stop every five of the
// opponent with one legal move: the opponent makes five on one point
// only, and it is not forbidden to s (renju's trap for Black: a four
// whose only block is a foul wins).
func blockable(x *game, s gomoku.Stone) bool {
	var buf [8]board.Point
	w := x.pos.AppendWins(buf[:0], s.Opponent())
	return len(w) == 1 && x.legal(w[0], s)
}
