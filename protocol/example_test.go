package protocol_test

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/seed131617c4/board/protocol"
)

// A client of a line protocol on Link: here an engine that answers
// "isready" with a note and "readyok", over pipes (protocol.Start runs a
// program instead).
func ExampleLink() {
	toEngine, engineIn := io.Pipe()
	engineOut, fromEngine := io.Pipe()
	go func() { // the engine
		lines := make(chan protocol.Line)
		go protocol.ReadLines(toEngine, lines, nil, true)
		for l := range lines {
			switch {
			case l.Err != nil:
				fromEngine.Close()
			case l.Text == "isready":
				io.WriteString(fromEngine, "info string warming up\nreadyok\n")
			}
		}
	}()

	link := &protocol.Link{Conn: protocol.NewConn(engineOut, engineIn), Proto: "demo"}
	err := link.Exchange(context.Background(), "isready", time.Second, func(line string) (bool, error) {
		fmt.Println("read:", line)
		return line == "readyok", nil
	})
	fmt.Println(err)
	// The engine says nothing to "go": a timeout, which leaves the engine
	// out of step for every later call.
	err = link.Exchange(context.Background(), "go", 50*time.Millisecond, func(string) (bool, error) { return true, nil })
	fmt.Println(strings.Contains(err.Error(), "no answer"), link.Err() == err)
	link.Close("quit", time.Second)
	// Output:
	// read: info string warming up
	// read: readyok
	// <nil>
	// true true
}

// TimeShare is the time of a move on a game clock.
func ExampleTimeShare() {
	fmt.Println(protocol.TimeShare(time.Minute, 0), protocol.TimeShare(time.Minute, time.Second))
	// Output:
	// 2s 2.75s
}

// ExampleClockedLimit gives a clocked player its search time: a tenth of
// its clock kept back, at most a second.
func ExampleClockedLimit() {
	fmt.Println(protocol.ClockedLimit(5*time.Second), protocol.ClockedLimit(5*time.Minute), protocol.ClockedLimit(0))
	// Output:
	// 4.5s 4m59s 1ms
}
