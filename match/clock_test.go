package match_test

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/match"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
)

// clockPlayer plays the first free cell after sleeping think, and keeps
// what the match told it: the clocks of SetClock, the deadlines of its
// contexts.
type clockPlayer struct {
	think     time.Duration
	mu        sync.Mutex
	clocks    []time.Duration
	deadlines []time.Duration
}

func (p *clockPlayer) Choose(ctx context.Context, g tttGame) (search.Choice, error) {
	if d, ok := ctx.Deadline(); ok {
		p.mu.Lock()
		p.deadlines = append(p.deadlines, time.Until(d))
		p.mu.Unlock()
	}
	time.Sleep(p.think)
	return search.Choice{Move: board.AppendMoves(nil, g)[0]}, nil
}

// clocked is a clockPlayer that is match.Clocked.
type clocked struct{ *clockPlayer }

func (p clocked) SetClock(left, inc time.Duration) {
	p.mu.Lock()
	p.clocks = append(p.clocks, left)
	p.mu.Unlock()
}

func engineOf(name string, p search.Player[tttGame]) match.Engine[tttGame] {
	return match.Engine[tttGame]{Name: name, New: func(context.Context) (search.Player[tttGame], error) { return p, nil }}
}

func TestMatchClock(t *testing.T) {
	t.Parallel()
	a := clocked{&clockPlayer{think: 20 * time.Millisecond}}
	b := &clockPlayer{}
	m := &match.Match[tictactoe.Mark, tttGame]{
		Engines: []match.Engine[tttGame]{engineOf("clocked", a), engineOf("plain", b)},
		Sides:   tttSides, New: newTTT, Games: 1,
		Limits: match.Limits{GameTime: 3 * time.Second, Increment: 300 * time.Millisecond},
	}
	if _, err := m.Run(context.Background()); err != nil {
		t.Fatal(err)
	}
	// X moves 5 times in tic-tac-toe's first-cell game: its clock starts
	// at 3s and goes up by the increment less its ~20ms of thought.
	if len(a.clocks) < 3 || a.clocks[0] != 3*time.Second || a.clocks[1] <= a.clocks[0] || a.clocks[1] > a.clocks[0]+300*time.Millisecond {
		t.Errorf("clocks %v", a.clocks)
	}
	for i, d := range a.deadlines {
		if d > a.clocks[i] || d < a.clocks[i]-50*time.Millisecond {
			t.Errorf("move %d: deadline in %v with %v left", i, d, a.clocks[i])
		}
	}
	// The plain player gets a thirtieth of 3s and 3/4 of 300ms: 325ms.
	if len(b.deadlines) == 0 || b.deadlines[0] > 325*time.Millisecond || b.deadlines[0] < 275*time.Millisecond {
		t.Errorf("plain deadlines %v", b.deadlines)
	}
}

func TestMatchClockForfeit(t *testing.T) {
	t.Parallel()
	slow := &clockPlayer{think: 150 * time.Millisecond}
	var got *match.Game[tictactoe.Mark, tttGame]
	m := &match.Match[tictactoe.Mark, tttGame]{
		Engines: []match.Engine[tttGame]{engineOf("slow", clocked{slow}), engineOf("fast", &clockPlayer{})},
		Sides:   tttSides, New: newTTT, Games: 1,
		Limits: match.Limits{GameTime: 250 * time.Millisecond, Margin: 10 * time.Millisecond},
		Record: func(g *match.Game[tictactoe.Mark, tttGame]) error { got = g; return nil },
	}
	res, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if got == nil || !errors.Is(got.Err, match.ErrTimeForfeit) || got.Winner != tictactoe.O || res.Faults[0] != 1 {
		t.Errorf("game %+v, faults %v", got, res.Faults)
	}
}

