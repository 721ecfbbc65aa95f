package eval

import (
	"flag"
	"fmt"
	"math"
	"math/bits"
	"strconv"
	"strings"
	"testing"

	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/eval/internal/dataset"
)

// The model exploration: candidate models fitted to the data sets that
// internal/label makes and measured on held-out exact scores, to choose the
// package's model by held-out error (docs/eval.md, "Choosing the model").
// It runs only when given the data sets:
//
//	go test ./othello/eval -run TestModels -v -timeout 0 \
//	    -eval.train $D/exact-12-17.bin,... -eval.heldout $D/heldout-12-16.bin \
//	    -eval.models 'shipped shipped+discs,parity,pmob egaroucid+discs;lambda=64'
var (
	modelTrain   = flag.String("eval.train", "", "TestModels: data sets to fit candidate models to, separated by commas")
	modelHeldout = flag.String("eval.heldout", "", "TestModels: data sets of held-out exact scores to measure them on")
	modelSpecs   = flag.String("eval.models", "shipped", "TestModels: the models, separated by spaces: a pattern set (shipped, egaroucid, or names joined by commas), then +extras joined by commas, then ;key=value settings (width, share, lambda, iter, frac, lo, hi)")
)

// candidatePatterns are patterns of 10 squares that the package does not
// read, after those of Egaroucid 7.7's published model (one table each,
// read at the 4 places its symmetries give), named here by their shape.
var candidatePatterns = map[string][]string{
	"row2+corners":   {"A1", "A2", "B2", "C2", "D2", "E2", "F2", "G2", "H2", "H1"},
	"row3+X":         {"B2", "A3", "B3", "C3", "D3", "E3", "F3", "G3", "H3", "G2"},
	"row4+2":         {"D3", "A4", "B4", "C4", "D4", "E4", "F4", "G4", "H4", "E3"},
	"diag5+5":        {"B2", "C1", "D1", "E2", "F3", "G4", "H5", "H6", "G7", "G2"},
	"diag6+4":        {"B1", "C1", "D2", "E3", "F2", "G3", "F4", "G5", "H6", "H7"},
	"diag7+3":        {"A1", "B1", "C2", "D3", "E4", "F5", "G6", "H7", "H8", "D5"},
	"diag8+2C":       {"A1", "B2", "C3", "D4", "E5", "F6", "G7", "H8", "A2", "B1"},
	"corner3x3+D4":   {"A1", "B1", "C1", "A2", "B2", "C2", "A3", "B3", "C3", "D4"},
	"edge+2X":        {"B2", "A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "G2"},
	"triangle":       {"A1", "B1", "C1", "D1", "A2", "B2", "C2", "A3", "B3", "A4"},
	"corner+block":   {"A1", "C1", "D1", "E1", "F1", "H1", "C2", "D2", "E2", "F2"},
	"cross":          {"A1", "B2", "C3", "D4", "B1", "C2", "D3", "A2", "B3", "C4"},
	"edge+Y":         {"C2", "A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1", "F2"},
	"narrowtriangle": {"A1", "B1", "C1", "D1", "E1", "A2", "B2", "A3", "A4", "A5"},
	"fish":           {"A1", "B1", "A2", "B2", "C2", "D2", "B3", "C3", "B4", "D4"},
	"anvil":          {"F3", "E3", "E2", "E1", "F1", "C1", "D1", "D2", "D3", "C3"},
}

// egaroucidSet is the order of the candidate patterns that make up the
// set "egaroucid".
var egaroucidSet = []string{"row2+corners", "row3+X", "row4+2", "diag5+5", "diag6+4", "diag7+3", "diag8+2C", "corner3x3+D4", "edge+2X", "triangle", "corner+block", "cross", "edge+Y", "narrowtriangle", "fish", "anvil"}

// extraSizes are the weights of each extra feature a model may add.
var extraSizes = map[string]int{
	"mob":    2 * nMobility, // both sides' mobility, as the package reads it
	"emp":    64,            // the number of empty squares
	"discs":  65,            // the number of the mover's discs
	"parity": 10,            // the quadrants with an odd number of empty squares, and the parity of all
	"pmob":   80,            // both sides' potential mobility: empty squares next to the other side's discs
}

// A candidate is a model to fit and measure: patterns read at places,
// extra features, and how its phases split the empty squares.
type candidate struct {
	name   string
	places []place // places into pats
	pats   []pattern
	offs   []int // the offset of each pattern's table
	extras []string
	xoffs  []int
	size   int // weights a phase
	width  int // features a position adds up
	// the settings
	phaseWidth, share, iter, frac, lo, hi int
	lambda                                float64
}

// square returns the bit number of a square named like "C4".
func square(s string) int { return int(s[1]-'1')*8 + int(s[0]-'A') }

// placesOf returns the symmetries that carry the squares sq to distinct
// sets of squares: one place for each.
func placesOf(sq []int) []int {
	seen := map[uint64]bool{}
	var syms []int
	for s := range 8 {
		var at uint64 // the squares of the board the place reads
		for _, q := range sq {
			for b := range 64 {
				if symmetric(1 << b)[s]>>q&1 != 0 {
					at |= 1 << b
				}
			}
		}
		if !seen[at] {
			seen[at] = true
			syms = append(syms, s)
		}
	}
	return syms
}

// parseCandidate returns the model of a spec of -eval.models.
func parseCandidate(tb testing.TB, spec string) *candidate {
	c := &candidate{name: spec, phaseWidth: stageWidth, iter: 30, frac: 1, lo: 12, hi: 15, lambda: 16}
	spec, settings, _ := strings.Cut(spec, ";")
	set, extras, _ := strings.Cut(spec, "+")
	var names []string
	switch set {
	case "shipped":
		c.pats = patterns[:]
		for _, pl := range places {
			c.places = append(c.places, pl)
		}
		if extras == "" {
			extras = "mob,emp"
		} else {
			extras = "mob,emp," + extras
		}
	case "egaroucid":
		names = egaroucidSet
	default:
		names = strings.Split(set, ",")
	}
	for _, n := range names {
		sq, ok := candidatePatterns[n]
		if !ok {
			tb.Fatalf("-eval.models: no pattern %q", n)
		}
		p := pattern{name: n}
		for _, s := range sq {
			p.squares = append(p.squares, square(s))
		}
		p.syms = placesOf(p.squares)
		for _, s := range p.syms {
			c.places = append(c.places, place{uint8(len(c.pats)), uint8(s)})
		}
		c.pats = append(c.pats, p)
	}
	for _, p := range c.pats {
		c.offs = append(c.offs, c.size)
		c.size += pow3[len(p.squares)]
	}
	c.width = len(c.places)
	if extras != "" {
		for x := range strings.SplitSeq(extras, ",") {
			n, ok := extraSizes[x]
			if !ok {
				tb.Fatalf("-eval.models: no extra feature %q", x)
			}
			c.extras, c.xoffs = append(c.extras, x), append(c.xoffs, c.size)
			c.size += n
			c.width++
			if x == "mob" || x == "pmob" {
				c.width++
			}
		}
	}
	c.settle(tb, settings)
	return c
}

// settle applies to c the settings of a spec of -eval.models: key=value
// pairs separated by semicolons.
func (c *candidate) settle(tb testing.TB, settings string) {
	for kv := range strings.SplitSeq(settings, ";") {
		if kv == "" {
			continue
		}
		k, v, _ := strings.Cut(kv, "=")
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			tb.Fatalf("-eval.models: %q: %v", kv, err)
		}
		switch k {
		case "width":
			c.phaseWidth = int(x)
		case "share":
			c.share = int(x)
		case "iter":
			c.iter = int(x)
		case "frac":
			c.frac = int(x)
		case "lo":
			c.lo = int(x)
		case "hi":
			c.hi = int(x)
		case "lambda":
			c.lambda = x
		default:
			tb.Fatalf("-eval.models: no setting %q", k)
		}
	}
}

