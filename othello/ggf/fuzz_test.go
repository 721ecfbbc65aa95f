package ggf_test

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/seed131617c4/board/othello/ggf"
)

// FuzzParse feeds arbitrary text to the Reader: it must not panic, and a
// game it reads must write and read back equal, write the same text
// again, and replay without panicking.
func FuzzParse(f *testing.F) {
	for _, s := range []string{ggsDraw, ggsKomi, ggsRandom, nboardPasses, ggsMatch,
		"(;;)", "(;TY[4]BO[4 ---- -O*- -*O- ---- *]B[b1]W[c1/-2]B[d3//1.5];)",
		"(;PB[a\\]b]CO[x\\\\]XX[];)", "(;RE[-4:r]TY[s10kr20aw];)", "(;TY[s8r5]B[f5];)", "1 (;BO[4 ---- -O*- -*O- ---- O]W[PA];)"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		r := ggf.NewReader(strings.NewReader(in))
		for range 4 {
			g, err := r.Next()
			if err != nil {
				return
			}
			text, err := ggf.Format(g)
			if err != nil {
				t.Fatalf("Format of a game read: %v", err)
			}
			back, err := ggf.Parse(text)
			if err != nil {
				t.Fatalf("Parse(Format(g)): %v\n%s", err, text)
			}
			if diff := cmp.Diff(g, back, positions); diff != "" {
				t.Fatalf("read(write(g)) differs (-g +read):\n%s\n%s", diff, text)
			}
			if again, _ := ggf.Format(back); again != text {
				t.Fatalf("Format not stable:\n%s\n%s", text, again)
			}
			g.Replay()
		}
	})
}
