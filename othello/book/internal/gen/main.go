// Command gen builds the opening book of package book from the WTHOR
// archive and writes it to the file the package embeds. Run it with go
// generate in othello/book (a few minutes on 2 cores), or from there with
//
//	go run ./internal/gen [-data dir] [-out book.bin] [-plies 24] [-min 5] [-level 4]
//
// It replays the games of the archive (../shared beside the repository),
// keeps the positions of their first -plies moves that at least -min games
// reach, symmetric images merged, and evaluates every move out of those
// positions with the engine of package othello/engine at -level, its book
// off. Package book backs the values up by negamax.
package main

import (
	"context"
	"flag"
	"iter"
	"log"
	"math/bits"
	"os"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/book"
	"github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/othello/wthor"
)

func main() {
	data := flag.String("data", "../../../shared/testdata/othello/wthor", "the folder of the WTH_*.wtb files")
	out := flag.String("out", "book.bin", "the book file to write")
	plies := flag.Int("plies", 24, "the moves of each game that enter the book")
	minGames := flag.Int("min", 5, "the games that must reach a position for it to enter the book")
	level := flag.Int("level", 4, "the level of the engine that evaluates the moves out of the book")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("gen: ")

	files, err := filepath.Glob(filepath.Join(*data, "WTH_*.wtb"))
	if err != nil || len(files) == 0 {
		log.Fatalf("no WTH_*.wtb files in %s", *data)
	}
	games := 0
	lines := iter.Seq[[]board.Point](func(yield func([]board.Point) bool) {
		for _, name := range files {
			f, err := os.Open(name)
			if err != nil {
				log.Fatal(err)
			}
			r, err := wthor.NewReader(f)
			if err != nil {
				log.Fatalf("%s: %v", name, err)
			}
			for g, err := range r.Games() {
				if err != nil {
					log.Fatalf("%s: %v", name, err)
				}
				games++
				if !yield(g.Moves) {
					f.Close()
					return
				}
			}
			f.Close()
		}
	})
	start := time.Now()
	var evals atomic.Int64
	b, err := book.Build(lines, book.BuildOptions{
		Plies:    *plies,
		MinGames: *minGames,
		Threads:  runtime.GOMAXPROCS(0),
		NewEval:  func() func(bitboard.Bitboard) int { return newEval(*level, &evals) },
	})
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("%d games, %d positions, %d evaluations, %v", games, b.Len(), evals.Load(), time.Since(start).Round(time.Second))
	data2, err := b.MarshalBinary()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, data2, 0o644); err != nil {
		log.Fatal(err)
	}
	log.Printf("wrote %s, %d bytes", *out, len(data2))
}

// newEval returns an evaluation for book.Build: the score of the move of
// an engine at level, its book off, counting the evaluations in evals.
func newEval(level int, evals *atomic.Int64) func(bitboard.Bitboard) int {
	e := &engine.Engine{Level: level, NoBook: true}
	return func(p bitboard.Bitboard) int {
		evals.Add(1)
		color := othello.Black
		if bits.OnesCount64(p.Mover|p.Opponent)%2 == 1 {
			color = othello.White
		}
		pos, err := p.Position(color)
		if err != nil {
			log.Fatal(err)
		}
		g, err := othello.NewGameFrom(pos)
		if err != nil {
			log.Fatal(err)
		}
		c, err := e.Choose(context.Background(), g)
		if err != nil {
			log.Fatal(err)
		}
		return c.Score
	}
}
