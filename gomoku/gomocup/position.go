package gomocup

import (
	"errors"
	"fmt"
	"slices"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// A position is the board as the manager has told it to the brain: the
// stones, the order they came in when it is known, and the game that the
// player searches.
//
// The manager is the judge: a stone it sends is put on the board even if
// the rules would refuse it (an opponent's forbidden move, a move after
// the end of the game), as long as the point is on the board and empty.
// The game is then made again from the position ([gomoku.NewGameFrom]).
type position struct {
	rule gomoku.Rule
	b    *board.Board[gomoku.Stone]
	// hist is the order of the stones when every stone on the board
	// came in a known order, Black first and the colours alternating;
	// nil when it is not known (a BOARD block out of order).
	hist    []board.Point
	ordered bool
	// g is the game of the position, nil if no game can stand for it (a
	// position that alternate play cannot reach, like two winners).
	g *gomoku.Game
}

// Errors of the position, each naming the point as the protocol does.
var (
	errOccupied = errors.New("point occupied")
	errEmpty    = errors.New("no stone there")
	errNotLast  = errors.New("not the last move")
)

// reset empties the board and sets its size and rule.
func (p *position) reset(size int, r gomoku.Rule) error {
	b, err := gomoku.NewBoard(size)
	if err != nil {
		return err
	}
	g, err := gomoku.NewGame(size, r)
	if err != nil {
		return err
	}
	*p = position{rule: r, b: b, hist: p.hist[:0], ordered: true, g: g}
	warm(size, r)
	return nil
}

// warm builds the engine's pattern tables of rule r, which the process
// keeps once made, so that the first move's clock does not pay for them:
// 18 ms for the first rule on this module's 2-core machine, 180 ms under
// the race detector.
func warm(size int, r gomoku.Rule) {
	_, _ = pattern.New(size, r) // the size is valid: the board of that size was made
}

// size returns the number of points on a side, 0 before the first reset.
func (p *position) size() int {
	if p.b == nil {
		return 0
	}
	return p.b.Rows()
}

// stones returns the number of stones on the board.
func (p *position) stones() int {
	return p.b.Rows()*p.b.Cols() - p.b.Count(gomoku.Empty)
}

// toMove returns the colour to move by the stone counts: Black after an
// even number of stones, White after an odd one.
func (p *position) toMove() gomoku.Stone {
	if p.stones()%2 == 0 {
		return gomoku.Black
	}
	return gomoku.White
}

// play puts a stone of the colour to move at q. It refuses a point off
// the board or occupied; anything else the manager sends stands.
func (p *position) play(q board.Point) error {
	if !p.b.In(q) {
		return fmt.Errorf("%s is off the %dx%d board", gomoku.FormatGomocup(q), p.size(), p.size())
	}
	if p.b.At(q) != gomoku.Empty {
		return fmt.Errorf("%s: %w", gomoku.FormatGomocup(q), errOccupied)
	}
	s := p.toMove()
	p.b.Set(q, s)
	p.hist = append(p.hist, q)
	if p.g != nil && p.g.Turn() == s && p.g.Play(q) == nil {
		return nil
	}
	p.rebuild()
	return nil
}

// takeBack removes the stone at q, which must be the last one played:
// the last of the history when the order of the stones is known, else a
// stone of the colour that moved last (so that the stone counts still
// name the side to move).
func (p *position) takeBack(q board.Point) error {
	if !p.b.In(q) {
		return fmt.Errorf("%s is off the %dx%d board", gomoku.FormatGomocup(q), p.size(), p.size())
	}
	if p.b.At(q) == gomoku.Empty {
		return fmt.Errorf("%s: %w", gomoku.FormatGomocup(q), errEmpty)
	}
	if p.ordered && len(p.hist) == p.stones() {
		if last := p.hist[len(p.hist)-1]; last != q {
			return fmt.Errorf("%s: %w (the last is %s)", gomoku.FormatGomocup(q), errNotLast, gomoku.FormatGomocup(last))
		}
	} else if s := p.toMove().Opponent(); p.b.At(q) != s {
		return fmt.Errorf("%s: %w (%s moved last)", gomoku.FormatGomocup(q), errNotLast, s)
	}
	p.b.Set(q, gomoku.Empty)
	last := len(p.hist) > 0 && p.hist[len(p.hist)-1] == q
	if i := slices.Index(p.hist, q); i >= 0 {
		p.hist = slices.Delete(p.hist, i, i+1)
	}
	if last && p.ordered && p.g != nil && p.g.Len() > 0 && p.g.Undo() {
		return nil
	}
	if !last {
		p.ordered = false // the colours no longer alternate along hist
	}
	p.rebuild()
	return nil
}

// setBoard replaces the position with the stones of a BOARD block, in
// the order given, own stones (field 1) and the opponent's (field 2). The
// brain is to move: it plays Black if both have as many stones, White if
// the opponent has one more.
func (p *position) setBoard(own, opp []board.Point, order []board.Point) error {
	var mine gomoku.Stone
	switch len(opp) - len(own) {
	case 0:
		mine = gomoku.Black
	case 1:
		mine = gomoku.White
	default:
		return fmt.Errorf("%d own stones and %d of the opponent: not the brain's turn (want as many, or one more of the opponent)", len(own), len(opp))
	}
	size, r := p.size(), p.rule
	if err := p.reset(size, r); err != nil {
		return err
	}
	for _, q := range own {
		p.b.Set(q, mine)
	}
	for _, q := range opp {
		p.b.Set(q, mine.Opponent())
	}
	p.hist = append(p.hist, order...)
	// The order is a history if the colours alternate from Black.
	p.ordered = true
	for i, q := range order {
		if p.b.At(q) != gomoku.Black+gomoku.Stone(i%2) {
			p.ordered = false
			break
		}
	}
	p.rebuild()
	return nil
}

// setRule changes the rule set, keeping the stones.
func (p *position) setRule(r gomoku.Rule) {
	if r == p.rule {
		return
	}
	p.rule = r
	if p.b != nil {
		warm(p.size(), r)
		p.rebuild()
	}
}

// rebuild makes the game again from the board: by replaying the history
// when the order of the stones is known and the rules accept every move
// of it, else from the position alone; nil when neither stands.
func (p *position) rebuild() {
	p.g = nil
	if p.ordered && len(p.hist) == p.stones() {
		if g, err := gomoku.NewGame(p.size(), p.rule); err == nil {
			ok := true
			for _, q := range p.hist {
				if g.Play(q) != nil {
					ok = false
					break
				}
			}
			if ok {
				p.g = g
				return
			}
		}
	}
	if g, err := gomoku.NewGameFrom(p.b, p.rule); err == nil {
		p.g = g
	}
}