// TestMatchAdjudicateRecordCancel: the adjudication ends games, an
// error of Record stops the match with it, and the end of the context
// aborts the games under way.
func TestMatchAdjudicateRecordCancel(t *testing.T) {
	t.Parallel()
	p := &clockPlayer{}
	m := &match.Match[tictactoe.Mark, tttGame]{
		Engines: []match.Engine[tttGame]{engineOf("a", p), engineOf("b", p)},
		Sides:   tttSides, New: newTTT, Games: 6,
		Adjudicate: func(_ context.Context, g tttGame) (tictactoe.Mark, string, bool) {
			return tictactoe.Empty, "agreed", g.Len() == 2
		},
	}
	var reasons []string
	m.Record = func(g *match.Game[tictactoe.Mark, tttGame]) error {
		reasons = append(reasons, g.Reason)
		if len(reasons) == 3 {
			return errors.New("disk full")
		}
		return nil
	}
	res, err := m.Run(context.Background())
	if err == nil || res.Played != 3 || reasons[0] != "adjudicated: agreed" || res.Total(0).Draws != 3 {
		t.Errorf("err %v, played %d, reasons %q, %v", err, res.Played, reasons, res.Total(0))
	}

	ctx, cancel := context.WithCancel(context.Background())
	hang := match.Engine[tttGame]{Name: "hang", New: func(context.Context) (search.Player[tttGame], error) {
		return search.Player[tttGame](hangPlayer{cancel}), nil
	}}
	m = &match.Match[tictactoe.Mark, tttGame]{Engines: []match.Engine[tttGame]{hang, engineOf("b", p)}, Sides: tttSides, New: newTTT, Games: 4}
	res, err = m.Run(ctx)
	if !errors.Is(err, context.Canceled) || res.Played != 0 || res.Aborted != 1 {
		t.Errorf("cancelled: err %v, played %d, aborted %d", err, res.Played, res.Aborted)
	}
}

// hangPlayer ends the match's context and waits for its own to end.
type hangPlayer struct{ cancel context.CancelFunc }

func (h hangPlayer) Choose(ctx context.Context, _ tttGame) (search.Choice, error) {
	h.cancel()
	<-ctx.Done()
	return search.Choice{}, ctx.Err()
}

// TestMatchRoundRobin plays three engines against each other from two
// openings: each pair plays each opening with both colours.
func TestMatchRoundRobin(t *testing.T) {
	t.Parallel()
	var ops []match.Opening[tttGame]
	for _, m := range []board.Point{board.Pt(1, 1), board.Pt(0, 0)} {
		g := tictactoe.NewGame()
		g.Play(m)
		ops = append(ops, match.Opening[tttGame]{Name: tictactoe.FormatMove(m), Game: g})
	}
	var mu sync.Mutex
	seen := map[[3]int]int{} // players and opening -> games
	m := &match.Match[tictactoe.Mark, tttGame]{
		Engines: []match.Engine[tttGame]{engineOf("a", &clockPlayer{}), engineOf("b", &clockPlayer{}), engineOf("c", &clockPlayer{})},
		Sides:   tttSides, Openings: ops, Concurrency: 1,
		Record: func(g *match.Game[tictactoe.Mark, tttGame]) error {
			mu.Lock()
			defer mu.Unlock()
			seen[[3]int{g.Players[0], g.Players[1], g.Opening}]++
			if g.OpeningLen != 1 || g.Game.Len() != g.OpeningLen+len(g.Choices) {
				t.Errorf("game %d: opening of %d moves, %d choices, %d moves", g.Number, g.OpeningLen, len(g.Choices), g.Game.Len())
			}
			return nil
		},
	}
	res, err := m.Run(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if res.Planned != 12 || res.Played != 12 || len(seen) != 12 {
		t.Fatalf("planned %d, played %d, %d kinds of game", res.Planned, res.Played, len(seen))
	}
	for i := range 3 {
		for j := range 3 {
			if i != j && (res.Scores[i][j] != res.Scores[j][i].Swap() || res.Scores[i][j].Games() != 4) {
				t.Errorf("scores %d-%d %v, %d-%d %v", i, j, res.Scores[i][j], j, i, res.Scores[j][i])
			}
		}
	}
}
