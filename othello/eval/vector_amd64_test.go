//go:build amd64 && !purego

package eval

import (
	"slices"
	"testing"
	"unsafe"
)

// TestVectorPlanLayout checks the offsets of the fields of vectorPlan
// that the assembly reads.
func TestVectorPlanLayout(t *testing.T) {
	var v vectorPlan
	for _, f := range []struct {
		name      string
		got, want uintptr
	}{
		{"perm", unsafe.Offsetof(v.perm), 0},
		{"ctrl", unsafe.Offsetof(v.ctrl), 512},
		{"mul", unsafe.Offsetof(v.mul), 1024},
		{"off", unsafe.Offsetof(v.off), 1536},
		{"ones", unsafe.Offsetof(v.ones), 1728},
		{"twos", unsafe.Offsetof(v.twos), 1792},
		{"w19", unsafe.Offsetof(v.w19), 1856},
		{"d181", unsafe.Offsetof(v.d181), 1920},
		{"d6561", unsafe.Offsetof(v.d6561), 1984},
		{"w10", unsafe.Offsetof(v.w10), 2048},
		{"bits", unsafe.Offsetof(v.bits), 2112},
		{"bswap", unsafe.Offsetof(v.bswap), 2176},
	} {
		if f.got != f.want {
			t.Errorf("vectorPlan.%s at offset %d, the assembly reads it at %d", f.name, f.got, f.want)
		}
	}
}

// TestVectorGroups checks that the first chunks of groups are the places,
// each once, and that the second chunks are those of the patterns of more
// than 8 squares, in the lanes of their first chunks one group before.
func TestVectorGroups(t *testing.T) {
	var firsts []place
	for g, lanes := range groups {
		for l, c := range lanes {
			switch {
			case c.pattern < 0:
				if g != 7 || l < 6 {
					t.Errorf("group %d lane %d unused: the assembly masks only lanes 6 and 7 of group 7", g, l)
				}
			case c.part == 0:
				if g == 1 || g == 3 {
					t.Errorf("group %d lane %d: a first chunk in a group of second chunks", g, l)
				}
				firsts = append(firsts, place{uint8(c.pattern), uint8(c.sym)})
				long := len(patterns[c.pattern].squares) > 8
				if long != (g == 0 || g == 2) || long && groups[g+1][l] != (chunk{c.pattern, c.sym, 1}) {
					t.Errorf("group %d lane %d: %s without its second chunk in the next group", g, l, patterns[c.pattern].name)
				}
			case g != 1 && g != 3:
				t.Errorf("group %d lane %d: a second chunk outside groups 1 and 3", g, l)
			}
		}
	}
	cmp := func(a, b place) int { return int(a.pattern)*8 + int(a.sym) - int(b.pattern)*8 - int(b.sym) }
	want := slices.SortedFunc(slices.Values(places[:]), cmp)
	slices.SortFunc(firsts, cmp)
	if !slices.Equal(firsts, want) {
		t.Errorf("the groups read the places %v, want %v", firsts, want)
	}
}
