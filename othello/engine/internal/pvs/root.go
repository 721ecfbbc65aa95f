package pvs

import "github.com/seed131617c4/board/othello/internal/kernel"

// A rootList is the moves of the root, in the order they are searched.
type rootList struct {
	m [maxMoves]item
	n int
}

// init fills r with the legal moves moves of (p, o): the table's move
// first, then by the ordering of the nodes, ties in the order of the
// squares.
func (r *rootList) init(s *Searcher, p, o, moves uint64) {
	hash := uint8(noMove)
	if d, ok := s.t.probe(kernel.Hash(p, o)); ok {
		if e := unpack(d); e.move < noMove && moves>>e.move&1 != 0 {
			hash = e.move
		}
	}
	var list [maxMoves]item
	r.n = s.moves(&list, p, o, moves, hash)
	// A stable insertion sort, by decreasing key.
	for i := range r.n {
		m := list[i]
		j := i
		for j > 0 && r.m[j-1].key < m.key {
			r.m[j] = r.m[j-1]
			j--
		}
		r.m[j] = m
	}
}

// front moves the move at i to the front, the others keeping their order.
func (r *rootList) front(i int) {
	m := r.m[i]
	copy(r.m[1:i+1], r.m[:i])
	r.m[0] = m
}
