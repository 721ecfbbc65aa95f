package threat_test

import (
	"fmt"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/gomoku/threat"
)

// fivePoints returns the empty points of b where s wins under r, by the
// walker scan of package gomoku.
func fivePoints(b *board.Board[gomoku.Stone], s gomoku.Stone, r gomoku.Rule) []board.Point {
	var ps []board.Point
	for p, v := range b.All() {
		if v != gomoku.Empty {
			continue
		}
		b.Set(p, s)
		if _, ok := gomoku.WinAt(b, p, r); ok {
			ps = append(ps, p)
		}
		b.Set(p, gomoku.Empty)
	}
	return ps
}

// verifyLine replays line on the board of pos with the walker scans of
// package gomoku and checks that it is a win for attacker: every move on
// an empty point and not forbidden; every attacker move blocks a five
// point of the defender's, and in a VCF (vct false) is a four; every
// defender reply to a four blocks it and no defender move wins; and the
// last attacker move makes a five, two five points, or one that is
// forbidden for the defender. With vct set, an attacker move may be any
// legal move (the threat is the solver's own notion); lim > 0 bounds the
// attacker moves.
func verifyLine(pos *pattern.Position, attacker gomoku.Stone, line threat.Line, vct bool, lim int) error {
	b := pos.Board()
	r := pos.Rule()
	n := pos.Size()
	def := attacker.Opponent()
	if len(line)%2 == 0 {
		return fmt.Errorf("%d moves: the line must end with an attacker move", len(line))
	}
	if lim > 0 && line.AttackerMoves() > lim {
		return fmt.Errorf("%d attacker moves, limit %d", line.AttackerMoves(), lim)
	}
	for i, m := range line {
		s := attacker
		if i%2 == 1 {
			s = def
		}
		name := gomoku.FormatMove(m, n)
		if !b.In(m) || b.At(m) != gomoku.Empty {
			return fmt.Errorf("move %d, %s: not an empty point", i+1, name)
		}
		if f := gomoku.Forbidden(b, m, s, r); f != gomoku.NoFoul {
			return fmt.Errorf("move %d, %s: forbidden for %v (%v)", i+1, name, s, f)
		}
		other := fivePoints(b, s.Opponent(), r)
		b.Set(m, s)
		if _, won := gomoku.WinAt(b, m, r); won {
			if s == def {
				return fmt.Errorf("move %d, %s: the defender makes a five", i+1, name)
			}
			if i != len(line)-1 {
				return fmt.Errorf("move %d, %s: a five before the end of the line", i+1, name)
			}
			return nil
		}
		if len(other) > 0 && (len(other) > 1 || other[0] != m) {
			return fmt.Errorf("move %d, %s by %v: does not block the five at %s", i+1, name, s, gomoku.FormatMove(other[0], n))
		}
		if s == attacker && !vct && len(fivePoints(b, s, r)) == 0 {
			return fmt.Errorf("move %d, %s: not a four", i+1, name)
		}
	}
	// The end: the defender, to move, cannot stop a five.
	if f := fivePoints(b, def, r); len(f) > 0 {
		return fmt.Errorf("the defender has a five at %s", gomoku.FormatMove(f[0], n))
	}
	f := fivePoints(b, attacker, r)
	switch {
	case len(f) >= 2:
		return nil
	case len(f) == 1 && gomoku.Forbidden(b, f[0], def, r) != gomoku.NoFoul:
		return nil
	}
	return fmt.Errorf("the line ends with %d five points for the attacker (%v): the defender can block", len(f), f)
}
