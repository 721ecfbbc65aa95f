package wthor_test

import (
	"bytes"
	"encoding/binary"
	"fmt"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/wthor"
)

// Example reads a WTHOR archive of two games built in memory.
func Example() {
	file := []byte{20, 24, 5, 1, 2, 0, 0, 0, 0, 0, 0xe8, 0x07, 8, 0, 22, 0} // header: 2 games of 2024
	for i, moves := range [][]byte{{56, 64, 33, 34, 43}, {56, 66}} {
		rec := make([]byte, 68)
		binary.LittleEndian.PutUint16(rec[0:], 7)            // tournament
		binary.LittleEndian.PutUint16(rec[2:], uint16(10+i)) // black player
		binary.LittleEndian.PutUint16(rec[4:], uint16(20+i)) // white player
		rec[6], rec[7] = 40, 36                              // black's score, theoretical score
		copy(rec[8:], moves)                                 // 10*row + column, 0 after the end
		file = append(file, rec...)
	}
	r, err := wthor.NewReader(bytes.NewReader(file))
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Header().Year, r.Header().Games)
	for g, err := range r.Games() {
		if err != nil {
			panic(err)
		}
		game, err := g.Replay()
		if err != nil {
			panic(err)
		}
		fmt.Println(g.BlackPlayer, g.WhitePlayer, g.BlackScore, game.Transcript(),
			game.Count(othello.Black), game.Count(othello.White))
	}
	// Output:
	// 2024 2
	// 10 20 40 f5d6c3d3c4 6 3
	// 11 21 40 f5f6 3 3
}
