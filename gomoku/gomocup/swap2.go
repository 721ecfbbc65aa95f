package gomocup

import (
	"context"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// swap2 answers a SWAP2BOARD block, the opening stage of the swap2 rule,
// by its number of stones: none asks for the first three, which the
// brain puts around the centre (the shape of the protocol's example:
// x,y x+1,y x+2,y+2 from the centre); three or five ask for a choice, and
// the brain always stays with its colour and plays the next stone, the
// fourth or the sixth, both White's, as a move of the game. It never
// answers SWAP, nor places the fourth and fifth stones at once.
func (s *session) swap2(ctx context.Context, k *block) {
	if s.badRule != "" {
		s.errorf("%s", s.badRule)
		return
	}
	switch len(k.order) {
	case 0:
		c := s.pos.size() / 2
		x, y := max(c-1, 0), max(c-1, 0)
		s.reply("%s %s %s", gomoku.FormatGomocup(board.Pt(y, x)), gomoku.FormatGomocup(board.Pt(y, x+1)), gomoku.FormatGomocup(board.Pt(y+2, x+2)))
	case 3, 5:
		var black, white []board.Point
		for i, q := range k.order {
			if i%2 == 0 {
				black = append(black, q)
			} else {
				white = append(white, q)
			}
		}
		if err := s.pos.setBoard(white, black, k.order); err != nil {
			s.errorf("SWAP2BOARD: %v", err)
			return
		}
		s.move(ctx, k.at)
	default:
		s.errorf("SWAP2BOARD with %d stones (want 0, 3 or 5)", len(k.order))
	}
}
