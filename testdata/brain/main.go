// Command brain is a minimal Gomocup brain on this module's gomoku engine:
// the program whose dependencies TestDependencies checks.
package main

import (
	"context"
	"os"

	"github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/gomoku/gomocup"
)

func main() {
	b := &gomocup.Brain{Player: &engine.Engine{}}
	if err := b.Serve(context.Background(), os.Stdin, os.Stdout); err != nil {
		os.Exit(1)
	}
}
