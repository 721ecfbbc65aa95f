package main

import (
	"bytes"
	"encoding/xml"
	"errors"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// renderForbiddenBoard is the board of the gomoku-forbidden golden case.
const renderForbiddenBoard = "...............\n...............\n...............\n...............\n...............\n...............\n...............\n...............\n...............\n...............\n..........XX...\n.......XXXX....\n...........X...\n...............\n...............\n"

// wellFormed reports whether s is a well-formed XML document whose root
// is an svg element.
func wellFormed(s string) error {
	dec := xml.NewDecoder(strings.NewReader(s))
	root := ""
	for {
		tok, err := dec.Token()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return err
		}
		if e, ok := tok.(xml.StartElement); ok && root == "" {
			root = e.Name.Local
		}
	}
	if root != "svg" {
		return errors.New("the root is not svg: " + root)
	}
	return nil
}

// TestRenderSVG draws each game from each of its inputs, and checks the
// SVG and what it shows.
func TestRenderSVG(t *testing.T) {
	for _, c := range []struct {
		stdin string
		args  []string
		want  []string // fragments of the SVG
	}{
		{"", []string{"othello", "svg"}, []string{`viewBox="0 0 372 372"`, "black to move"}},
		{"", []string{"othello", "svg", "-size", "4", "-marks", "legal", "-px", "200", "b1c1d3a1"}, []string{`width="200" height="200"`, `class="marks"`, "white to move"}},
		{"-----OX--XO----- X\n", []string{"othello", "svg", "-format", "position", "-coords=false", "-caption", "4x4 & start"}, []string{"<title>4x4 &amp; start</title>"}},
		{renderForbiddenBoard, []string{"gomoku", "svg", "-rule", "renju", "-marks", "forbidden"}, []string{">33</text>", ">15</text>"}},
		{"", []string{"gomoku", "svg", "-format", "moves", "-size", "9", "e5 e6, f5"}, []string{">3</text>", `viewBox="0 0 412 412"`}},
		{"", []string{"gomoku", "svg", "-format", "moves", "-numbers=false", "e5", "e6"}, []string{`class="last"`}},
		{"", []string{"tictactoe", "svg", "XOXOXO..X"}, []string{`class="lines"`}},
		{"", []string{"tictactoe", "svg", "-format", "moves", "-marks", "hint,last", "b2a1"}, []string{`class="marks"`, `class="last"`}},
		// -size is the board size as in "othello show", or above 26 the width.
		{"", []string{"othello", "svg", "-size", "6"}, []string{`viewBox="0 0 292 292"`}},
		{"", []string{"othello", "svg", "-px", "300"}, []string{`viewBox="0 0 372 372" width="300" height="300"`}},
		{"", []string{"gomoku", "svg", "-px", "300", "-format", "moves", "h8"}, []string{`viewBox="0 0 652 652" width="300"`}},
		{"", []string{"tictactoe", "svg", "-px", "90", "X........"}, []string{`width="90" height="90"`}},
	} {
		out, errOut, code := runBoard(t, c.stdin, c.args...)
		if code != 0 || errOut != "" {
			t.Errorf("board %s: exit %d, stderr %q", strings.Join(c.args, " "), code, errOut)
			continue
		}
		if err := wellFormed(out); err != nil {
			t.Errorf("board %s: %v", strings.Join(c.args, " "), err)
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("board %s: the SVG has no %q", strings.Join(c.args, " "), w)
			}
		}
	}
	// -numbers=false leaves the stones without numbers.
	out, _, _ := runBoard(t, "", "gomoku", "svg", "-format", "moves", "-numbers=false", "e5", "e6")
	if strings.Contains(out, `class="numbers"`) {
		t.Error("-numbers=false: the stones are numbered")
	}
}

