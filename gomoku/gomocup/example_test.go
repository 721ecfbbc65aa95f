package gomocup_test

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/gomoku/gomocup"
	"github.com/seed131617c4/board/search"
)

// A manager starts a renju game on the 15×15 board and sends the
// opening as a BOARD block, the opponent's stone in the centre; the brain
// answers with a move. Which move depends on the engine's level and
// version; the protocol lines do not.
func Example() {
	manager := strings.NewReader(strings.Join([]string{
		"START 15",
		"INFO timeout_turn 1000",
		"INFO rule 4",
		"BOARD", "7,7,2", "DONE",
		"END",
	}, "\r\n"))
	var out strings.Builder
	b := &gomocup.Brain{Player: &engine.Engine{Level: 1}}
	if err := b.Serve(context.Background(), manager, &out); err != nil {
		fmt.Println(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	fmt.Println(lines[0])
	p, err := gomoku.ParseGomocup(lines[1], 15)
	fmt.Println("a move:", err == nil && p != board.Pt(7, 7))
	// Output:
	// OK
	// a move: true
}

// centre is a player of its own: the legal point nearest the centre.
type centre struct{}

func (centre) Choose(_ context.Context, g *gomoku.Game) (search.Choice, error) {
	best, dist := board.Point{}, -1
	c := g.Size() / 2
	for p := range g.Moves() {
		d := max(p.Row-c, c-p.Row) + max(p.Col-c, c-p.Col)
		if dist < 0 || d < dist {
			best, dist = p, d
		}
	}
	if dist < 0 {
		return search.Choice{}, board.ErrGameOver
	}
	return search.Choice{Move: best}, nil
}

// Any player can stand behind the protocol; the brain keeps the board
// and the rules. Here a whole exchange, every reply shown: the manager
// takes back the brain's move and its own (TAKEBACK, last move first)
// and plays another.
func ExampleBrain() {
	manager := strings.NewReader(`ABOUT
START 15
INFO rule 1
BEGIN
TURN 8,8
TAKEBACK 7,6
TAKEBACK 8,8
TURN 6,6
SWAP2BOARD
DONE
RECTSTART 20,15
INFO rule 8
TURN 9,9
YXBOARD
END
`)
	b := &gomocup.Brain{Player: centre{}, About: gomocup.About{Name: "centre", Version: "0.1"}}
	if err := b.Serve(context.Background(), manager, os.Stdout); err != nil {
		fmt.Println(err)
	}
	// Output:
	// name="centre", version="0.1"
	// OK
	// 7,7
	// 7,6
	// OK
	// OK
	// 7,6
	// 7,7 7,6 7,5
	// ERROR rectangular boards are not supported: 20x15 (want a square board, 5 to 26 a side)
	// ERROR unsupported rule 8 (caro; want 0 freestyle, 1 exactly five or 4 renju)
	// UNKNOWN unknown command YXBOARD
}

func ExampleAbout() {
	fmt.Println(gomocup.About{Name: "mybrain", Version: "1.0", Author: `A. "Ace" Smith`, Country: "CZ"})
	fmt.Println(gomocup.About{Name: "mybrain"})
	// Output:
	// name="mybrain", version="1.0", author="A. 'Ace' Smith", country="CZ"
	// name="mybrain"
}

func ExampleDefaultAbout() {
	a := gomocup.DefaultAbout()
	fmt.Println(a.Name, a.Version != "") // the version is "devel" under go test
	a.Name = "mybrain"                   // a copy: the default stays as it is
	fmt.Println(a.Name, gomocup.DefaultAbout().Name)
	// Output:
	// board true
	// mybrain board
}