// features writes to f the weights the position p, o adds up.
func (c *candidate) features(f []int32, p, o uint64) {
	ps, os := symmetric(p), symmetric(o)
	for i, pl := range c.places {
		x, y := ps[pl.sym], os[pl.sym]
		idx := 0
		for d, sq := range c.pats[pl.pattern].squares {
			idx += pow3[d] * int(x>>sq&1+2*(y>>sq&1))
		}
		f[i] = int32(c.offs[pl.pattern] + idx)
	}
	k := len(c.places)
	b := bitboard.Bitboard{Mover: p, Opponent: o}
	for i, x := range c.extras {
		off := c.xoffs[i]
		switch x {
		case "mob":
			f[k] = int32(off + min(bits.OnesCount64(b.Legal()), mobilityCap))
			k++
			f[k] = int32(off + nMobility + min(bits.OnesCount64(b.Pass().Legal()), mobilityCap))
		case "pmob":
			f[k] = int32(off + min(potentialMobility(p, o), 39))
			k++
			f[k] = int32(off + 40 + min(potentialMobility(o, p), 39))
		case "emp":
			f[k] = int32(off + bits.OnesCount64(b.Empties()))
		case "discs":
			f[k] = int32(off + bits.OnesCount64(p))
		case "parity":
			e, odd := b.Empties(), 0
			for _, q := range []uint64{0x0f0f0f0f, 0xf0f0f0f0, 0x0f0f0f0f00000000, 0xf0f0f0f000000000} {
				odd += bits.OnesCount64(e&q) & 1
			}
			f[k] = int32(off + 2*odd + bits.OnesCount64(e)&1)
		}
		k++
	}
}

// potentialMobility returns the number of empty squares next to a disc
// of o.
func potentialMobility(p, o uint64) int {
	const notA, notH = 0xfefefefefefefefe, 0x7f7f7f7f7f7f7f7f
	x := o<<8 | o>>8 | (o&notH)<<1 | (o&notA)>>1 | (o&notH)<<9 | (o&notA)<<7 | (o&notH)>>7 | (o&notA)>>9
	return bits.OnesCount64(x &^ (p | o))
}

