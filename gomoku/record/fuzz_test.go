package record_test

import (
	"testing"

	"github.com/seed131617c4/board/gomoku/record"
)

// FuzzParsePSQ checks that ParsePSQ never panics, and that what it reads
// FormatPSQ writes and ParsePSQ reads back the same.
func FuzzParsePSQ(f *testing.F) {
	f.Add(gomocupPSQ)
	f.Add("Piskvorky 20x20, 11:11, 1\r\n10,10,0\r\n11,11\r\nhomo-1\r\nhomo-2\r\n0\r\n")
	f.Add("Piskvorky 15x15, 0:0, 0\n8,8,0\nx\n8,8\n-1\n1,2,3\n")
	f.Fuzz(func(t *testing.T, s string) {
		r, err := record.ParsePSQ(s)
		if err != nil {
			return
		}
		roundTrip(t, r, record.PSQ)
		_, _ = r.Replay()
	})
}

// FuzzParseSGF checks that ParseSGFCollection never panics, and that
// every game it reads FormatSGF writes and ParseSGF reads back the same.
func FuzzParseSGF(f *testing.F) {
	f.Add("(;FF[4]GM[4]SZ[15]RU[RIF]PB[a\\]b]RE[W+R]C[x\\\ny];B[hh];W[hg](;B[ig]C[c];W[gi])(;B[ii]))")
	f.Add("(;GM[4]SZ[19]RE[0]B[jj]W[ki])(;GM[4];B[hh])")
	f.Add("(;GM[4]SZ[15]GN[g]DT[d]XX[1][2];B[aa];W[oo])")
	f.Fuzz(func(t *testing.T, s string) {
		rs, err := record.ParseSGFCollection(s)
		if err != nil {
			return
		}
		for _, r := range rs {
			roundTrip(t, r, record.SGF)
			_, _ = r.Replay()
		}
	})
}
