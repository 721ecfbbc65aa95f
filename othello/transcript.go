package othello

import (
	"errors"
	"fmt"
	"iter"
	"strconv"
	"strings"

	"github.com/seed131617c4/board"
)

// A token is one move of a transcript as written: a square, or a pass.
type token struct {
	text string
	pass bool
	pt   board.Point
	err  error // the syntax error, if text is neither
}

// tokens returns an iterator over the moves of a transcript with their
// 1-based index. Moves may run together or be separated by white space or
// commas; "pass" and "ps", in any case, are passes. A token that is not a
// move is yielded with its error, and the iteration should stop there.
func tokens(s string) iter.Seq2[int, token] {
	return func(yield func(int, token) bool) {
		k := 0
		for i := 0; i < len(s); {
			ch := s[i]
			if ch == ' ' || ch == ',' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\v' || ch == '\f' {
				i++
				continue
			}
			k++
			var t token
			switch {
			case hasPrefixFold(s[i:], "pass"):
				t = token{text: s[i : i+4], pass: true}
			case hasPrefixFold(s[i:], "ps"):
				t = token{text: s[i : i+2], pass: true}
			default:
				j := i + 1
				if isLetter(ch) {
					for j < len(s) && s[j] >= '0' && s[j] <= '9' {
						j++
					}
				}
				t.text = s[i:j]
				if !isLetter(ch) {
					// Take the whole rune for the message.
					for j < len(s) && s[j]&0xc0 == 0x80 {
						j++
					}
					t.text = s[i:j]
				}
				t.pt, t.err = parseMove(t.text)
			}
			i += len(t.text)
			if !yield(k, t) {
				return
			}
		}
	}
}

func isLetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// hasPrefixFold reports whether s starts with the lower-case ASCII prefix,
// in any case.
func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// PlayTranscript plays the moves of a transcript on g: moves written like
// "f5", run together ("f5d6c3") or separated by white space or commas, in
// any case. Passes are implicit, as in [Game.Play]; an explicit "pass" or
// "PS" is accepted where a pass is forced (see [Game.Pass]).
//
// At the first move that cannot be read or played it stops, leaving the
// moves before it played, and returns a [*TranscriptError] naming the move's
// 1-based index in the transcript (passes counted) and its text; its Err
// wraps [board.ErrSyntax] or is a [*MoveError].
func (g *Game) PlayTranscript(s string) error {
	for k, t := range tokens(s) {
		err := t.err
		if err == nil {
			if t.pass {
				err = g.Pass()
			} else {
				err = g.Play(t.pt)
			}
		}
		if err != nil {
			return &TranscriptError{Index: k, Text: t.text, Err: err}
		}
	}
	return nil
}

// ParseTranscript returns the game on an n×n board after the moves of the
// transcript s, read and played as [Game.PlayTranscript] does. It returns
// an error matching [board.ErrSize] for a bad n and a [*TranscriptError] for a
// move that cannot be read or played.
func ParseTranscript(n int, s string) (*Game, error) {
	g, err := NewGame(n)
	if err != nil {
		return nil, err
	}
	if err := g.PlayTranscript(s); err != nil {
		return nil, err
	}
	return g, nil
}

// Transcript returns the moves played, in the notation of [FormatMove] run
// together without passes, like "f5d6c3". [Game.PlayTranscript] on a game
// with the same start reads it back.
func (g *Game) Transcript() string {
	g.read()
	var sb strings.Builder
	sb.Grow(3 * len(g.hist))
	for _, r := range g.hist {
		sb.WriteString(FormatMove(r.m.Point))
	}
	return sb.String()
}

// Error returns the index, the text and the problem, like
// `othello: move 3 "z9" by black: point off the board` or
// `othello: move 2 "f0": invalid syntax: row must be a number 1..26`.
func (e *TranscriptError) Error() string {
	s := "othello: move " + strconv.Itoa(e.Index) + " " + strconv.Quote(clip(e.Text))
	if me, ok := errors.AsType[*MoveError](e.Err); ok {
		return s + me.detail()
	}
	return s + ": " + fmt.Sprint(e.Err)
}
