package gomoku

import (
	"errors"
	"fmt"

	"github.com/seed131617c4/board/internal/enum"
)

// A Rule is a rule set: which lines win and which moves are forbidden.
// The zero Rule is Freestyle. The package documentation gives each rule
// set in full. The queries of this package read a value that is not one of
// the four rule sets ([Rules]) as Freestyle; [NewGame] and [NewGameFrom]
// refuse it.
type Rule uint8

// The rule sets.
const (
	// Freestyle: five or more in a row wins, for either colour; no move is
	// forbidden.
	Freestyle Rule = iota
	// Standard: exactly five in a row wins, for either colour; an overline
	// (six or more) is a legal move that wins for nobody. This is the rule
	// of Baekjoon 2615.
	Standard
	// Renju (Renju International Federation rules): White wins with five or
	// more, Black only with exactly five; Black's overline, double-four and
	// double-three are forbidden, unless the move makes exactly five.
	Renju
	// Omok (Korean rules): exactly five wins, for either colour; an overline
	// wins for nobody; a double-three is forbidden for both colours, unless
	// the move makes exactly five; a double-four is allowed.
	Omok
)

// Rules returns the rule sets in the order Freestyle, Standard, Renju,
// Omok, as an array that the caller owns.
func Rules() [4]Rule { return [4]Rule{Freestyle, Standard, Renju, Omok} }

var ruleNames = [4]string{"freestyle", "standard", "renju", "omok"}

// Valid reports whether r is one of the rule sets of [Rules].
func (r Rule) Valid() bool { return r < Rule(len(ruleNames)) }

// ErrRule reports a rule set that is not one of [Rules]: a name that
// [ParseRule] does not know, or a Rule value that [NewGame] and
// [NewGameFrom] refuse.
var ErrRule = errors.New("unknown rule")

// String returns the name of r in lower case, like "renju", or "Rule(7)"
// for a value that is not a rule set.
func (r Rule) String() string {
	return enum.Name(r, 0, "Rule", ruleNames[:]...)
}

// ParseRule returns the rule set named s, one of the names
// [Rule.String] returns. An unknown name returns an error matching
// [ErrRule].
func ParseRule(s string) (Rule, error) {
	for i, name := range ruleNames {
		if s == name {
			return Rule(i), nil
		}
	}
	return 0, fmt.Errorf("gomoku: %w %q (want freestyle, standard, renju or omok)", ErrRule, s)
}

// exact reports whether a line of s must be exactly five long to win
// under r; otherwise five or more wins.
func (r Rule) exact(s Stone) bool {
	switch r {
	case Standard, Omok:
		return true
	case Renju:
		return s == Black
	}
	return false
}

// wins reports whether a line of n stones of colour s wins under r.
func (r Rule) wins(s Stone, n int) bool {
	if r.exact(s) {
		return n == 5
	}
	return n >= 5
}

// Restricted reports whether s has forbidden moves under r: Black under
// renju, both colours under omok, neither under freestyle and standard.
func (r Rule) Restricted(s Stone) bool {
	switch r {
	case Renju:
		return s == Black
	case Omok:
		return s == Black || s == White
	}
	return false
}

// A Foul is why a move is forbidden, or NoFoul. The zero Foul is NoFoul.
type Foul uint8

// The fouls, in the order they are looked for: a point that is both an
// overline and a double-four reports Overline.
const (
	NoFoul      Foul = iota
	Overline         // six or more in a row (renju, Black)
	DoubleFour       // two or more fours at once (renju, Black)
	DoubleThree      // two or more threes at once (renju, Black; omok, both)
)

var foulNames = [4]string{"none", "overline", "double-four", "double-three"}

// String returns the name of f: "none", "overline", "double-four" or
// "double-three", or "Foul(7)" for a value that is not a foul.
func (f Foul) String() string {
	return enum.Name(f, 0, "Foul", foulNames[:]...)
}
