package gomocup_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/gomoku/gomocup"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// A Client is a search.Player: here it drives our own Brain (our engine)
// over pipes, for a whole game against a random player.
func ExampleClient() {
	toBrain, fromManager := io.Pipe()
	toManager, fromBrain := io.Pipe()
	brain := &gomocup.Brain{Player: &engine.Engine{Level: 1}}
	go func() { brain.Serve(context.Background(), toBrain, fromBrain); fromBrain.Close() }()

	c := gomocup.Dial(toManager, fromManager)
	defer c.Close()
	c.TurnTime = 100 * time.Millisecond
	g, _ := gomoku.NewGame(9, gomoku.Freestyle)
	players := map[gomoku.Stone]search.Player[*gomoku.Game]{
		gomoku.Black: c,
		gomoku.White: search.NewRandom[gomoku.Stone, *gomoku.Game](2),
	}
	_, err := search.Play(context.Background(), g, players)
	fmt.Println(g.Winner(), err)
	// Output:
	// black <nil>
}

// Dial drives a brain over a reader and writer pair; About asks it what
// it is.
func ExampleDial() {
	toBrain, fromManager := io.Pipe()
	toManager, fromBrain := io.Pipe()
	brain := &gomocup.Brain{About: gomocup.About{Name: "pbrain-x", Version: "1.0"}}
	go func() { brain.Serve(context.Background(), toBrain, fromBrain); fromBrain.Close() }()

	c := gomocup.Dial(toManager, fromManager)
	defer c.Close()
	a, line, err := c.About(context.Background())
	fmt.Println(a.Name, a.Version, err)
	fmt.Println(line)
	// Output:
	// pbrain-x 1.0 <nil>
	// name="pbrain-x", version="1.0"
}

// Start starts a brain as a process: here a shell script that opens
// every game at the centre, and exits at the first BOARD, as a crash
// would.
func ExampleStart() {
	script := `while read l; do case "$l" in START*) echo OK;; BEGIN) echo 7,7;; TURN*) exit 3;; esac; done`
	c, err := gomocup.Start("sh", "-c", script)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer c.Close()
	g, _ := gomoku.NewGame(15, gomoku.Freestyle)
	ch, err := c.Choose(context.Background(), g)
	fmt.Println(gomoku.FormatGomocup(ch.Move), err)
	g.Play(ch.Move)
	p, _ := gomoku.ParseGomocup("8,8", 15)
	g.Play(p)
	_, err = c.Choose(context.Background(), g)
	fmt.Println(errors.Is(err, protocol.ErrExited))
	// Output:
	// 7,7 <nil>
	// true
}

// RuleNumber is the number of INFO rule; omok has none.
func ExampleRuleNumber() {
	for _, r := range []gomoku.Rule{gomoku.Freestyle, gomoku.Standard, gomoku.Renju, gomoku.Omok} {
		n, err := gomocup.RuleNumber(r)
		fmt.Println(r, n, errors.Is(err, errors.ErrUnsupported))
	}
	// Output:
	// freestyle 0 false
	// standard 1 false
	// renju 4 false
	// omok 0 true
}
