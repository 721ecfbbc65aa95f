package book

import (
	"errors"
	"iter"
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/bitboard"
)

// toyEval is a cheap evaluation for the tests: the mobility and disc
// differences, in hundredths of a disc.
func toyEval(p bitboard.Bitboard) int {
	m := bits.OnesCount64(p.Legal()) - bits.OnesCount64(p.Pass().Legal())
	d := bits.OnesCount64(p.Mover) - bits.OnesCount64(p.Opponent)
	return 37*m + 11*d
}

func newToyEval() func(bitboard.Bitboard) int { return toyEval }

// treeLines returns n lines of plies moves from the start, each move one
// of the first two legal ones (by square) drawn at random, so that the
// lines share their openings as players' games do.
func treeLines(r *rand.Rand, n, plies int) [][]board.Point {
	var out [][]board.Point
	for range n {
		p, _ := bitboard.Start(8)
		var line []board.Point
		for range plies {
			legal := p.Legal()
			if legal == 0 {
				if p.GameOver() {
					break
				}
				p = p.Pass()
				legal = p.Legal()
			}
			s := bits.TrailingZeros64(legal)
			if rest := legal &^ (1 << s); rest != 0 && r.IntN(2) == 1 {
				s = bits.TrailingZeros64(rest)
			}
			line = append(line, bitboard.Square(s).Point())
			p, _ = p.Play(bitboard.Square(s))
		}
		out = append(out, line)
	}
	return out
}

// transform returns line under symmetry k of the board: bit 0 reverses
// the rows, bit 1 the columns, bit 2 transposes.
func transform(line []board.Point, k int) []board.Point {
	out := make([]board.Point, len(line))
	for i, m := range line {
		r, c := m.Row, m.Col
		if k&1 != 0 {
			r = 7 - r
		}
		if k&2 != 0 {
			c = 7 - c
		}
		if k&4 != 0 {
			r, c = c, r
		}
		out[i] = board.Pt(r, c)
	}
	return out
}

// oracle recomputes the book's values and counts the slow way: every
// position the lines reach within plies, counted once per line; the
// kept ones; and the value of each by a recursive negamax over the kept
// positions, the moves out of them scored by eval.
type oracle struct {
	count map[bitboard.Bitboard]int
	keep  func(bitboard.Bitboard) bool
	memo  map[bitboard.Bitboard]int
}

func newOracle(lines [][]board.Point, plies, minGames int) *oracle {
	o := &oracle{count: map[bitboard.Bitboard]int{}, memo: map[bitboard.Bitboard]int{}}
	start, _ := bitboard.Start(8)
	for _, line := range lines {
		p := start
		for i, m := range line {
			if i == plies {
				break
			}
			s, _ := bitboard.SquareAt(m.Row, m.Col)
			p, _ = p.Play(s)
			if p.GameOver() {
				break
			}
			if p.Legal() == 0 {
				p = p.Pass()
			}
			o.count[p.Canonical()]++
		}
	}
	o.keep = func(p bitboard.Bitboard) bool {
		c := p.Canonical()
		return c == start.Canonical() || o.count[c] >= minGames
	}
	return o
}

// value is the negamax value of the kept position p for its side to
// move, which has a move.
func (o *oracle) value(p bitboard.Bitboard) int {
	if v, ok := o.memo[p.Canonical()]; ok {
		return v
	}
	best := -1 << 30
	for set := p.Legal(); set != 0; set &= set - 1 {
		next, _ := p.Play(bitboard.Square(bits.TrailingZeros64(set)))
		var v int
		switch {
		case next.GameOver():
			m, op := next.Discs()
			v = -100 * final(m, op)
		case next.Legal() == 0: // the other side passes
			if o.keep(next.Pass()) {
				v = o.value(next.Pass())
			} else {
				v = toyEval(next.Pass())
			}
		case o.keep(next):
			v = -o.value(next)
		default:
			v = -toyEval(next)
		}
		best = max(best, v)
	}
	o.memo[p.Canonical()] = best
	return best
}

