package gomocup_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/gomocup"
	"github.com/seed131617c4/board/search"
)

// leaning is a player that plays as centre does and judges every
// position lean threat points better for White, from the view of the
// side to move, as if searched a ply deep.
type leaning struct{ lean int }

func (l leaning) Choose(ctx context.Context, g *gomoku.Game) (search.Choice, error) {
	c, err := centre{}.Choose(ctx, g)
	c.Depth, c.Score = 1, l.lean
	if g.Turn() == gomoku.Black {
		c.Score = -l.lean
	}
	return c, err
}

// With three stones of a swap2 opening, the brain takes Black (SWAP)
// when its player judges the position more than SwapMargin better for
// Black, plays White's fourth stone when it judges it more than
// SwapMargin better for White, and in between places the fourth and
// fifth stones, leaving the choice of colour to the opponent.
func ExampleSwapMargin() {
	for _, lean := range []int{-2 * gomocup.SwapMargin, 0, 2 * gomocup.SwapMargin} {
		manager := strings.NewReader("START 15\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\n") // no END: it would stop the judgement
		b := &gomocup.Brain{Player: leaning{lean}}
		fmt.Printf("White %+d: ", lean)
		if err := b.Serve(context.Background(), manager, os.Stdout); err != nil {
			fmt.Println(err)
		}
	}
	// Output:
	// White -600: OK
	// SWAP
	// White +0: OK
	// 7,6 6,7
	// White +600: OK
	// 7,6
}

// With Ponder set, or after INFO pondering 1, the player searches the
// opponent's move while the brain waits for it; the manager's next line
// stops that search, and the replies are the same as without.
func ExampleBrain_Ponder() {
	manager := strings.NewReader("START 15\nBEGIN\nTURN 7,6\nINFO pondering 0\nTURN 7,5\n") // Serve returns at the end of the input
	b := &gomocup.Brain{Player: centre{}, Ponder: true}
	if err := b.Serve(context.Background(), manager, os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// OK
	// 7,7
	// 6,7
	// 8,7
}
