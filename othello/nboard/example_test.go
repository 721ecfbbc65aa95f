package nboard_test

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/othello/nboard"
	"github.com/seed131617c4/board/protocol"
)

// Our engine served over NBoard on in-process pipes, and driven through
// the protocol as a player.
func Example() {
	toServer, fromClient := io.Pipe()
	toClient, fromServer := io.Pipe()
	srv := &nboard.Server{Player: &engine.Engine{Level: 1}, Name: "level1"}
	go func() {
		srv.Serve(context.Background(), toServer, fromServer)
		fromServer.Close()
	}()

	e, _ := nboard.Dial(context.Background(), toClient, fromClient)
	defer e.Close()
	g, _ := othello.ParseTranscript(8, "f5d6c3")
	c, err := e.Choose(context.Background(), g)
	fmt.Println(e.Name(), othello.FormatMove(c.Move), err)
	// Output: level1 d3 <nil>
}

// A GUI's commands, here the example session of NBoard's protocol
// document, and the server's replies (the time of the move left out).
func ExampleServer() {
	in := `nboard 2
set game (;GM[Othello]PC[NBoard]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6]B[D3]W[C5]B[E6]W[F7]B[E7]W[F4];)
set depth 6
ping 1
go
`
	var out strings.Builder
	srv := &nboard.Server{Player: &engine.Engine{Level: 1}, Name: "board"}
	srv.Serve(context.Background(), strings.NewReader(in), &out)
	for l := range strings.Lines(out.String()) {
		if strings.HasPrefix(l, "=== ") {
			fmt.Println(l[:strings.LastIndexByte(l, '/')])
		} else if !strings.HasPrefix(l, "nodestats") {
			fmt.Print(l)
		}
	}
	// Output:
	// set myname board
	// pong 1
	// status thinking
	// === c4/5.32
	// status
}

// Dial drives an engine that speaks NBoard on any reader and writer:
// here a scripted one that always answers f5, which is legal only at the
// start. An illegal move leaves the client usable.
func ExampleDial() {
	toEngine, fromClient := io.Pipe()
	toClient, fromEngine := io.Pipe()
	go func() {
		defer fromEngine.Close()
		buf := make([]byte, 1<<16)
		var text strings.Builder
		for {
			n, err := toEngine.Read(buf)
			text.Write(buf[:n])
			for l := range strings.SplitSeq(text.String(), "\n") {
				switch {
				case strings.HasPrefix(l, "ping "):
					fmt.Fprintf(fromEngine, "pong %s\n", strings.TrimPrefix(l, "ping "))
				case l == "go":
					io.WriteString(fromEngine, "=== F5/0.00/0.01\n")
				}
			}
			if i := strings.LastIndexByte(text.String(), '\n'); i >= 0 {
				rest := text.String()[i+1:]
				text.Reset()
				text.WriteString(rest)
			}
			if err != nil {
				return
			}
		}
	}()
	e, err := nboard.Dial(context.Background(), toClient, fromClient)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer e.Close()
	c, err := e.Choose(context.Background(), new(othello.Game))
	fmt.Println(othello.FormatMove(c.Move), err)
	g, _ := othello.ParseTranscript(8, "f5")
	_, err = e.Choose(context.Background(), g)
	fmt.Println(errors.Is(err, protocol.ErrProtocol), errors.Is(err, board.ErrIllegalMove), errors.Is(err, board.ErrOccupied))
	fmt.Println(err)
	c, err = e.Choose(context.Background(), new(othello.Game))
	fmt.Println(othello.FormatMove(c.Move), err)
	// Output:
	// f5 <nil>
	// true true true
	// nboard: engine: go: engine broke the protocol: "=== F5/0.00/0.01": othello: illegal move f5 by white: point occupied
	// f5 <nil>
}

// Start starts an engine as a process: here a shell script that answers
// the greeting, then exits at the first go, as a crash would. The error
// names the engine and matches protocol.ErrExited, and every later call
// returns it.
func ExampleStart() {
	script := `read v; read p; echo "set myname script"; echo "pong 1"
while read l; do case "$l" in go) exit 3;; esac; done`
	e, err := nboard.Start(context.Background(), "sh", "-c", script)
	if err != nil {
		fmt.Println(err)
		return
	}
	defer e.Close()
	_, err = e.Choose(context.Background(), new(othello.Game))
	fmt.Println(e.Name(), errors.Is(err, protocol.ErrExited))
	fmt.Println(err)
	_, err2 := e.Choose(context.Background(), new(othello.Game))
	fmt.Println(err2 == err)
	// Output:
	// script true
	// nboard: script: go: engine exited: exit status 3
	// true
}

// A Client is a search.Player: Choose returns the move with what the
// engine said of it.
func ExampleClient() {
	toServer, fromClient := io.Pipe()
	toClient, fromServer := io.Pipe()
	srv := &nboard.Server{Player: &engine.Engine{Level: 2}}
	go func() {
		srv.Serve(context.Background(), toServer, fromServer)
		fromServer.Close()
	}()
	e, _ := nboard.Dial(context.Background(), toClient, fromClient)
	defer e.Close()
	e.Depth = 2
	g, _ := othello.ParseTranscript(8, "f5d6c3d3c4f4f6f3e6e7")
	c, _ := e.Choose(context.Background(), g)
	fmt.Println(othello.FormatMove(c.Move), c.Score)
	// Output: d7 -12
}
