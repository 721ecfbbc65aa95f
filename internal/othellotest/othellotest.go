// Package othellotest holds what the tests and benchmarks of the othello
// packages share, and the command "board bench" with them: the positions
// of the flip benchmarks, random games and positions from fixed seeds,
// and the shared WTHOR archive, parsed once.
package othellotest

import (
	"bytes"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/wthor"
)

// A Case is a legal move of a position: the arguments of a flip function.
type Case struct {
	Mover, Opponent uint64
	Square          int
}

// Cases returns the legal moves of the positions of 40 games of random
// play from a fixed seed, ply by ply: 20,100 moves of 2,279 positions from
// the opening to the end, the mix a search meets. BenchmarkFlip and the
// command "board bench" time the flips of this set.
func Cases() []Case {
	r := rand.New(rand.NewPCG(8, 64))
	var cases []Case
	for range 40 {
		for _, b := range RandomGame(r, 8) {
			for s := range bitboard.Squares(b.Legal()) {
				cases = append(cases, Case{b.Mover, b.Opponent, int(s)})
			}
		}
	}
	return cases
}

// RandomGame returns the positions of one game of random play on the
// size×size board (4, 6 or 8), from the start to the end, passes
// included.
func RandomGame(r *rand.Rand, size int) []bitboard.Bitboard {
	b, err := bitboard.Start(size)
	if err != nil {
		panic(err)
	}
	var game []bitboard.Bitboard
	for {
		game = append(game, b)
		m := b.Legal()
		if m == 0 {
			if b.GameOver() {
				return game
			}
			b = b.Pass()
			continue
		}
		for range r.IntN(bits.OnesCount64(m)) {
			m &= m - 1
		}
		b, _ = b.Play(bitboard.Square(bits.TrailingZeros64(m)))
	}
}

// RandomDiscs returns a random 8×8 position whose squares hold a mover
// disc, an opponent disc or nothing with random odds drawn per position,
// so that a set of them covers sparse, crowded and lopsided boards.
func RandomDiscs(r *rand.Rand) (p, o uint64) {
	pp, po := r.Uint64()%100, r.Uint64()%100
	for s := range 64 {
		x := r.Uint64() % 100
		switch {
		case x < pp:
			p |= 1 << s
		case x < pp+po:
			o |= 1 << s
		}
	}
	return p, o
}

// An ArchiveFile is one file of the WTHOR archive, parsed.
type ArchiveFile struct {
	Name   string       // the base name of the file
	Header wthor.Header // its header
	Games  []wthor.Game // its records
}

var (
	archiveOnce  sync.Once
	archiveFiles []ArchiveFile
	archiveErr   error
)

// WTHOR returns the files of the shared WTHOR archive, read and parsed
// once per test binary, and skips tb when the archive is absent. A file
// that does not parse fails tb.
func WTHOR(tb testing.TB) []ArchiveFile {
	tb.Helper()
	dir := sharedtest.Path(tb, "othello", "wthor")
	archiveOnce.Do(func() { archiveFiles, archiveErr = readArchive(dir) })
	if archiveErr != nil {
		tb.Fatal(archiveErr)
	}
	if len(archiveFiles) == 0 {
		tb.Skipf("no WTH_*.wtb files in %s", dir)
	}
	return archiveFiles
}

// WTHORGames returns every game of the shared WTHOR archive, as WTHOR
// does.
func WTHORGames(tb testing.TB) []wthor.Game {
	tb.Helper()
	var games []wthor.Game
	for _, f := range WTHOR(tb) {
		games = append(games, f.Games...)
	}
	return games
}

func readArchive(dir string) ([]ArchiveFile, error) {
	names, err := filepath.Glob(filepath.Join(dir, "WTH_*.wtb"))
	if err != nil {
		return nil, err
	}
	var files []ArchiveFile
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		r, err := wthor.NewReader(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		f := ArchiveFile{Name: filepath.Base(name), Header: r.Header()}
		for g, err := range r.Games() {
			if err != nil {
				return nil, fmt.Errorf("%s: %w", name, err)
			}
			f.Games = append(f.Games, g)
		}
		files = append(files, f)
	}
	return files, nil
}

// Replay returns the positions of a WTHOR game on the bitboard, passes
// inferred (a position that must pass is followed by the pass), and an
// error naming the first illegal move.
func Replay(g wthor.Game) ([]bitboard.Bitboard, error) {
	b, _ := bitboard.Start(8)
	out := []bitboard.Bitboard{b}
	for i, pt := range g.Moves {
		if b.Legal() == 0 && !b.GameOver() {
			b = b.Pass()
		}
		s, ok := bitboard.SquareAt(pt.Row, pt.Col)
		if !ok {
			return out, fmt.Errorf("move %d %v is off the board", i+1, pt)
		}
		next, ok := b.Play(s)
		if !ok {
			return out, fmt.Errorf("move %d %v is illegal", i+1, s)
		}
		b = next
		out = append(out, b)
	}
	return out, nil
}

// PerftTable returns the shared 8×8 perft table, leaves by depth, read
// once, and skips tb when it is absent.
func PerftTable(tb testing.TB) map[int]uint64 {
	tb.Helper()
	path := sharedtest.Path(tb, "othello", "perft.txt")
	perftOnce.Do(func() { perftLeaves, perftErr = readPerftTable(path) })
	if perftErr != nil {
		tb.Fatal(perftErr)
	}
	return perftLeaves
}

var (
	perftOnce   sync.Once
	perftLeaves map[int]uint64
	perftErr    error
)

func readPerftTable(path string) (map[int]uint64, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	table := map[int]uint64{}
	for line := range strings.Lines(string(data)) {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Fields(line)
		if len(fields) != 2 {
			return nil, fmt.Errorf("perft.txt: bad line %q", line)
		}
		d, err1 := strconv.Atoi(fields[0])
		n, err2 := strconv.ParseUint(fields[1], 10, 64)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("perft.txt: bad line %q", line)
		}
		table[d] = n
	}
	if len(table) < 11 {
		return nil, fmt.Errorf("perft.txt: %d depths, want at least 11", len(table))
	}
	return table, nil
}
