package threat

// vctTree holds the nodes of a VCT search and their children, without a
// Go pointer in its bulk: a long search keeps tens of millions of nodes
// (24 bytes each and 8 a child), and a heap of pointers would make every
// garbage collection walk them. Nodes and children live in chunks that
// never move, so a *vctNode stays valid while the tree grows. The zero
// vctTree is empty and ready to use.
type vctTree struct {
	index []indexSlot  // a node's key → its number, open addressing
	n     uint32       // nodes
	nodes [][]vctNode  // by number: chunk number>>chunkBits
	kids  [][]vctChild // the children, by offset, likewise
	nKids uint32       // offsets in use

	spareNodes []vctNode  // the rest of the last slab of node chunks
	spareKids  []vctChild // likewise for children
}

// An indexSlot maps a key to a node number plus one; 0 marks an empty
// slot. The index is a power of two of slots, at most 3/4 full, probed
// one slot after another from the key's home: one cache line read for
// most keys (the Go map it replaces took 12% of vct_small_but_long's
// time), and a small index empties with one clear (see reset).
type indexSlot struct {
	key uint64
	num uint32
}

// minIndexSlots is the size of the index at the first node.
const minIndexSlots = 1 << 10

// chunkBits sets the size of a chunk: 1<<chunkBits nodes or children.
// Past the first maxPooledChunks, chunks are cut from slabs of
// slabChunks chunks (6 MB of nodes, 2 MB of children), large enough for
// huge pages (see adviseHuge); the first ones, which a pooled solver
// keeps, are made one by one, so that a small search allocates no more.
const (
	chunkBits  = 16
	slabChunks = 4
)

// newChunk returns chunk number i of 1<<chunkBits elements, cut from
// *spare past the first maxPooledChunks, which it fills with a new slab
// when it is empty.
func newChunk[T any](i int, spare *[]T) []T {
	const size = 1 << chunkBits
	if i < maxPooledChunks {
		return make([]T, size)
	}
	if len(*spare) < size {
		*spare = make([]T, slabChunks*size)
		adviseHuge(*spare)
	}
	c := (*spare)[:size:size]
	*spare = (*spare)[size:]
	return c
}

// A vctNode is a position of the AND/OR tree at a given depth.
type vctNode struct {
	pn, dn uint64
	kids   uint32 // the offset of the first child in the tree
	n      uint16 // the number of children
	flags  uint8
}

// The flags of a node.
const (
	// expanded: the node has been evaluated, its children listed.
	expanded = 1 << iota
	// quiet: at an attacker node, the defender has no VCF of s.counter
	// fours and no forbidden point, so it has none after an attacker
	// move either (an attacker stone only takes the defender's points
	// and makes forbidden points allowed).
	quiet
	// byVCF: an attacker node proven by a VCF.
	byVCF
	// mustBlock: at an attacker node, the defender has a five point,
	// the attacker's only move.
	mustBlock
)

// A vctChild is one child of a node: its move and, once the child is
// known to be in the tree, its number plus one.
type vctChild struct {
	node uint32
	ref  childRef
}

// A childRef is a child's move: its point index (row×size + col, 10
// bits) and, at an attacker node, its first proof number (the 6 bits
// above, 0 for the default).
type childRef uint16

const (
	refBits = 10
	refMask = 1<<refBits - 1
	maxInit = 1<<(16-refBits) - 1
)

// get returns the number of the node of key and reports whether there is
// one.
func (t *vctTree) get(key uint64) (uint32, bool) {
	if t.n == 0 {
		return 0, false
	}
	mask := uint64(len(t.index) - 1)
	for i := key & mask; ; i = (i + 1) & mask {
		sl := &t.index[i]
		if sl.num == 0 {
			return 0, false
		}
		if sl.key == key {
			return sl.num - 1, true
		}
	}
}

// put records that key is node number i: key must not be in the index.
func (t *vctTree) put(key uint64, i uint32) {
	mask := uint64(len(t.index) - 1)
	j := key & mask
	for t.index[j].num != 0 {
		j = (j + 1) & mask
	}
	t.index[j] = indexSlot{key: key, num: i + 1}
}

// grow doubles the index and puts its keys back.
func (t *vctTree) grow() {
	old := t.index
	t.index = make([]indexSlot, max(minIndexSlots, 2*len(old)))
	adviseHuge(t.index)
	for _, sl := range old {
		if sl.num != 0 {
			t.put(sl.key, sl.num-1)
		}
	}
}

// node returns node number i.
func (t *vctTree) node(i uint32) *vctNode {
	return &t.nodes[i>>chunkBits][i&(1<<chunkBits-1)]
}

// add makes a new node of key with proof and disproof numbers 1 and
// returns its number.
func (t *vctTree) add(key uint64) uint32 {
	if 4*(uint64(t.n)+1) > 3*uint64(len(t.index)) {
		t.grow()
	}
	i := t.n
	if int(i>>chunkBits) >= len(t.nodes) {
		t.nodes = append(t.nodes, newChunk(len(t.nodes), &t.spareNodes))
	}
	t.n++
	t.put(key, i)
	*t.node(i) = vctNode{pn: 1, dn: 1}
	return i
}

// setKids gives n the children refs, in one chunk.
func (t *vctTree) setKids(n *vctNode, refs []childRef) {
	k := uint32(len(refs))
	if k == 0 {
		return
	}
	const size = 1 << chunkBits
	if t.nKids&(size-1)+k > size {
		t.nKids = (t.nKids>>chunkBits + 1) << chunkBits // a node's children stay in one chunk
	}
	for int(t.nKids>>chunkBits) >= len(t.kids) {
		t.kids = append(t.kids, newChunk(len(t.kids), &t.spareKids))
	}
	n.kids, n.n = t.nKids, uint16(k)
	c := t.children(n)
	for i, r := range refs {
		c[i] = vctChild{ref: r}
	}
	t.nKids += k
}

// children returns the children of n.
func (t *vctTree) children(n *vctNode) []vctChild {
	if n.n == 0 {
		return nil
	}
	off := n.kids & (1<<chunkBits - 1)
	return t.kids[n.kids>>chunkBits][off : off+uint32(n.n)]
}

// reset empties t, keeping its chunks and its index's room.
func (t *vctTree) reset() {
	clear(t.index)
	t.n, t.nKids = 0, 0
}

// release empties t for another search, as reset does, and lets go of
// its index when it has more than maxPooledIndex slots and of its chunks
// past the first maxPooledChunks, and of the slabs they were cut from.
func (t *vctTree) release() {
	if len(t.index) > maxPooledIndex {
		t.index = nil
	}
	t.reset()
	if len(t.nodes) > maxPooledChunks {
		clear(t.nodes[maxPooledChunks:])
		t.nodes, t.spareNodes = t.nodes[:maxPooledChunks], nil
	}
	if len(t.kids) > maxPooledChunks {
		clear(t.kids[maxPooledChunks:])
		t.kids, t.spareKids = t.kids[:maxPooledChunks], nil
	}
}

// len returns the number of nodes.
func (t *vctTree) len() int { return int(t.n) }
