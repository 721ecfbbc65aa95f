package threat

import (
	"math/rand/v2"
	"testing"
)

// TestTree fills a vctTree past several chunks of nodes and children
// and past a slab of chunks, in lists of every length up to the largest
// board's points, and checks that every node keeps its numbers and its
// own children, and that pointers taken early still point at the same
// nodes; then again after a release, which keeps the first slab.
func TestTree(t *testing.T) {
	var tr vctTree
	for round := range 2 {
		fillTree(t, &tr, uint64(round))
		tr.release()
	}
}

// fillTree is a round of TestTree on tr, empty.
func fillTree(t *testing.T, tr *vctTree, seed uint64) {
	rng := rand.New(rand.NewPCG(1, seed))
	const nodes = (slabChunks+1)<<chunkBits + 123
	first := map[uint32]*vctNode{}
	want := make([][]childRef, nodes)
	for i := range nodes {
		key := uint64(i)*0x9e3779b97f4a7c15 + 7
		if _, ok := tr.get(key); ok {
			t.Fatalf("node %d: key seen before it was added", i)
		}
		j := tr.add(key)
		if j != uint32(i) {
			t.Fatalf("add %d returned %d", i, j)
		}
		n := tr.node(j)
		if n.pn != 1 || n.dn != 1 || n.flags != 0 || n.n != 0 {
			t.Fatalf("node %d: new node %+v", i, *n)
		}
		n.pn, n.dn = uint64(i), uint64(2*i+1)
		k := rng.IntN(13)
		if i%64 == 0 {
			k = rng.IntN(677) // every length a board allows
		}
		kids := make([]childRef, k)
		for c := range kids {
			kids[c] = childRef(rng.IntN(1 << 16))
		}
		tr.setKids(n, kids)
		want[i] = kids
		if i%1000 == 0 {
			first[j] = n
		}
	}
	if tr.len() != nodes {
		t.Fatalf("len %d, want %d", tr.len(), nodes)
	}
	for i := range nodes {
		j, ok := tr.get(uint64(i)*0x9e3779b97f4a7c15 + 7)
		if !ok || j != uint32(i) {
			t.Fatalf("get %d: %d %v", i, j, ok)
		}
		n := tr.node(j)
		if n.pn != uint64(i) || n.dn != uint64(2*i+1) {
			t.Fatalf("node %d: numbers %d %d", i, n.pn, n.dn)
		}
		kids := tr.children(n)
		if len(kids) != len(want[i]) {
			t.Fatalf("node %d: %d children, want %d", i, len(kids), len(want[i]))
		}
		for c, k := range kids {
			if k.ref != want[i][c] || k.node != 0 {
				t.Fatalf("node %d child %d: %+v, want ref %d", i, c, k, want[i][c])
			}
		}
	}
	for j, p := range first {
		if p != tr.node(j) {
			t.Fatalf("node %d moved", j)
		}
	}
}