// TestRenderPNG checks that the PNG commands write a PNG of the width of
// -px, to standard output and to the file of -o.
func TestRenderPNG(t *testing.T) {
	for _, game := range [][]string{{"othello", "png", "-px", "123"}, {"gomoku", "png", "-px", "123", "-format", "moves", "h8"}, {"tictactoe", "png", "-px", "123", "X........"}} {
		out, errOut, code := runBoard(t, "", game...)
		if code != 0 {
			t.Fatalf("board %s: exit %d, stderr %q", strings.Join(game, " "), code, errOut)
		}
		img, err := png.Decode(strings.NewReader(out))
		if err != nil {
			t.Fatalf("board %s: %v", strings.Join(game, " "), err)
		}
		if w := img.Bounds().Dx(); w != 123 {
			t.Errorf("board %s: %d pixels wide, want 123", strings.Join(game, " "), w)
		}
	}
	// -format png overrides the verb.
	out, _, code := runBoard(t, "", "othello", "svg", "-format", "png")
	if _, err := png.Decode(strings.NewReader(out)); code != 0 || err != nil {
		t.Errorf("othello svg -format png: exit %d, %v", code, err)
	}
	path := filepath.Join(t.TempDir(), "start.png")
	out, errOut, code := runBoard(t, "", "othello", "png", "-o", path)
	if code != 0 || out != "" {
		t.Fatalf("-o: exit %d, stdout %d bytes, stderr %q", code, len(out), errOut)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := png.Decode(bytes.NewReader(data)); err != nil {
		t.Errorf("-o %s: %v", path, err)
	}
}

// TestRenderErrors checks that bad flags and bad input are one line on
// standard error and exit 2.
func TestRenderErrors(t *testing.T) {
	for _, c := range []struct {
		stdin string
		args  []string
		want  string
	}{
		{"", []string{"othello", "svg", "-marks", "forbidden"}, `"forbidden" is not one of last, legal`},
		{"", []string{"othello", "svg", "-px", "-3"}, `invalid value "-3" for flag -px: want 0 to 4096`},
		{"", []string{"othello", "svg", "-format", "wthor"}, `-format "wthor"`},
		{"", []string{"othello", "svg", "-size", "5"}, `"5" for flag -size`},
		{"", []string{"othello", "svg", "-size", "40"}, `"40" for flag -size`},
		{"", []string{"othello", "svg", "f5", "z9"}, `transcript: move 2 "z9" by white: point off the board`},
		{"XX\n", []string{"othello", "png", "-format", "position"}, "line 1: "},
		{"XXXXX\n", []string{"gomoku", "svg"}, "line 2: column 1: size out of range: 1 rows, want 5"},
		{"", []string{"gomoku", "svg", "-format", "moves", "h8", "h8"}, `move 2 "h8": point occupied`},
		{"", []string{"gomoku", "svg", "-format", "moves", "-size", "4"}, `invalid value "4" for flag -size: want 5 to 26`},
		{"", []string{"gomoku", "svg", "-color", "red"}, `-color "red"`},
		{"", []string{"tictactoe", "svg", "XO"}, `board "XO"`},
		{"", []string{"tictactoe", "png"}, "no board"},
		{"", []string{"tictactoe", "png", "-size", "9"}, "flag provided but not defined: -size"},
		{"", []string{"tictactoe", "svg", "-format", "moves", "b2", "d4"}, `move 2 "d4": invalid syntax`},
	} {
		out, errOut, code := runBoard(t, c.stdin, c.args...)
		if out != "" {
			t.Errorf("board %s: stdout %q", strings.Join(c.args, " "), out)
		}
		wantError(t, errOut, code, c.want)
	}
}

// renderFuzz checks the contract of a picture command: exit 0 with a
// well-formed SVG (or a PNG that decodes), or exit 2 with one line on
// standard error and nothing on standard output.
func renderFuzz(t *testing.T, stdin string, args ...string) {
	out, errOut, code := runBoard(t, stdin, args...)
	switch code {
	case 0:
		if errOut != "" {
			t.Fatalf("board %q: exit 0 with stderr %q", args, errOut)
		}
		if args[1] == "png" {
			if _, err := png.Decode(strings.NewReader(out)); err != nil {
				t.Fatalf("board %q: %v", args, err)
			}
		} else if err := wellFormed(out); err != nil {
			t.Fatalf("board %q: %v", args, err)
		}
	case 2:
		if out != "" || strings.Count(errOut, "\n") != 1 {
			t.Fatalf("board %q: exit 2 with stdout %q, stderr %q", args, out, errOut)
		}
	default:
		t.Fatalf("board %q: exit %d, stderr %q", args, code, errOut)
	}
}

// FuzzRenderFlags gives the picture commands arbitrary -marks, -px and
// -caption values.
func FuzzRenderFlags(f *testing.F) {
	f.Add(uint8(0), "last,legal", 200, "a caption")
	f.Add(uint8(1), "forbidden,win", 0, "<&>")
	f.Add(uint8(2), "hint,,legal", 4096, "")
	f.Add(uint8(3), "none", -1, "\x00\xff")
	f.Fuzz(func(t *testing.T, game uint8, marks string, px int, caption string) {
		if px > 300 {
			px %= 300 // keep PNGs small
		}
		format := []string{"svg", "png"}[game>>2%2]
		flags := []string{"-marks", marks, "-px", strconv.Itoa(px), "-caption", caption}
		switch game % 4 {
		case 0:
			renderFuzz(t, "", append(append([]string{"othello", format}, flags...), "f5d6")...)
		case 1:
			renderFuzz(t, renderForbiddenBoard, append([]string{"gomoku", format, "-rule", "renju"}, flags...)...)
		case 2:
			renderFuzz(t, "", append(append([]string{"tictactoe", format}, flags...), "XO.......")...)
		default:
			renderFuzz(t, "", append(append([]string{"gomoku", format, "-format", "moves"}, flags...), "h8", "h9")...)
		}
	})
}

// FuzzRenderInput gives the SVG commands arbitrary input of each of their
// input formats.
func FuzzRenderInput(f *testing.F) {
	f.Add(uint8(0), "f5d6c3")
	f.Add(uint8(1), "-----OX--XO----- X")
	f.Add(uint8(2), renderForbiddenBoard)
	f.Add(uint8(3), "h8 h9,i9")
	f.Add(uint8(4), "XOXOXO..X")
	f.Add(uint8(5), "b2a1 c3")
	f.Fuzz(func(t *testing.T, kind uint8, in string) {
		switch kind % 6 {
		case 0:
			renderFuzz(t, "", "othello", "svg", "-marks", "legal,last", in)
		case 1:
			renderFuzz(t, in, "othello", "svg", "-format", "position", "-marks", "legal")
		case 2:
			renderFuzz(t, in, "gomoku", "svg", "-rule", "renju", "-marks", "forbidden,win,last")
		case 3:
			renderFuzz(t, "", "gomoku", "svg", "-format", "moves", "-rule", "omok", "-marks", "forbidden,legal", in)
		case 4:
			renderFuzz(t, "", "tictactoe", "svg", "-marks", "legal,hint,win", in)
		default:
			renderFuzz(t, "", "tictactoe", "svg", "-format", "moves", "-marks", "hint", in)
		}
	})
}
