package ugi_test

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
	"github.com/seed131617c4/board/ugi"
)

func ExampleServer() {
	srv := &ugi.Server[tictactoe.Mark, *tictactoe.Game]{Spec: tictactoe.Spec(), Player: &tengine.Engine{}}
	in := "ugi\nisready\nposition startpos moves b2 a1 c3\nquery p1turn\nquery result\nquit\n"
	srv.Serve(context.Background(), strings.NewReader(in), os.Stdout)
	// Output:
	// id name board devel
	// id author board authors
	// ugiok
	// readyok
	// response false
	// response none
}

// ExampleDial drives a UGI engine as a search.Player: here our own
// server, on in-process pipes; Start runs an engine program instead.
func ExampleDial() {
	spec := tictactoe.Spec()
	srv := &ugi.Server[tictactoe.Mark, *tictactoe.Game]{Spec: spec, Player: &tengine.Engine{}}
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	go func() { srv.Serve(context.Background(), inR, outW); outW.Close() }()

	c, err := ugi.Dial(context.Background(), spec, outR, inW)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer c.Close()
	c.Limits = ugi.Limits{MoveTime: 200 * time.Millisecond}
	g := tictactoe.NewGame()
	g.Play(board.Pt(0, 0)) // a1
	ch, err := c.Choose(context.Background(), g)
	fmt.Println(c.Name, spec.FormatMove(ch.Move, g.Size()), err)
	// Output:
	// board devel b2 <nil>
}

func ExampleLimits_String() {
	l := ugi.Limits{P1Time: time.Minute, P2Time: 50 * time.Second, P1Inc: time.Second, P2Inc: time.Second}
	fmt.Println(l)
	fmt.Println(ugi.Limits{MoveTime: 500 * time.Millisecond})
	// Output:
	// p1time 60000 p2time 50000 p1inc 1000 p2inc 1000
	// movetime 500
}

func ExampleParseLimits() {
	l, err := ugi.ParseLimits(strings.Fields("movetime 250 depth 6"))
	fmt.Println(l.MoveTime, l.Depth, err)
	// Output:
	// 250ms 6 <nil>
}
