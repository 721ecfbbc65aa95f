package main

import (
	"context"
	"errors"
	"fmt"
	"iter"
	"log"
	"math/bits"
	"time"

	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval/internal/corpus"
	"github.com/seed131617c4/board/othello/eval/internal/dataset"
	"github.com/seed131617c4/board/othello/solve"
)

// A labeller returns the records of the positions of game with lo to hi
// empty squares, or nil if ctx is done first.
type labeller func(ctx context.Context, game []corpus.Position, lo, hi int) []dataset.Record

// A job is a game to label and where its records go.
type job struct {
	game []corpus.Position
	out  chan []dataset.Record // nil records: the game was not finished
}

// run labels the training games of pos by label as c says and writes the records
// to c.out, in the order of the games, until the games run out, c.games
// are done or ctx is done.
func run(ctx context.Context, pos []corpus.Position, c config, label labeller) error {
	w, err := dataset.Create(c.out)
	if err != nil {
		return err
	}
	all := games(pos, c.seed, c.heldout)
	if c.games > 0 && c.games < len(all) {
		all = all[:c.games]
	}
	jobs, order := make(chan job), make(chan job, 4*c.workers)
	for range max(c.workers, 1) {
		go func() {
			for j := range jobs {
				j.out <- label(ctx, j.game, c.lo, c.hi)
			}
		}()
	}
	go func() {
		defer close(order)
		defer close(jobs)
		for _, g := range all {
			switch {
			case c.selfPlay > 0:
				g = selfPlay(g[0].Game, c.hi, c.selfPlay, c.seed)
			case c.deviations > 0:
				g = deviations(g, c.hi, c.deviations, c.seed)
			case c.siblings > 0:
				g = siblings(g, c.lo, c.hi, c.siblings, c.onlySiblings, c.seed)
			}
			j := job{game: g, out: make(chan []dataset.Record, 1)}
			select {
			case order <- j:
			case <-ctx.Done():
				return
			}
			jobs <- j
		}
	}()
	return errors.Join(write(w, order, len(all)), w.Close())
}

// write writes the records of the jobs of order, in order, until a job
// comes back unfinished or order is closed, logging the progress.
func write(w *dataset.Writer, order <-chan job, total int) error {
	start, last := time.Now(), time.Now()
	var done, records int
	for j := range order {
		rs := <-j.out
		if rs == nil {
			break
		}
		for _, r := range rs {
			if err := w.Write(r); err != nil {
				return err
			}
		}
		done++
		records += len(rs)
		if time.Since(last) > time.Minute {
			last = time.Now()
			if err := w.Flush(); err != nil {
				return err
			}
			log.Printf("%d of %d games, %d records (%v, %.0f records/s)", done, total, records, time.Since(start).Round(time.Second), float64(records)/time.Since(start).Seconds())
		}
	}
	log.Printf("done: %d games, %d records in %v", done, records, time.Since(start).Round(time.Second))
	return nil
}

// label returns the records of the positions of game with lo to hi empty
// squares, their exact scores found by package solve, or nil if ctx is
// done first. Positions of a principal variation in the range come with
// it, once each.
func label(ctx context.Context, game []corpus.Position, lo, hi int) []dataset.Record {
	known := map[[2]uint64]int8{}
	var out []dataset.Record
	add := func(p, o uint64, score int8) {
		if _, ok := known[[2]uint64{p, o}]; ok {
			return
		}
		known[[2]uint64{p, o}] = score
		out = append(out, dataset.Record{Player: p, Opponent: o, Game: uint32(game[0].Game), Score: score, Kind: dataset.Exact})
	}
	for _, g := range game {
		if g.Empties < lo || g.Empties > hi {
			continue
		}
		if _, ok := known[[2]uint64{g.Player, g.Opponent}]; ok {
			continue
		}
		r, err := solveOne(ctx, g.Player, g.Opponent)
		if err != nil {
			if !errors.Is(err, solve.ErrStopped) {
				log.Print(err)
			}
			return nil
		}
		add(g.Player, g.Opponent, int8(r.Score))
		for b, score := range line(g.Player, g.Opponent, r.Score, r.PV) {
			if bits.OnesCount64(b.Empties()) >= lo {
				add(b.Mover, b.Opponent, int8(score))
			}
		}
	}
	if out == nil {
		out = []dataset.Record{}
	}
	return out
}

// line returns an iterator over the positions after each move of pv from
// the position p, o of score v, with their scores, leaving out those
// whose side to move must pass.
func line(p, o uint64, v int, pv []solve.Move) iter.Seq2[bitboard.Bitboard, int] {
	return func(yield func(bitboard.Bitboard, int) bool) {
		b := bitboard.Bitboard{Mover: p, Opponent: o}
		for _, m := range pv {
			if m == solve.Pass {
				b = b.Pass()
			} else if m < solve.Pass {
				next, ok := b.Play(bitboard.Square(m))
				if !ok {
					panic(fmt.Sprintf("label: %v is not a legal move of the principal variation", m))
				}
				b = next
			} else {
				return
			}
			v = -v
			if b.Legal() != 0 && !yield(b, v) {
				return
			}
		}
	}
}
