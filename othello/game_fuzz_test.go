package othello

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"testing"
	"unicode/utf8"

	"github.com/seed131617c4/board"
)

// FuzzParsePosition checks that ParsePosition never panics and that what it
// accepts formats back to text that parses to the same position.
func FuzzParsePosition(f *testing.F) {
	f.Add("---------------------------OX------XO--------------------------- X")
	f.Add("-----OX--XO----- o")
	f.Add("....**..OOxx.... *")
	f.Add("")
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePosition(s)
		if err != nil {
			pe, ok := errors.AsType[*board.ParseError](err)
			if !ok || !errors.Is(err, board.ErrSyntax) || pe.Line != 1 || pe.Col < 1 || pe.Col > utf8.RuneCountInString(s)+1 {
				t.Fatalf("ParsePosition(%q) = %v, want a *board.ParseError on line 1 within the text", s, err)
			}
			return
		}
		text := p.Text()
		q, err := ParsePosition(text)
		if err != nil || !q.Equal(p) || q.Text() != text {
			t.Fatalf("round trip of %q: %q, %v", s, text, err)
		}
		if p.Count(Black) != p.b.Count(Black) || p.Count(White) != p.b.Count(White) {
			t.Fatalf("ParsePosition(%q): counts %d %d, board has %d %d", s, p.Count(Black), p.Count(White), p.b.Count(Black), p.b.Count(White))
		}
	})
}

// FuzzParseMove checks that ParseMove never panics and that FormatMove
// writes what it accepts back in lower case.
func FuzzParseMove(f *testing.F) {
	for _, s := range []string{"f5", "A1", "z26", "a0", "j10", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		pt, err := ParseMove(s)
		if err != nil {
			if !errors.Is(err, board.ErrSyntax) {
				t.Fatalf("ParseMove(%q) = %v, want board.ErrSyntax", s, err)
			}
			return
		}
		text := FormatMove(pt)
		if !bytes.EqualFold([]byte(text), []byte(s)) {
			t.Fatalf("ParseMove(%q) = %v, formats as %q", s, pt, text)
		}
		if q, err := ParseMove(text); err != nil || q != pt {
			t.Fatalf("round trip of %q: %v, %v", s, q, err)
		}
	})
}

// FuzzTranscript checks that reading a transcript never panics, that its
// errors name a move, and that the transcript of an accepted game replays
// to the same game.
func FuzzTranscript(f *testing.F) {
	f.Add(uint8(2), "f5d6c3d3c4")
	f.Add(uint8(2), "F5 D6, c3 pass")
	f.Add(uint8(0), "b1 c1 d3 a1 pass a3 a2 c4 d2 b4 a4 pass d4")
	f.Add(uint8(11), "m13 l13 k12")
	f.Fuzz(func(t *testing.T, k uint8, s string) {
		n := MinSize + 2*int(k%12)
		g, err := ParseTranscript(n, s)
		if err != nil {
			te, ok := errors.AsType[*TranscriptError](err)
			if !ok || te.Index < 1 || te.Text == "" {
				t.Fatalf("ParseTranscript(%d, %q) = %v, want a TranscriptError naming a move", n, s, err)
			}
			if !errors.Is(err, board.ErrSyntax) && !errors.Is(err, board.ErrIllegalMove) {
				t.Fatalf("ParseTranscript(%d, %q) = %v, want board.ErrSyntax or board.ErrIllegalMove", n, s, err)
			}
			return
		}
		h, err := ParseTranscript(n, g.Transcript())
		if err != nil || !h.Position().Equal(g.Position()) || h.Transcript() != g.Transcript() {
			t.Fatalf("round trip of %q via %q: %v", s, g.Transcript(), err)
		}
		if g.Count(Black)+g.Count(White) != 4+g.Len() {
			t.Fatalf("%q: %d discs after %d moves", s, g.Count(Black)+g.Count(White), g.Len())
		}
	})
}

// FuzzRandomPlay plays a seeded random game and checks after every move
// that the disc total is 4 plus the moves made and that no run the move
// brackets is left unflipped.
func FuzzRandomPlay(f *testing.F) {
	f.Add(uint64(1), uint8(2))
	f.Add(uint64(2), uint8(0))
	f.Add(uint64(3), uint8(1))
	f.Fuzz(func(t *testing.T, seed uint64, k uint8) {
		n := MinSize + 2*int(k%12)
		rng := rand.New(rand.NewPCG(seed, uint64(n)))
		g, _ := NewGame(n)
		var moves []board.Point
		for !g.Over() {
			c := g.Turn()
			moves = g.pos.AppendMoves(moves[:0], c)
			pt := moves[rng.IntN(len(moves))]
			want := refCaptures(g.pos, pt, c)
			if err := g.Play(pt); err != nil {
				t.Fatalf("Play(%s) after %s: %v", FormatMove(pt), g.Transcript(), err)
			}
			if got := g.hist[len(g.hist)-1].m.Runs; got != want {
				t.Fatalf("%s after %s flipped %v, want %v", FormatMove(pt), g.Transcript(), got, want)
			}
			if total := g.Count(Black) + g.Count(White); total != 4+g.Len() || total != g.pos.b.Count(Black)+g.pos.b.Count(White) {
				t.Fatalf("after %s: %d discs counted, %d on the board, %d moves", g.Transcript(), total, g.pos.b.Count(Black)+g.pos.b.Count(White), g.Len())
			}
			if g.hash != discHash(g.pos) {
				t.Fatalf("after %s: incremental hash %#x, from the board %#x", g.Transcript(), g.hash, discHash(g.pos))
			}
			for _, d := range board.Directions() {
				if run := g.pos.b.Bracket(pt, d, c.Opponent(), c); run != 0 {
					t.Fatalf("after %s: a run of %d toward %v left unflipped", g.Transcript(), run, d)
				}
			}
		}
	})
}