// TestBuild holds Build to the oracle: the same positions, counts and
// negamax values, on lines that share their openings, with passes.
func TestBuild(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 4))
	lines := treeLines(r, 400, 14)
	for _, minGames := range []int{1, 3, 10} {
		b, err := Build(slices.Values(lines), BuildOptions{Plies: 12, MinGames: minGames, NewEval: newToyEval, Threads: 2})
		if err != nil {
			t.Fatal(err)
		}
		o := newOracle(lines, 12, minGames)
		kept := 1 // the start
		for p, n := range o.count {
			if n >= minGames {
				kept++
				e, ok := b.lookup(p)
				if !ok || e.Games != n {
					t.Fatalf("min %d: %v: %+v, %v; want %d games", minGames, p, e, ok, n)
				}
				if want := o.value(p); e.Score != want {
					t.Fatalf("min %d: %v: score %d, want %d", minGames, p, e.Score, want)
				}
			}
		}
		if b.Len() != kept {
			t.Errorf("min %d: %d positions, want %d", minGames, b.Len(), kept)
		}
		if data, _ := b.MarshalBinary(); true {
			var back Book
			if err := back.UnmarshalBinary(data); err != nil || back.Len() != b.Len() {
				t.Errorf("min %d: the book does not read back: %v", minGames, err)
			}
		}
	}
}

// TestBuildSymmetry builds a book of lines and of their images under the
// 4 symmetries that keep the start (the identity, the half turn and the
// reflections in the diagonals): the same positions, each reached 4 times
// as often, with the same values.
func TestBuildSymmetry(t *testing.T) {
	r := rand.New(rand.NewPCG(25, 5))
	lines := treeLines(r, 50, 10)
	var all [][]board.Point
	for _, k := range []int{0, 3, 4, 7} {
		for _, l := range lines {
			all = append(all, transform(l, k))
		}
	}
	one, err := Build(slices.Values(lines), BuildOptions{NewEval: newToyEval})
	if err != nil {
		t.Fatal(err)
	}
	eight, err := Build(slices.Values(all), BuildOptions{NewEval: newToyEval})
	if err != nil {
		t.Fatal(err)
	}
	if one.Len() != eight.Len() {
		t.Fatalf("%d positions from the lines, %d from their images", one.Len(), eight.Len())
	}
	for i := range one.Len() {
		r1, r8 := one.data[i*recordSize:(i+1)*recordSize], eight.data[i*recordSize:(i+1)*recordSize]
		p := bitboard.Bitboard{Mover: le64(r1), Opponent: le64(r1[8:])}
		e1, _ := one.lookup(p)
		e8, _ := eight.lookup(p)
		want := min(4*e1.Games, 65535)
		if start, _ := bitboard.Start(8); p == start.Canonical() {
			want = e1.Games // the start is in every book once
		}
		if string(r1[:18]) != string(r8[:18]) || e8.Games != want {
			t.Fatalf("record %d: %v %+v from the lines, %+v from their images", i, p, e1, e8)
		}
	}
}

func le64(b []byte) uint64 {
	var x uint64
	for i := 7; i >= 0; i-- {
		x = x<<8 | uint64(b[i])
	}
	return x
}

// TestBuildErrors checks the options Build refuses and the lines it cuts.
func TestBuildErrors(t *testing.T) {
	if _, err := Build(slices.Values([][]board.Point{}), BuildOptions{}); !errors.Is(err, ErrBuild) {
		t.Errorf("no evaluation: %v", err)
	}
	// A line with an illegal move and one off the board stop there.
	bad := [][]board.Point{{board.Pt(4, 5), board.Pt(0, 0)}, {board.Pt(9, 9)}, {board.Pt(4, 5), board.Pt(5, 3)}}
	b, err := Build(slices.Values(bad), BuildOptions{NewEval: newToyEval})
	if err != nil {
		t.Fatal(err)
	}
	if b.Len() != 3 { // the start, after f5, after f5 d6
		t.Errorf("%d positions, want 3", b.Len())
	}
	var none iter.Seq[[]board.Point] = func(func([]board.Point) bool) {}
	if b, err := Build(none, BuildOptions{NewEval: newToyEval}); err != nil || b.Len() != 1 {
		t.Errorf("no lines: %v positions, %v; want the start alone", b.Len(), err)
	}
}
