package othello

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/seed131617c4/board/internal/sharedtest"
)

// TestWTHORReplay replays every game of the shared WTHOR archive through
// Game: every recorded move must be legal, passes inferred, and the final
// score must equal the recorded one for at least 99.5% of the games.
func TestWTHORReplay(t *testing.T) {
	dir := sharedtest.Path(t, "othello", "wthor")
	files, err := filepath.Glob(filepath.Join(dir, "WTH_*.wtb"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Skipf("no WTH_*.wtb files in %s", dir)
	}
	g, _ := NewGame(8)
	games, differ, over := 0, 0, 0
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		r, err := NewWTHORReader(f)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		n := 0
		for rec, err := range r.Games() {
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			n++
			g.Reset()
			for i, pt := range rec.Moves {
				if err := g.Play(pt); err != nil {
					t.Fatalf("%s: game %d: move %d %s: %v", filepath.Base(name), n, i+1, FormatMove(pt), err)
				}
			}
			if black, _ := g.Score(); black != rec.BlackScore {
				differ++
			}
			if g.Over() {
				over++
			}
		}
		f.Close()
		if n != r.Header().Games {
			t.Errorf("%s: %d games, header says %d", name, n, r.Header().Games)
		}
		games += n
	}
	t.Logf("replayed %d games from %d files: %d finished, %d recorded scores differ from the replay (%.3f%%)",
		games, len(files), over, differ, 100*float64(differ)/float64(games))
	if float64(differ) > 0.005*float64(games) {
		t.Errorf("%d of %d recorded scores differ from the replay, more than 0.5%%", differ, games)
	}
}
