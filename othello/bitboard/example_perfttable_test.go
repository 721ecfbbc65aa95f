package bitboard_test

import (
	"errors"
	"fmt"

	"github.com/seed131617c4/board/othello/bitboard"
)

func ExampleNewPerftTable() {
	t, err := bitboard.NewPerftTable(1 << 20) // 1 MiB
	fmt.Println(t.Size(), err)
	_, err = bitboard.NewPerftTable(100)
	fmt.Println(errors.Is(err, bitboard.ErrPerftTableSize))
	// Output:
	// 1048576 <nil>
	// true
}

func ExamplePerftTable() {
	t, _ := bitboard.NewPerftTable(1 << 20)
	b, _ := bitboard.Start(8)
	fmt.Println(t.Perft(b, 10), bitboard.Perft(b, 10))
	// Output:
	// 24571284 24571284
}

func ExamplePerftTable_PerftParallel() {
	t, _ := bitboard.NewPerftTable(1 << 20)
	b, _ := bitboard.Start(6)
	fmt.Println(t.PerftParallel(b, 10, 0))
	// Output:
	// 14976792
}
