package render_test

import (
	"encoding/xml"
	"errors"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/render"
	"github.com/seed131617c4/board/tictactoe"
)

var pngDir = flag.String("png", "", "also write the PNG of every golden case to this folder, to look at")

// goldenCase is a picture kept in testdata/<name>.svg.
type goldenCase struct {
	name string
	d    func(t *testing.T) *render.Diagram
	o    render.Options
}

func othelloAfter(t *testing.T, n int, transcript string) *othello.Game {
	t.Helper()
	g, err := othello.ParseTranscript(n, transcript)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// legal marks the legal moves of g with dots.
func legal(d *render.Diagram, g *othello.Game) *render.Diagram {
	for p := range g.Moves() {
		d.Marks = append(d.Marks, render.Mark{At: p, Kind: render.Dot})
	}
	return d
}

func gomokuAfter(t *testing.T, n int, r gomoku.Rule, moves string) *gomoku.Game {
	t.Helper()
	g, err := gomoku.NewGame(n, r)
	if err != nil {
		t.Fatal(err)
	}
	for m := range strings.FieldsSeq(moves) {
		p, err := gomoku.ParseMove(m, n)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Play(p); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// renjuForbidden is the board of the gomoku forbidden golden case of the
// command: l6 is legal by the five clause, j5 a double-three.
const renjuForbidden = `...............
...............
...............
...............
...............
...............
...............
...............
...............
...............
..........XX...
.......XXXX....
...........X...
...............
...............
`

// fouls marks the forbidden points of b for Black under renju.
func fouls(d *render.Diagram, b *board.Board[gomoku.Stone]) *render.Diagram {
	d.Marks = append(d.Marks, render.ForbiddenMarks(b, gomoku.Black, gomoku.Renju)...)
	return d
}

func parseGomoku(t *testing.T, s string) *board.Board[gomoku.Stone] {
	t.Helper()
	b, err := gomoku.ParseBoard(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func tictactoeBoard(t *testing.T, s string) *tictactoe.Board {
	t.Helper()
	b, err := tictactoe.Parse(s)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

var goldenCases = []goldenCase{
	{"othello-start", func(t *testing.T) *render.Diagram {
		g, _ := othello.NewGame(8)
		return legal(render.Game(g), g)
	}, render.Options{}},
	{"othello-game", func(t *testing.T) *render.Diagram {
		g := othelloAfter(t, 8, "f5d6c3d3c4f4f6f3e6e7")
		return legal(render.Game(g), g)
	}, render.Options{Size: 400, Caption: "f5 d6 c3 d3 c4 f4 f6 f3 e6 e7"}},
	{"othello-6x6", func(t *testing.T) *render.Diagram {
		return render.Game(othelloAfter(t, 6, "b3b2c2"))
	}, render.Options{Flipped: true}},
	{"othello-4x4", func(t *testing.T) *render.Diagram {
		return render.Game(othelloAfter(t, 4, "b1c1d3a1"))
	}, render.Options{NoCoords: true, Size: 120}},
	{"othello-26x26", func(t *testing.T) *render.Diagram {
		g := othelloAfter(t, 26, "")
		return legal(render.Game(g), g)
	}, render.Options{}},
	{"gomoku-numbers", func(t *testing.T) *render.Diagram {
		return render.Game(gomokuAfter(t, 15, gomoku.Freestyle, "h8 h9 i9 g7 j10 k11 j8 i8 j9 j7 k9 l9 i10 h11 k10 l10 k8 k7 i11"))
	}, render.Options{}},
	{"renju-forbidden", func(t *testing.T) *render.Diagram {
		b := parseGomoku(t, renjuForbidden)
		return fouls(gomokuBoard(b, gomoku.Renju), b)
	}, render.Options{Caption: "Black to move: the forbidden points"}},
	{"gomoku-5x5", func(t *testing.T) *render.Diagram {
		return gomokuBoard(parseGomoku(t, ".....\nXXXXX\nOOOO.\n.....\n.....\n"), gomoku.Standard)
	}, render.Options{}},
	{"gomoku-26x26", func(t *testing.T) *render.Diagram {
		d := render.Game(gomokuAfter(t, 26, gomoku.Freestyle, "a1 z26 z1 a26 m13 n14"))
		d.Marks = append(d.Marks, render.Mark{At: board.Pt(12, 12), Kind: render.Ring}, render.Mark{At: board.Pt(0, 1), Kind: render.Fill})
		d.Arrows = append(d.Arrows, render.Span{From: board.Pt(25, 0), To: board.Pt(13, 12)})
		return d
	}, render.Options{Size: 600}},
	{"tictactoe-win", func(t *testing.T) *render.Diagram {
		return render.Board(tictactoeBoard(t, "XOXOXO..X"))
	}, render.Options{}},
	{"tictactoe-game", func(t *testing.T) *render.Diagram {
		g := tictactoe.NewGame()
		for _, m := range []string{"b2", "a1", "c3"} {
			p, _ := tictactoe.ParseMove(m)
			if err := g.Play(p); err != nil {
				t.Fatal(err)
			}
		}
		d := render.Game(g)
		d.Arrows = []render.Span{{From: board.Pt(0, 0), To: board.Pt(0, 2)}}
		d.Marks = []render.Mark{{At: board.Pt(2, 0), Kind: render.Ring}, {At: board.Pt(0, 2), Kind: render.Dot, Label: "best"}}
		return d
	}, render.Options{Size: 200, Caption: "O to move <& hint>", CSS: ".coords{font-style:italic}"}},
}

// TestGolden compares the SVG of every golden case with its file under
// testdata; go test -update rewrites them, and -png DIR writes the PNGs.
func TestGolden(t *testing.T) {
	for _, c := range goldenCases {
		t.Run(c.name, func(t *testing.T) {
			d := c.d(t)
			got := d.SVG(&c.o)
			checkSVG(t, got)
			if *pngDir != "" {
				f, err := os.Create(filepath.Join(*pngDir, c.name+".png"))
				if err != nil {
					t.Fatal(err)
				}
				if err := d.WritePNG(f, &c.o); err != nil {
					t.Fatal(err)
				}
				f.Close()
			}
			sharedtest.Golden(t, filepath.Join("testdata", c.name+".svg"), got)
			if again := d.SVG(&c.o); again != got {
				t.Error("a second SVG of the same diagram differs")
			}
		})
	}
}

// checkSVG decodes s as XML and checks that it is one svg element with a
// viewBox, and that every <use> refers to an id of the document.
func checkSVG(t *testing.T, s string) {
	t.Helper()
	dec := xml.NewDecoder(strings.NewReader(s))
	ids, refs := map[string]bool{}, []string{}
	depth, roots := 0, 0
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			t.Fatalf("not well-formed XML: %v", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if depth == 0 {
				roots++
				if e.Name.Local != "svg" || e.Name.Space != "http://www.w3.org/2000/svg" {
					t.Errorf("root element %v, want svg in the SVG namespace", e.Name)
				}
				if attr(e, "viewBox") == "" {
					t.Error("no viewBox")
				}
			}
			depth++
			if id := attr(e, "id"); id != "" {
				ids[id] = true
			}
			if e.Name.Local == "use" {
				refs = append(refs, attr(e, "href"))
			}
		case xml.EndElement:
			depth--
		}
	}
	if roots != 1 {
		t.Errorf("%d root elements, want 1", roots)
	}
	for _, r := range refs {
		if !strings.HasPrefix(r, "#") || !ids[r[1:]] {
			t.Errorf("<use> refers to %q, which is no id of the document", r)
		}
	}
}

func attr(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

// gomokuBoard returns the diagram of a gomoku board with its winning line
// under rule r.
func gomokuBoard(b *board.Board[gomoku.Stone], r gomoku.Rule) *render.Diagram {
	d := render.Board(render.Square(b))
	d.Lines = render.WinningLine(b, r)
	return d
}
