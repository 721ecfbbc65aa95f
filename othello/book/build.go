package book

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"iter"
	"math"
	"math/bits"
	"slices"
	"sync"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
)

// BuildOptions are the choices of [Build].
type BuildOptions struct {
	// Plies is how many moves of each line enter the book: the positions
	// after the first Plies moves. 0 means 24.
	Plies int
	// MinGames is how many lines must reach a position (or a symmetric
	// image of it) for it to enter the book; the start is always in it.
	// 0 means 1: every position of every line.
	MinGames int
	// NewEval returns an evaluation: the value of a position for its side
	// to move, which has a legal move, in hundredths of a disc, by an
	// engine's search. Build calls NewEval once per goroutine and each
	// evaluation from one goroutine only. It scores the positions that the
	// moves out of the book lead to.
	NewEval func() func(p bitboard.Bitboard) int
	// Threads is the number of goroutines that evaluate; 0 (or less)
	// means one, as in the searchers of the module.
	Threads int
}

// ErrBuild reports options or lines that [Build] cannot use.
var ErrBuild = errors.New("cannot build")

// A node is a position of the book being built.
type node struct {
	pos   bitboard.Bitboard // canonical
	games int
	discs int
	score int  // the value for the side to move
	out   int  // the best value of the moves out of the book
	moves bool // out is set: some move leaves the book
}

// Build builds a book from lines: the moves of games from the start of
// 8×8 Othello, passes left out (as WTHOR records them). The positions
// after each line's first opt.Plies moves that at least opt.MinGames lines
// reach enter the book, symmetric images merged; each legal move of a
// book position that leaves the book is evaluated by opt.NewEval (a move
// that ends the game by its final score); and each position's value is
// the best of its moves, by the values of the book positions they lead
// to (negamax, from the last plies back) and the evaluation of the
// others. A line stops at its first move that is not legal.
func Build(lines iter.Seq[[]board.Point], opt BuildOptions) (*Book, error) {
	if opt.NewEval == nil {
		return nil, fmt.Errorf("book: %w: no evaluation", ErrBuild)
	}
	minGames := max(opt.MinGames, 1)
	count := countPositions(lines, cmp.Or(opt.Plies, 24), minGames)
	var nodes []*node
	index := map[bitboard.Bitboard]*node{}
	for p, n := range count {
		if n >= minGames {
			d := bits.OnesCount64(p.Mover | p.Opponent)
			nd := &node{pos: p, games: n, discs: d}
			nodes = append(nodes, nd)
			index[p] = nd
		}
	}
	if len(nodes) > math.MaxInt32 {
		return nil, fmt.Errorf("book: %w: too many positions", ErrBuild)
	}
	evaluateExits(nodes, index, opt.NewEval, max(opt.Threads, 1))
	negamax(nodes, index)
	return &Book{data: encode(nodes)}, nil
}

// countPositions returns the canonical positions after the first plies
// moves of lines, each with the number of lines that reach it; the start
// counts minGames. A line stops at its first move that is not legal or
// that ends the game.
func countPositions(lines iter.Seq[[]board.Point], plies, minGames int) map[bitboard.Bitboard]int {
	start, _ := bitboard.Start(8)
	count := map[bitboard.Bitboard]int{start.Canonical(): minGames}
	for line := range lines {
		p := start
		for i, m := range line {
			if i == plies {
				break
			}
			s, ok := bitboard.SquareAt(m.Row, m.Col)
			if !ok || p.Legal()&s.Bit() == 0 {
				break
			}
			next, _, over := after(p, s)
			if over {
				break
			}
			p = next
			count[p.Canonical()]++
		}
	}
	return count
}

// evaluateExits sets the out value of each of nodes, the best of its
// moves that leave the book (index): a move that ends the game by its
// final score, the others by an evaluation of newEval, on threads
// goroutines.
func evaluateExits(nodes []*node, index map[bitboard.Bitboard]*node, newEval func() func(bitboard.Bitboard) int, threads int) {
	jobs := make(chan *node)
	var wg sync.WaitGroup
	for range threads {
		wg.Go(func() {
			eval := newEval()
			for nd := range jobs {
				for set := nd.pos.Legal(); set != 0; set &= set - 1 {
					next, sign, over := after(nd.pos, bitboard.Square(bits.TrailingZeros64(set)))
					if !over && index[next.Canonical()] != nil {
						continue
					}
					var v int
					if over {
						m, o := next.Discs()
						v = -100 * final(m, o)
					} else {
						v = sign * eval(next)
					}
					if !nd.moves || v > nd.out {
						nd.out, nd.moves = v, true
					}
				}
			}
		})
	}
	for _, nd := range nodes {
		jobs <- nd
	}
	close(jobs)
	wg.Wait()
}

// negamax sets the score of each of nodes, from the positions with the
// most discs back: the best of its moves, by the scores of the positions
// of the book (index) they lead to and its out value. It sorts nodes.
func negamax(nodes []*node, index map[bitboard.Bitboard]*node) {
	slices.SortFunc(nodes, func(x, y *node) int { return y.discs - x.discs })
	for _, nd := range nodes {
		best, have := nd.out, nd.moves
		for set := nd.pos.Legal(); set != 0; set &= set - 1 {
			next, sign, over := after(nd.pos, bitboard.Square(bits.TrailingZeros64(set)))
			if over {
				continue
			}
			if c := index[next.Canonical()]; c != nil {
				if v := sign * c.score; !have || v > best {
					best, have = v, true
				}
			}
		}
		nd.score = max(min(best, math.MaxInt16), math.MinInt16)
	}
}

// encode returns the records of nodes in the form of the package doc,
// sorted by position. It sorts nodes.
func encode(nodes []*node) []byte {
	slices.SortFunc(nodes, func(x, y *node) int {
		return cmp.Or(cmp.Compare(x.pos.Mover, y.pos.Mover), cmp.Compare(x.pos.Opponent, y.pos.Opponent))
	})
	data := make([]byte, 0, len(nodes)*recordSize)
	for _, nd := range nodes {
		data = binary.LittleEndian.AppendUint64(data, nd.pos.Mover)
		data = binary.LittleEndian.AppendUint64(data, nd.pos.Opponent)
		data = binary.LittleEndian.AppendUint16(data, uint16(int16(nd.score)))
		data = binary.LittleEndian.AppendUint16(data, uint16(min(nd.games, math.MaxUint16)))
	}
	return data
}

// final returns the final disc difference for the side with m discs
// against o, the empty squares counted for the winner, as
// [othello.FinalScore] counts them.
func final(m, o int) int {
	a, b := othello.FinalScore(m, o, 64-m-o)
	return a - b
}
