// Package othellotest holds what the tests and benchmarks of the othello
// packages share: the flag of their deep tier, the shared WTHOR archive
// and perft table, each read once per test binary. The random games and
// positions they share are in internal/othelloplay, which the command
// "board bench" uses too.
package othellotest

import (
	"bytes"
	"flag"
	"fmt"
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

// deep is the flag of the deep tier of the othello packages' tests.
var deep = flag.Bool("othello.deep", false, "run the deep tier of the othello tests: the whole WTHOR archive, perft 8 on the generic board and 10 to 12 on the bitboard, a million random flips (.ci/run sets it)")

// Deep reports whether the tests run their deep tier (-othello.deep).
func Deep() bool { return *deep }

// An ArchiveFile is one file of the WTHOR archive, parsed.
type ArchiveFile struct {
	Name   string       // the base name of the file
	Header wthor.Header // its header
	Games  []wthor.Game // its records
}

// An archive is the shared WTHOR archive, read once per test binary: all
// of it, or the sample of the default tests.
type archive struct {
	once  sync.Once
	files []ArchiveFile
	err   error
}

var whole, sample archive

// SampleGames is the number of games of each file in [WTHORSample].
const SampleGames = 300

// WTHOR returns the files of the shared WTHOR archive, read and parsed
// once per test binary (about 0.6 s for its 112,346 games), and skips tb
// when the archive is absent. A file that does not parse fails tb. The
// deep tiers read it; the default tests read [WTHORSample].
func WTHOR(tb testing.TB) []ArchiveFile {
	return whole.read(tb, 0)
}

// WTHORSample returns the first SampleGames games of each file of the
// shared WTHOR archive, games of every year from 1977 to 2013 (about
// 11,000 of them), read once per test binary: the archive of the default
// tests.
func WTHORSample(tb testing.TB) []wthor.Game {
	return games(sample.read(tb, SampleGames))
}

// read reads the archive once, limit games a file if limit > 0.
func (a *archive) read(tb testing.TB, limit int) []ArchiveFile {
	tb.Helper()
	dir := sharedtest.Path(tb, "othello", "wthor")
	a.once.Do(func() { a.files, a.err = readArchive(dir, limit) })
	if a.err != nil {
		tb.Fatal(a.err)
	}
	if len(a.files) == 0 {
		tb.Skipf("no WTH_*.wtb files in %s", dir)
	}
	return a.files
}

// WTHORGames returns every game of the shared WTHOR archive, as WTHOR
// does.
func WTHORGames(tb testing.TB) []wthor.Game {
	tb.Helper()
	return games(WTHOR(tb))
}

// games returns the games of files, in order.
func games(files []ArchiveFile) []wthor.Game {
	var games []wthor.Game
	for _, f := range files {
		games = append(games, f.Games...)
	}
	return games
}

func readArchive(dir string, limit int) ([]ArchiveFile, error) {
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
			if limit > 0 && len(f.Games) == limit {
				break
			}
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

// PerftStart returns the 8×8 start and the internal nodes of its perft to
// depth (the leaves of the depths below it: a move generation and a flip
// each), the count that the perft benchmarks rate in Mnode/s.
func PerftStart(depth int) (start bitboard.Bitboard, internal uint64) {
	start, _ = bitboard.Start(8)
	for d := range depth {
		internal += bitboard.Perft(start, d)
	}
	return start, internal
}
