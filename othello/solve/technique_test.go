package solve

import (
	"bufio"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/seed131617c4/board/internal/sharedtest"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/obf"
)

// techniques are the switches that BenchmarkTechniques turns off one at
// a time: each function turns its technique off and returns the function
// that turns it on again.
var techniques = []struct {
	name string
	off  func() (on func())
}{
	{"stability", func() func() { useStability = false; return func() { useStability = true } }},
	{"etc", func() func() { etcFrom = 99; return func() { etcFrom = etcEmpties } }},
	{"parity", func() func() { useParity = false; return func() { useParity = true } }},
	{"shallow-sort", func() func() { useSort = false; return func() { useSort = true } }},
	{"pattern", func() func() { usePattern = false; return func() { usePattern = true } }},
	{"tt-move", func() func() { useTTMove = false; return func() { useTTMove = true } }},
	{"bisection", func() func() { useBisection = false; return func() { useBisection = true } }},
	{"last-flip", func() func() { useLastFlip = false; return func() { useLastFlip = true } }},
}

// ffo40 reads FFO #40-#44 from the shared OBF file.
func ffo40(tb testing.TB) []obf.Line {
	f, err := os.Open(sharedtest.Path(tb, "othello", "fforum-40-59.obf"))
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	var all []obf.Line
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(all) < 5 {
		if line := strings.TrimSpace(sc.Text()); line != "" && line[0] != '%' {
			o, err := obf.Parse(line)
			if err != nil {
				tb.Fatal(err)
			}
			all = append(all, o)
		}
	}
	return all
}

// BenchmarkTechniques solves FFO #40-#44 on one goroutine with every
// technique (technique=all) and with each one turned off in turn
// (technique=NAME/state=off), to measure what it saves: run it with
// -benchtime 1x and compare the nodes/op, the time and the ns/node.
func BenchmarkTechniques(b *testing.B) {
	all := ffo40(b)
	run := func(b *testing.B) {
		for i, o := range all {
			if testing.Short() && i > 0 {
				break // -short (as .ci/run runs every benchmark): #40 only
			}
			want := -infinity
			for _, ms := range o.Scores {
				want = max(want, ms.Value)
			}
			pos, err := bitboard.FromPosition(o.Position)
			if err != nil {
				b.Fatal(err)
			}
			b.Run(fmt.Sprintf("pos=%d", 40+i), func(b *testing.B) {
				var nodes int64
				for b.Loop() {
					r, err := Solve(context.Background(), pos, Options{Threads: 1, TableBits: 22})
					if err != nil || r.Score != want {
						b.Fatalf("FFO #%d: %+v, %v", 40+i, r, err)
					}
					nodes += r.Nodes
				}
				b.ReportMetric(float64(nodes)/float64(b.N), "nodes/op")
				b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
				b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(nodes), "ns/node")
			})
		}
	}
	b.Run("technique=all", run)
	for _, c := range techniques {
		b.Run("technique="+c.name+"/state=off", func(b *testing.B) {
			defer c.off()()
			run(b)
		})
	}
}
