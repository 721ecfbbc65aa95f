package wthor_test

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/wthor"
)

// The examples below build tiny WTHOR files in memory: a 16-byte header,
// then records of 68 bytes: the tournament, black and white player numbers
// (2 bytes each, little-endian), Black's recorded and theoretical scores,
// and 60 move bytes, 10*row + column counted from 1, 0 after the end.

func ExampleHeader() {
	// Created 2024-05-01; 0 games; played in 2024 (0x07e8); 8×8; depth 22.
	file := []byte{20, 24, 5, 1, 0, 0, 0, 0, 0, 0, 0xe8, 0x07, 8, 0, 22, 0}
	r, err := wthor.NewReader(bytes.NewReader(file))
	if err != nil {
		panic(err)
	}
	fmt.Printf("%+v\n", r.Header())
	// Output:
	// {Created:[2024 5 1] Games:0 Records:0 Year:2024 BoardSize:8 Type:0 Depth:22}
}

func ExampleNewReader() {
	header := []byte{20, 24, 5, 1, 0, 0, 0, 0, 0, 0, 0xe8, 0x07, 8, 0, 22, 0}
	_, err := wthor.NewReader(bytes.NewReader(header[:10]))
	fmt.Println(errors.Is(err, wthor.ErrFormat), errors.Is(err, io.ErrUnexpectedEOF))
	fmt.Println(err)
	header[12] = 10 // a 10×10 board
	_, err = wthor.NewReader(bytes.NewReader(header))
	fmt.Println(err)
	// Output:
	// true true
	// wthor: bad WTHOR file: header: unexpected EOF
	// wthor: bad WTHOR file: header: board size 10, want 8
}

func ExampleReader_Header() {
	file := []byte{19, 98, 12, 31, 0, 0, 0, 0, 0, 0, 0xce, 0x07, 0, 0, 20, 0}
	r, _ := wthor.NewReader(bytes.NewReader(file))
	h := r.Header()
	fmt.Println("games of", h.Year, "created", h.Created, "scores at depth", h.Depth)
	_, err := r.Next()
	fmt.Println(h.Games, err)
	// Output:
	// games of 1998 created [1998 12 31] scores at depth 20
	// 0 EOF
}

// ExampleReader_Next reads a file whose second record has a move byte
// that names no square: the reader stops there.
func ExampleReader_Next() {
	file := []byte{20, 24, 5, 1, 2, 0, 0, 0, 0, 0, 0xe8, 0x07, 8, 0, 22, 0}
	for _, moves := range [][]byte{{56, 46}, {56, 99}} {
		rec := append([]byte{7, 0, 10, 0, 20, 0, 34, 32}, moves...)
		file = append(file, append(rec, make([]byte, 68-len(rec))...)...)
	}
	r, _ := wthor.NewReader(bytes.NewReader(file))
	for {
		g, err := r.Next()
		if err != nil {
			fmt.Println(err)
			break
		}
		fmt.Println(g.BlackPlayer, othello.FormatMove(g.Moves[0]), othello.FormatMove(g.Moves[1]))
	}
	_, err := r.Next()
	fmt.Println(errors.Is(err, wthor.ErrFormat))
	// Output:
	// 10 f5 f4
	// wthor: bad WTHOR file: record 2: move 2: byte 99 names no square
	// true
}

// ExampleReader_Games counts the games of a file cut short in its
// second record.
func ExampleReader() {
	file := []byte{20, 24, 5, 1, 2, 0, 0, 0, 0, 0, 0xe8, 0x07, 8, 0, 22, 0}
	rec := append([]byte{7, 0, 10, 0, 20, 0, 34, 32, 56, 46}, make([]byte, 58)...)
	file = append(file, rec...)
	file = append(file, rec[:30]...)
	r, _ := wthor.NewReader(bytes.NewReader(file))
	n := 0
	for _, err := range r.Games() {
		if err != nil {
			fmt.Println(err)
			break
		}
		n++
	}
	fmt.Println(n, "game")
	// Output:
	// wthor: bad WTHOR file: record 2 of 2: unexpected EOF
	// 1 game
}

// ExampleGame reads the record of one of the shortest games possible,
// in which Black takes every disc in 9 moves.
func ExampleGame() {
	file := []byte{20, 24, 5, 1, 1, 0, 0, 0, 0, 0, 0xe8, 0x07, 8, 0, 22, 0}
	rec := []byte{7, 0, 10, 0, 20, 0, 64, 64, 56, 46, 33, 63, 53, 64, 36, 43, 73}
	file = append(file, append(rec, make([]byte, 68-len(rec))...)...)
	r, _ := wthor.NewReader(bytes.NewReader(file))
	g, err := r.Next()
	fmt.Println(g.Tournament, g.BlackPlayer, g.WhitePlayer, g.BlackScore, g.TheoreticalScore, err)
	for _, pt := range g.Moves {
		fmt.Print(othello.FormatMove(pt))
	}
	fmt.Println()
	// Output:
	// 7 10 20 64 64 <nil>
	// f5f4c3c6c5d6f3c4c7
}

// ExampleGame_Replay replays the record of a game and checks its
// recorded score.
func ExampleGame_Replay() {
	g := wthor.Game{BlackScore: 64}
	for _, s := range []string{"f5", "f4", "c3", "c6", "c5", "d6", "f3", "c4", "c7"} {
		pt, _ := othello.ParseMove(s)
		g.Moves = append(g.Moves, pt)
	}
	game, err := g.Replay()
	black, white := game.Score()
	fmt.Println(err, game.Over(), black, white, black == g.BlackScore)
	g.Moves[8] = g.Moves[7] // c4 again
	_, err = g.Replay()
	fmt.Println(err)
	// Output:
	// <nil> true 64 0 true
	// othello: move 9 "c4" by black: point occupied
}
