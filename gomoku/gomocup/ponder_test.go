package gomocup

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/search"
)

// A probe thinks until its context ends, then plays the first legal
// move, and records the side to move of each call.
type probe struct {
	mu    sync.Mutex
	turns []gomoku.Stone
}

func (p *probe) Choose(ctx context.Context, g *gomoku.Game) (search.Choice, error) {
	p.mu.Lock()
	p.turns = append(p.turns, g.Turn())
	p.mu.Unlock()
	<-ctx.Done()
	for q := range g.Moves() {
		return search.Choice{Move: q}, nil
	}
	return search.Choice{}, board.ErrGameOver
}

// TestPonder turns pondering on with INFO pondering 1: after each move
// the player thinks on the opponent's turn (White's, then Black's...)
// until the next command, which stops it at once: the brain's next reply
// comes from the player in its time, not from the fallback of a player
// still busy. A reply late or from the fallback is played again once,
// as a busy machine can hold the player back.
func TestPonder(t *testing.T) {
	t.Parallel()
	var late []string
	for try := 1; try <= 2; try++ {
		if late = ponderGame(t); len(late) == 0 {
			return
		}
		t.Logf("late replies, played again (a busy machine?): %q", late)
	}
	for _, l := range late {
		t.Error(l)
	}
}

// ponderGame plays the game of TestPonder and returns the replies that
// were not the player's move within the turn's 300 ms.
func ponderGame(t *testing.T) (late []string) {
	p := &probe{}
	d := startBrain(t, &Brain{Player: p, Debug: true})
	d.send("START 15", "INFO timeout_turn 300", "INFO pondering 1")
	if got := d.recv(); got != "OK" {
		t.Fatalf("START: %q", got)
	}
	d.send("BEGIN")
	for i, cmd := range []string{"", "TURN 1,0", "TURN 3,0"} {
		if cmd != "" {
			d.quiet(100 * time.Millisecond) // the player ponders meanwhile
			d.send(cmd)
		}
		if got := d.recv(); !strings.HasPrefix(got, "DEBUG depth") {
			late = append(late, fmt.Sprintf("move %d: %q, want the player's move", i, got))
		}
		if _, took := d.moveReply(15); took > 300*time.Millisecond && took-d.heldBack() > 300*time.Millisecond {
			late = append(late, fmt.Sprintf("move %d took %v, over 300ms", i, took))
		}
	}
	d.send("INFO pondering 0", "TURN 5,0")
	d.recv() // DEBUG
	d.moveReply(15)
	d.quiet(50 * time.Millisecond)
	d.send("END")
	d.ended()
	p.mu.Lock()
	defer p.mu.Unlock()
	b, w := gomoku.Black, gomoku.White
	want := []gomoku.Stone{b, w, b, w, b, w, b}
	if !slices.Equal(p.turns, want) {
		t.Errorf("the player was asked for %v, want %v (own move, then the opponent's turn, until pondering is off)", p.turns, want)
	}
	return late
}
