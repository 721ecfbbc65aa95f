package gtp_test

import (
	"context"
	"os"
	"strings"

	"github.com/seed131617c4/board/gtp"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
)

func ExampleServer() {
	srv := &gtp.Server[othello.Color, *othello.Game]{Spec: othello.Spec(8), Player: &oengine.Engine{Level: 1}}
	in := "1 protocol_version\n2 play black f5\n3 genmove white\nplay white f5\n4 final_score\nquit\n"
	srv.Serve(context.Background(), strings.NewReader(in), os.Stdout)
	// Output:
	// =1 2
	//
	// =2
	//
	// =3 d6
	//
	// ? illegal move
	//
	// =4 0
	//
	// =
}
