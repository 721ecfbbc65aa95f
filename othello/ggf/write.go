package ggf

import (
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/seed131617c4/board/othello"
)

// Format returns g as one GGF record on one line, without a newline:
// GM[Othello], the header properties that are not empty in the order GGS
// writes them (PC, DT, PB, PW, RB, RW, TI, TB, TW, TY, KB, KW, KM, RE, BO),
// CO, the Extra properties, then the moves, like
//
//	(;GM[Othello]PC[GGS/os]PB[alice]PW[bob]TY[8]RE[+2.000]BO[8 ... *]B[f5//0.01]W[d6/-1.50/2.10];)
//
// TY is written with the board's size when Type.Size is 0, RE as "?" for
// an Unfinished result, BO with '*' for Black, 'O' for White and '-' for
// empty, and a pass as "PA". In the strings, '\' and ']' are escaped with
// a '\'. Parse reads the text back to a Game equal to g (with Start and
// Type.Size filled in when they were not set).
//
// A Game that cannot be written returns an error: a Type.Size, Start or
// move colour that is not valid, a random-start Type with no Start
// ([ErrNoStart]), a move off a 26×26 board, or a number that is not
// finite.
func Format(g *Game) (string, error) {
	var sb strings.Builder
	if err := format(&sb, g); err != nil {
		return "", err
	}
	return sb.String(), nil
}

// Write writes each game as [Format] does, one a line.
func Write(w io.Writer, games ...*Game) error {
	var sb strings.Builder
	for _, g := range games {
		sb.Reset()
		if err := format(&sb, g); err != nil {
			return err
		}
		sb.WriteByte('\n')
		if _, err := io.WriteString(w, sb.String()); err != nil {
			return err
		}
	}
	return nil
}

// format writes g to sb.
func format(sb *strings.Builder, g *Game) error {
	start, err := g.StartPosition()
	if err != nil {
		if errors.Is(err, ErrNoStart) {
			return err // named already
		}
		return fmt.Errorf("ggf: %w", err)
	}
	t := g.Type
	if t.Size == 0 {
		t.Size = start.Size()
	}
	if t.Size != start.Size() {
		return fmt.Errorf("ggf: type of size %d for a %d×%d board", t.Size, start.Size(), start.Size())
	}
	if t.Color != othello.Empty && t.Color != othello.Black && t.Color != othello.White {
		return fmt.Errorf("ggf: type with colour %v", t.Color)
	}
	if t.RandomDiscs < 0 || t.RandomDiscs > t.Size*t.Size || (t.RandomDiscs > 0 && !t.Random) {
		return fmt.Errorf("ggf: type with %d random discs", t.RandomDiscs)
	}
	re, err := formatResult(g.Result)
	if err != nil {
		return err
	}
	sb.WriteString("(;GM[Othello]")
	for _, name := range textProps[:len(textProps)-1] { // all but CO
		prop(sb, name, *textField(g, name))
	}
	prop(sb, "TY", t.String())
	if k := g.Komi; k != nil {
		if !validNumber(k.Value) {
			return fmt.Errorf("ggf: komi is not a finite number")
		}
		for i, m := range [2]Move{k.Black, k.White} {
			v, err := formatMove(m)
			if err != nil {
				return err
			}
			prop(sb, [2]string{"KB", "KW"}[i], v)
		}
		prop(sb, "KM", formatDecimal(k.Value, 3, false))
	}
	prop(sb, "RE", re)
	prop(sb, "BO", formatBoard(start))
	prop(sb, "CO", g.Comment)
	for _, p := range g.Extra {
		if p.Name == "" || len(p.Name) > 8 || strings.IndexFunc(p.Name, notUpper) >= 0 || known(p.Name) {
			return fmt.Errorf("ggf: extra property name %q: want up to 8 letters A-Z, not a property of Game", clip(p.Name))
		}
		sb.WriteString(p.Name)
		sb.WriteByte('[')
		escape(sb, p.Value)
		sb.WriteByte(']')
	}
	for _, m := range g.Moves {
		name := "B"
		switch m.Color {
		case othello.Black:
		case othello.White:
			name = "W"
		default:
			return fmt.Errorf("ggf: move with colour %v", m.Color)
		}
		v, err := formatMove(m)
		if err != nil {
			return err
		}
		prop(sb, name, v)
	}
	sb.WriteString(";)")
	return nil
}

func notUpper(r rune) bool { return r < 'A' || r > 'Z' }

// prop writes name[value] with value escaped, unless value is empty.
func prop(sb *strings.Builder, name, value string) {
	if value == "" {
		return
	}
	sb.WriteString(name)
	sb.WriteByte('[')
	escape(sb, value)
	sb.WriteByte(']')
}

// escape writes s with '\' before each '\' and ']'.
func escape(sb *strings.Builder, s string) {
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' || s[i] == ']' {
			sb.WriteByte('\\')
		}
		sb.WriteByte(s[i])
	}
}
