package gomocup

import (
	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/pattern"
)

// quickMove returns a move for the colour to move of p at once, without
// a search: the brain's answer when the player fails or runs out of time,
// and when the game is already over. It is a move that makes a winning
// line if there is one, else one that stops such a move of the opponent,
// else the legal point with the most stones near it (the centre on an
// empty board). When the game is over, or no game stands for the
// position, it is any empty point; ok is false only on a full board.
//
// It costs a pattern position of the board (package pattern) and a few
// reads per legal point.
func quickMove(p *position) (board.Point, bool) {
	g := p.g
	if g == nil || g.Over() {
		for q, s := range p.b.All() {
			if s == gomoku.Empty {
				return q, true
			}
		}
		return board.Point{}, false
	}
	me := g.Turn()
	pos, err := pattern.From(p.b, p.rule)
	if err != nil {
		return board.Point{}, false
	}
	n := g.Size()
	var block, near board.Point
	haveBlock, haveNear, best := false, false, 0
	for q := range g.Moves() {
		win, stop := pos.Wins(q, me), pos.Wins(q, me.Opponent())
		if win {
			return q, true
		}
		if stop && !haveBlock {
			block, haveBlock = q, true
		}
		if !haveBlock {
			// The stones within 2 points count, 2 each next to q and 1
			// each a point further; nearness to the centre breaks ties.
			score := 0
			for r := max(0, q.Row-2); r <= min(n-1, q.Row+2); r++ {
				for c := max(0, q.Col-2); c <= min(n-1, q.Col+2); c++ {
					if p.b.At(board.Pt(r, c)) != gomoku.Empty {
						score += 3 - max(abs(r-q.Row), abs(c-q.Col))
					}
				}
			}
			score = score*4*n - abs(2*q.Row-(n-1)) - abs(2*q.Col-(n-1))
			if !haveNear || score > best {
				near, best, haveNear = q, score, true
			}
		}
	}
	if haveBlock {
		return block, true
	}
	return near, haveNear
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
