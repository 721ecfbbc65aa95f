package record_test

import (
	"errors"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku/record"
)

// FuzzParsePSQ checks that ParsePSQ never panics, and that what it reads
// FormatPSQ writes and ParsePSQ reads back the same.
func FuzzParsePSQ(f *testing.F) {
	fuzzRoundTrip(f, record.PSQ, readPSQ,
		gomocupPSQ,
		"Piskvorky 20x20, 11:11, 1\r\n10,10,0\r\n11,11\r\nhomo-1\r\nhomo-2\r\n0\r\n",
		"Piskvorky 15x15, 0:0, 0\n8,8,0\nx\n8,8\n-1\n1,2,3\n",
	)
}

// readPSQ is ParsePSQ as a reader of records.
func readPSQ(s string) ([]*record.Record, error) {
	r, err := record.ParsePSQ(s)
	return []*record.Record{r}, err
}

// FuzzParseSGF checks that ParseSGFCollection never panics, and that
// every game it reads FormatSGF writes and ParseSGF reads back the same.
func FuzzParseSGF(f *testing.F) {
	fuzzRoundTrip(f, record.SGF, record.ParseSGFCollection,
		"(;FF[4]GM[4]SZ[15]RU[RIF]PB[a\\]b]RE[W+R]C[x\\\ny];B[hh];W[hg](;B[ig]C[c];W[gi])(;B[ii]))",
		"(;GM[4]SZ[19]RE[0]B[jj]W[ki])(;GM[4];B[hh])",
		"(;GM[4]SZ[15]GN[g]DT[d]XX[1][2];B[aa];W[oo])",
		"(;GM[4]SZ[15];B[hh]C[a]C[b];W[ii]GN[x]GN[y])",                                   // repeated with another value in a move node
		"(;GM[4]SZ[15]SZ[15]LB[aa:A]LB[bb:B];B[hh]LB[ii:1]LB[jj:2]TR[aa]TR[bb]C[x]C[x])", // merged, as GoWrite writes
	)
}

// fuzzRoundTrip fuzzes read, a reader of text in format ft, from the
// seeds: every record that it reads must write in ft and read back the
// same, and replay without a panic; every error must be a
// *board.ParseError.
func fuzzRoundTrip(f *testing.F, ft record.Format, read func(string) ([]*record.Record, error), seeds ...string) {
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		rs, err := read(s)
		if err != nil {
			if _, ok := errors.AsType[*board.ParseError](err); !ok {
				t.Fatalf("error %v: not a *board.ParseError", err)
			}
			return
		}
		for _, r := range rs {
			roundTrip(t, r, ft)
			_, _ = r.Replay()
		}
	})
}
