package engine

import (
	"context"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/search"
)

// searchFit, switched off in an engine of TestTechniques (its row
// searchfit), has the whole engine play with the weights of
// searchfit_test.go (TestEvalFit -engine.fitout searchfit_test.go) and
// the other with fitted.go's: a bit of the tests past the engine's
// techniques, which the engine does not read.
const searchFit technique = 1 << 63

// A modelPlayer is an engine that plays with the fitted models ms, so
// that engines with different models play one game: it sets fitModels
// for each move, and waits for the search to stop before it sets them
// back. Its games run with no other test.
type modelPlayer struct {
	e  *Engine
	ms [numModels]*fitModel
}

// Choose returns p's engine's move with p's models.
func (p modelPlayer) Choose(ctx context.Context, g *gomoku.Game) (search.Choice, error) {
	old := fitModels
	fitModels = p.ms
	c, err := p.e.Choose(ctx, g)
	p.e.wait()
	fitModels = old
	return c, err
}

// fitPlayers returns the players of the engines whole and without of a
// TestTechniques row that switches off: the engines, or with searchFit,
// whole with searchFitWeights and without with fittedWeights.
func fitPlayers(whole, without *Engine, off technique) (w, o search.Player[*gomoku.Game]) {
	if off&searchFit == 0 {
		return whole, without
	}
	return modelPlayer{whole, newFitModels(&searchFitWeights)}, modelPlayer{without, newFitModels(&fittedWeights)}
}

// TestModelPlayer holds a modelPlayer to its models for its move and to
// fitted.go's after it: at level 1 with models of a tempo of 1000 and no
// other weight, every reply scores 1000 for the opponent, the move −1000.
func TestModelPlayer(t *testing.T) {
	g, err := gomoku.NewGame(15, gomoku.Freestyle)
	if err != nil {
		t.Fatal(err)
	}
	for _, p := range []board.Point{board.Pt(7, 7), board.Pt(7, 8), board.Pt(8, 8)} {
		if err := g.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	var w [numModels][numFeatures]int32
	for m := range w {
		w[m][fBias], w[m][fBias+1] = 1000, 1000
	}
	before := fitModels
	c, err := modelPlayer{&Engine{Level: 1}, newFitModels(&w)}.Choose(context.Background(), g)
	if err != nil {
		t.Fatal(err)
	}
	if c.Score != -1000 {
		t.Errorf("score %d with a tempo of 1000 alone, want -1000", c.Score)
	}
	if fitModels != before {
		t.Error("fitModels not set back after the move")
	}
}
