package boardtest_test

import (
	"fmt"
	"iter"
	"slices"
	"strings"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/boardtest"
	"github.com/seed131617c4/board/tictactoe"
)

// recorder is a testing.TB that records the failures Run reports instead
// of failing the test.
type recorder struct {
	testing.TB
	failures []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
}

// buggy wraps a tic-tac-toe game with one injected bug. The game is held
// by value, so that a copy of a buggy is an independent game, as a copy
// of a tictactoe.Game is; the bugs break that and the other guarantees.
type buggy struct {
	tictactoe.Game
	bug string
	// box holds the game instead, for the bug "shared copy": a value copy
	// then shares it.
	box *tictactoe.Game
	// reads counts the reads, for the bug "read writes".
	reads int
	// seq is an iterator bound to the game, for the bug "stored iterator".
	seq iter.Seq[board.Point]
}

func newBuggy(bug string) *buggy {
	b := &buggy{bug: bug}
	switch bug {
	case "shared copy":
		b.box = tictactoe.NewGame()
	case "zero is no new game":
		b.Play(board.Pt(1, 1))
	}
	return b
}

// game returns the game that b plays on.
func (b *buggy) game() *tictactoe.Game {
	if b.box != nil {
		return b.box
	}
	return &b.Game
}

func (b *buggy) Clone() *buggy {
	if b.bug == "shared clone" {
		return b
	}
	c := *b
	if b.box != nil {
		c.box = b.box.Clone()
	}
	return &c
}

func (b *buggy) Turn() tictactoe.Mark {
	if b.bug == "read writes" {
		b.reads++
	}
	return b.game().Turn()
}

func (b *buggy) Over() bool                      { return b.game().Over() }
func (b *buggy) Winner() tictactoe.Mark          { return b.game().Winner() }
func (b *buggy) At(p board.Point) tictactoe.Mark { return b.game().At(p) }
func (b *buggy) String() string                  { return b.game().String() }

func (b *buggy) Hash() uint64 {
	if b.bug == "constant hash" {
		return 1
	}
	return b.game().Hash()
}

func (b *buggy) Moves() iter.Seq[board.Point] {
	switch {
	case b.bug == "moves after the end" && b.Over():
		return func(yield func(board.Point) bool) { yield(board.Pt(0, 0)) }
	case b.bug == "stored iterator":
		if b.seq == nil {
			b.seq = b.game().Moves()
		}
		return b.seq
	}
	return b.game().Moves()
}

func (b *buggy) AppendMoves(dst []board.Point) []board.Point {
	switch b.bug {
	case "allocating fast path":
		return append(dst, slices.Collect(b.game().Moves())...)
	case "fast path differs":
		out := b.game().AppendMoves(dst)
		slices.Reverse(out[len(dst):])
		return out
	}
	return b.game().AppendMoves(dst)
}

func (b *buggy) Play(p board.Point) error {
	if b.bug == "accepts off-board" && p.Row < 0 {
		return nil
	}
	return b.game().Play(p)
}

func (b *buggy) Undo() bool {
	if b.bug == "undo does nothing" {
		return b.game().Len() > 0
	}
	return b.game().Undo()
}

// TestRunFindsBugs checks that Run passes a correct game and fails each
// kind of broken one, naming the broken guarantee.
func TestRunFindsBugs(t *testing.T) {
	tests := []struct{ bug, want string }{
		{"", ""},
		{"shared clone", "clone"},
		{"constant hash", "hash"},
		{"moves after the end", "legal moves but Over"},
		{"accepts off-board", "returned nil"},
		{"undo does nothing", "Undo"},
		{"read writes", "Turn changed what the game holds"},
		{"stored iterator", "Moves changed what the game holds"},
		{"shared copy", "a value copy played"},
		{"fast path differs", "AppendMoves appended"},
	}
	if !raceDetector {
		tests = append(tests, struct{ bug, want string }{"allocating fast path", "allocations, want none"})
	}
	for _, tt := range tests {
		r := &recorder{TB: t}
		boardtest.Run(r, func() *buggy { return newBuggy(tt.bug) }, boardtest.Config[*buggy]{Games: 5})
		switch {
		case tt.want == "" && len(r.failures) > 0:
			t.Errorf("a correct game failed: %v", r.failures)
		case tt.want != "" && len(r.failures) == 0:
			t.Errorf("bug %q: no failure reported", tt.bug)
		case tt.want != "" && !strings.Contains(strings.Join(r.failures, "\n"), tt.want):
			t.Errorf("bug %q: failures %q do not mention %q", tt.bug, r.failures, tt.want)
		}
	}
}

// TestRunZero checks Config.Zero on a game whose zero value is a new game
// and on one whose zero value is not.
func TestRunZero(t *testing.T) {
	r := &recorder{TB: t}
	boardtest.Run(r, tictactoe.NewGame, boardtest.Config[*tictactoe.Game]{Games: 1, Zero: true})
	if len(r.failures) > 0 {
		t.Errorf("tictactoe's zero Game: %v", r.failures)
	}
	r = &recorder{TB: t}
	boardtest.Run(r, func() *buggy { return newBuggy("zero is no new game") }, boardtest.Config[*buggy]{Games: 1, Zero: true})
	if !strings.Contains(strings.Join(r.failures, "\n"), "zero game") {
		t.Errorf("a zero value with no game in it: failures %q do not mention the zero game", r.failures)
	}
}