// fit returns the weights of each phase of c, fitted to the records of
// train with lo to hi empty squares.
func (c *candidate) fit(train []dataset.Record) [][]float64 {
	n := (c.hi-c.lo)/c.phaseWidth + 1
	w := make([][]float64, n)
	f := make([]int32, c.width)
	for ph := range n {
		lo, hi := c.lo+ph*c.phaseWidth, min(c.lo+(ph+1)*c.phaseWidth-1, c.hi)
		p := &problem{width: c.width, size: c.size, workers: 2}
		for i, r := range train {
			e := bits.OnesCount64(^(r.Player | r.Opponent))
			if i%c.frac != 0 || e < lo-c.share || e > hi+c.share {
				continue
			}
			c.features(f, r.Player, r.Opponent)
			p.f = append(p.f, f...)
			p.y = append(p.y, float64(r.Score))
		}
		w[ph] = p.solve(c.lambda, c.iter)
	}
	return w
}

// errors returns the mean absolute error of the weights w of c on the
// records of set by number of empty squares, at most most a number (0: all).
func (c *candidate) errors(w [][]float64, set []dataset.Record, most int) (mae [61]float64, n [61]int) {
	f := make([]int32, c.width)
	for _, r := range set {
		e := bits.OnesCount64(^(r.Player | r.Opponent))
		if e < c.lo || e > c.hi || most > 0 && n[e] >= most {
			continue
		}
		c.features(f, r.Player, r.Opponent)
		v := 0.0
		for _, j := range f {
			v += w[(e-c.lo)/c.phaseWidth][j]
		}
		mae[e] += math.Abs(math.Round(v*100)/100 - float64(r.Score))
		n[e]++
	}
	for e := range mae {
		mae[e] /= float64(max(n[e], 1))
	}
	return mae, n
}

func readSets(tb testing.TB, names string) []dataset.Record {
	var out []dataset.Record
	for name := range strings.SplitSeq(names, ",") {
		recs, err := dataset.Read(name)
		if err != nil {
			tb.Fatal(err)
		}
		out = append(out, recs...)
	}
	return out
}

// TestModels fits the models of -eval.models to -eval.train and prints
// their errors on it (20,000 positions a number of empty squares) and on
// -eval.heldout, by number of empty squares.
func TestModels(t *testing.T) {
	if *modelTrain == "" || *modelHeldout == "" {
		t.Skip("-eval.train and -eval.heldout name the data sets of the model exploration")
	}
	train, held := readSets(t, *modelTrain), readSets(t, *modelHeldout)
	for spec := range strings.FieldsSeq(*modelSpecs) {
		c := parseCandidate(t, spec)
		w := c.fit(train)
		tr, _ := c.errors(w, train, 20000)
		he, n := c.errors(w, held, 0)
		var sb strings.Builder
		fmt.Fprintf(&sb, "%s: %d weights a phase, %d features\nempties ", spec, c.size, c.width)
		for e := c.lo; e <= c.hi; e++ {
			fmt.Fprintf(&sb, "%7d", e)
		}
		sb.WriteString("\ntrain   ")
		for e := c.lo; e <= c.hi; e++ {
			fmt.Fprintf(&sb, "%7.2f", tr[e])
		}
		sb.WriteString("\nheldout ")
		all, count := 0.0, 0
		for e := c.lo; e <= c.hi; e++ {
			fmt.Fprintf(&sb, "%7.2f", he[e])
			all += he[e] * float64(n[e])
			count += n[e]
		}
		fmt.Fprintf(&sb, "   all %.3f on %d", all/float64(max(count, 1)), count)
		t.Log(sb.String())
	}
}

// TestCandidates holds the model exploration's reading of the shipped
// patterns to the package's, and its places of the candidate patterns to
// the 4 that a pattern with one axis of symmetry has.
func TestCandidates(t *testing.T) {
	c := parseCandidate(t, "shipped")
	if c.width != nFeatures || len(c.places) != nInstances {
		t.Fatalf("shipped: %d features and %d places, want %d and %d", c.width, len(c.places), nFeatures, nInstances)
	}
	got, want := make([]int32, c.width), new([nFeatures]int32)
	b, _ := bitboard.Start(8)
	for i := range 40 {
		moves := b.Legal()
		if moves == 0 {
			break
		}
		c.features(got, b.Mover, b.Opponent)
		features(want, b.Mover, b.Opponent)
		for k := range nInstances {
			if got[k] != want[k] {
				t.Fatalf("move %d: place %d reads %d, the package %d", i, k, got[k], want[k])
			}
		}
		for range i % 3 {
			if moves&(moves-1) != 0 {
				moves &= moves - 1
			}
		}
		b, _ = b.Play(bitboard.Square(bits.TrailingZeros64(moves)))
	}
	e := parseCandidate(t, "egaroucid+discs;lambda=64")
	if len(e.places) != 64 || e.width != 65 || e.size != 16*59049+65 || e.lambda != 64 {
		t.Errorf("egaroucid+discs: %d places, %d features, %d weights, λ %g; want 64, 65, %d, 64", len(e.places), e.width, e.size, e.lambda, 16*59049+65)
	}
}
