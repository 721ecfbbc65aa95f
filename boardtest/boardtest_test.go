package boardtest_test

import (
	"fmt"
	"iter"
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

// buggy wraps a tic-tac-toe game with one injected bug.
type buggy struct {
	*tictactoe.Game
	bug string
}

func (b *buggy) Clone() *buggy {
	if b.bug == "shared clone" {
		return b
	}
	return &buggy{b.Game.Clone(), b.bug}
}

func (b *buggy) Hash() uint64 {
	if b.bug == "constant hash" {
		return 1
	}
	return b.Game.Hash()
}

func (b *buggy) Moves() iter.Seq[board.Point] {
	if b.bug == "moves after the end" && b.Over() {
		return func(yield func(board.Point) bool) { yield(board.Pt(0, 0)) }
	}
	return b.Game.Moves()
}

func (b *buggy) Play(p board.Point) error {
	if b.bug == "accepts off-board" && p.Row < 0 {
		return nil
	}
	return b.Game.Play(p)
}

func (b *buggy) Undo() bool {
	if b.bug == "undo does nothing" {
		return b.Len() > 0
	}
	return b.Game.Undo()
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
	}
	for _, tt := range tests {
		r := &recorder{TB: t}
		boardtest.Run(r, func() *buggy { return &buggy{tictactoe.NewGame(), tt.bug} }, boardtest.Config[*buggy]{Games: 5})
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
