// Package boardtest checks that a game satisfies the contract of
// [board.Game], in the manner of testing/fstest: a game's own tests call
// [Run] with a function that makes new games, and Run plays random games
// on them, checking every guarantee the contract makes at every position.
//
//	func TestContract(t *testing.T) {
//		boardtest.Run(t, func() *mygame.Game { return mygame.New() }, boardtest.Config[*mygame.Game]{})
//	}
//
// The games of this module pass it; so must any other type that claims to
// be a board.Game. Run the tests with -race too: Run reads games from
// several goroutines at once, which the race detector holds to the rule
// that reading never writes.
package boardtest

import (
	"cmp"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"slices"
	"sync"
	"testing"

	"github.com/seed131617c4/board"
)

// Config tunes [Run]. The zero Config plays 20 games from seed 0, checks
// no rebuilt games and makes no zero game.
type Config[G any] struct {
	// Games is the number of random games to play; 0 means 20.
	Games int
	// Seed seeds the random choice of moves, so a failure can be replayed.
	Seed uint64
	// Rebuild, if not nil, returns a new game that starts at the current
	// position of g, as a game's NewGameFrom does. Run then checks at
	// every position that the rebuilt game has the same turn, moves and
	// hash, which holds the incremental hash to one computed from the
	// position alone.
	Rebuild func(g G) (G, error)
	// Zero says that the zero value of the type G points to is a new
	// game, as the games of this module document: Run then checks that
	// one reads as a game from newGame does, from several goroutines at
	// once, and plays a game on it.
	Zero bool
}

// Run plays cfg.Games random games, each on a game from newGame, and
// reports through t every broken guarantee of [board.Game] it meets:
//
//   - Turn is the zero C exactly when Over, and Moves is then empty; Moves
//     yields no move twice and stops when asked to; Winner is the zero C
//     while the game goes on;
//   - every legal move plays; Play then Undo restores the turn, the moves,
//     the hash and the text (for games that are a fmt.Stringer), and the
//     hash changes with every move;
//   - a point that Moves does not yield is refused with an error matching
//     [board.ErrIllegalMove], and the game is unchanged: a point off the
//     board also matches [board.ErrOffBoard], a point played earlier in
//     the game [board.ErrOccupied] (the games of this module place pieces
//     that stay on the board), and any move after the end
//     [board.ErrGameOver];
//   - a clone has the same hash, and moves on either leave the other as it
//     was;
//   - Undo takes back every move of the game and then reports false,
//     leaving the hash of the start;
//   - the read methods (Size, At, Turn, Moves, Over, Winner, Hash, the
//     fast path and String) change nothing that the game holds, and give
//     the same answers when several goroutines call them at once; At is
//     the zero C off the board;
//   - a value copy of the game (h := *g, G being a pointer) is an
//     independent game, or its first move panics, or go vet reports the
//     copy (the type holds a field with Lock and Unlock methods);
//   - a game with the fast path of [board.MoveAppender] appends the moves
//     Moves yields, in the same order, and the fast path, Play and Undo
//     allocate nothing (once the history has grown; not checked under the
//     race detector, which allocates).
//
// Run stops at the first game that breaks a guarantee. It calls no method
// of t but Helper and Errorf, so a program may run it outside a test with
// a testing.TB of its own, as the example of a game of one's own does.
func Run[C comparable, G board.Game[C, G]](t testing.TB, newGame func() G, cfg Config[G]) {
	t.Helper()
	games := cmp.Or(cfg.Games, 20)
	rng := rand.New(rand.NewPCG(cfg.Seed, 0x626f617264))
	if cfg.Zero {
		r := &runner[C, G]{t: t, rng: rng, cfg: cfg, game: -1}
		if !r.zero(newGame()) {
			return
		}
	}
	for i := range games {
		r := &runner[C, G]{t: t, rng: rng, cfg: cfg, game: i}
		if !r.play(newGame()) {
			return
		}
	}
}

// A runner plays one game of [Run].
type runner[C comparable, G board.Game[C, G]] struct {
	t      testing.TB
	rng    *rand.Rand
	cfg    Config[G]
	game   int
	played []board.Point
	failed bool
}

// errorf reports a failure at the current move of the current game.
func (r *runner[C, G]) errorf(format string, args ...any) {
	r.t.Helper()
	r.failed = true
	r.t.Errorf("game %d (seed %d), after moves %v: %s", r.game, r.cfg.Seed, r.played, fmt.Sprintf(format, args...))
}

// A snapshot is what Undo and a refused move must leave unchanged: the
// answers of the read methods.
type snapshot[C comparable] struct {
	turn   C
	over   bool
	winner C
	hash   uint64
	size   int
	cells  []C
	moves  []board.Point
	text   string
}

func snap[C comparable, G board.Game[C, G]](g G) snapshot[C] {
	s := snapshot[C]{turn: g.Turn(), over: g.Over(), winner: g.Winner(), hash: g.Hash(), size: g.Size(), moves: moves(g)}
	for r := range s.size {
		for c := range s.size {
			s.cells = append(s.cells, g.At(board.Pt(r, c)))
		}
	}
	if str, ok := any(g).(fmt.Stringer); ok {
		s.text = str.String()
	}
	return s
}

// moves returns the legal moves of g, sorted.
func moves[C comparable, G board.Game[C, G]](g G) []board.Point {
	var ms []board.Point
	for p := range g.Moves() {
		ms = append(ms, p)
	}
	slices.SortFunc(ms, comparePoints)
	return ms
}

func comparePoints(p, q board.Point) int {
	return cmp.Or(cmp.Compare(p.Row, q.Row), cmp.Compare(p.Col, q.Col))
}

// diff reports how s and u differ, or "" if they do not.
func (s snapshot[C]) diff(u snapshot[C]) string {
	switch {
	case s.turn != u.turn:
		return fmt.Sprintf("turn %v, want %v", u.turn, s.turn)
	case s.over != u.over:
		return fmt.Sprintf("over %v, want %v", u.over, s.over)
	case s.winner != u.winner:
		return fmt.Sprintf("winner %v, want %v", u.winner, s.winner)
	case s.hash != u.hash:
		return fmt.Sprintf("hash %#x, want %#x", u.hash, s.hash)
	case s.size != u.size:
		return fmt.Sprintf("size %d, want %d", u.size, s.size)
	case !slices.Equal(s.cells, u.cells):
		return fmt.Sprintf("pieces %v, want %v", u.cells, s.cells)
	case !slices.Equal(s.moves, u.moves):
		return fmt.Sprintf("moves %v, want %v", u.moves, s.moves)
	case s.text != u.text:
		return fmt.Sprintf("text\n%s\nwant\n%s", u.text, s.text)
	}
	return ""
}

// play plays one random game on g to its end and takes it all back,
// reporting whether every check passed.
func (r *runner[C, G]) play(g G) bool {
	r.t.Helper()
	var zero C
	if g.Undo() {
		r.errorf("Undo of a new game reported true")
	}
	start := g.Hash()
	for ply := 0; !r.failed; ply++ {
		deep := ply == 0 || r.rng.IntN(16) == 0
		if deep {
			r.checkReads(g) // first: the game has not been read yet
		}
		before := snap[C](g)
		r.checkNode(g, before)
		r.checkRefusals(g, before)
		if deep && !r.failed {
			r.checkFastPath(g, before)
			if !before.over {
				r.checkCopy(g, before)
			}
		}
		if before.over || r.failed {
			break
		}
		m := before.moves[r.rng.IntN(len(before.moves))]
		if !r.checkMove(g, before, m) {
			break
		}
		r.played = append(r.played, m)
	}
	if r.failed {
		return false
	}
	if g.Turn() != zero || !g.Over() {
		r.errorf("the game ended but Turn is %v and Over %v", g.Turn(), g.Over())
	}
	r.checkUnwind(g, start)
	return !r.failed
}

// checkMove plays m on g, at the position before, with the checks of a
// move: the hash changes, Undo restores the position, and g and a clone
// of it play on apart. It reports whether g played m.
func (r *runner[C, G]) checkMove(g G, before snapshot[C], m board.Point) bool {
	r.t.Helper()
	c := g.Clone()
	if h := c.Hash(); h != before.hash {
		r.errorf("Clone has hash %#x, want %#x", h, before.hash)
	}
	if err := g.Play(m); err != nil {
		r.errorf("Play(%v) of a legal move: %v", m, err)
		return false
	}
	if g.Hash() == before.hash {
		r.errorf("Play(%v) left the hash %#x unchanged", m, before.hash)
	}
	if d := before.diff(snap[C](c)); d != "" {
		r.errorf("a clone changed when the original played %v: %s", m, d)
	}
	if !g.Undo() {
		r.errorf("Undo after Play(%v) reported false", m)
	}
	if d := before.diff(snap[C](g)); d != "" {
		r.errorf("Play(%v) then Undo: %s", m, d)
	}
	if err := g.Play(m); err != nil {
		r.errorf("Play(%v) after Undo: %v", m, err)
		return false
	}
	// The clone plays on its own without touching g.
	after := snap[C](g)
	if err := c.Play(m); err != nil {
		r.errorf("Play(%v) on a clone: %v", m, err)
	}
	if h := c.Hash(); h != after.hash {
		r.errorf("a clone that played %v has hash %#x, the original %#x", m, h, after.hash)
	}
	for p := range c.Moves() {
		c.Play(p)
		break
	}
	if d := after.diff(snap[C](g)); d != "" {
		r.errorf("the original changed when its clone played on: %s", d)
	}
	return true
}

// checkUnwind takes back every move of the game on g, which must then be
// at the start, whose hash was start.
func (r *runner[C, G]) checkUnwind(g G, start uint64) {
	r.t.Helper()
	for range r.played {
		if !g.Undo() {
			r.errorf("Undo reported false before the start")
			return
		}
	}
	if g.Undo() {
		r.errorf("Undo reported true at the start of the game")
	}
	if h := g.Hash(); h != start {
		r.errorf("after undoing every move the hash is %#x, want %#x", h, start)
	}
}

// checkNode checks what the contract says of a single position.
func (r *runner[C, G]) checkNode(g G, s snapshot[C]) {
	r.t.Helper()
	var zero C
	if (s.turn == zero) != s.over {
		r.errorf("Turn is %v but Over is %v", s.turn, s.over)
	}
	if (len(s.moves) == 0) != s.over {
		r.errorf("%d legal moves but Over is %v", len(s.moves), s.over)
	}
	if w := g.Winner(); !s.over && w != zero {
		r.errorf("Winner is %v while the game goes on", w)
	}
	for i := 1; i < len(s.moves); i++ {
		if s.moves[i] == s.moves[i-1] {
			r.errorf("Moves yields %v twice", s.moves[i])
		}
	}
	n := 0
	for range g.Moves() {
		n++
		break
	}
	if n > 1 {
		r.errorf("Moves went on after its yield returned false")
	}
	if r.cfg.Rebuild != nil {
		b, err := r.cfg.Rebuild(g)
		if err != nil {
			r.errorf("Rebuild: %v", err)
			return
		}
		u := snap[C](b)
		u.text = s.text // a rebuilt game has no history to show
		if d := s.diff(u); d != "" {
			r.errorf("a game rebuilt from the position differs: %s", d)
		}
	}
}

// checkRefusals tries moves that are not legal and checks that each is
// refused with the right errors and changes nothing.
func (r *runner[C, G]) checkRefusals(g G, s snapshot[C]) {
	r.t.Helper()
	legal := map[board.Point]bool{}
	for _, m := range s.moves {
		legal[m] = true
	}
	try := func(p board.Point, also error, what string) {
		r.t.Helper()
		if legal[p] {
			return
		}
		err := g.Play(p)
		switch {
		case err == nil:
			r.errorf("Play(%v) of %s returned nil", p, what)
			g.Undo()
			return
		case !errors.Is(err, board.ErrIllegalMove):
			r.errorf("Play(%v) of %s: %q does not match board.ErrIllegalMove", p, what, err)
		case s.over && !errors.Is(err, board.ErrGameOver):
			r.errorf("Play(%v) after the end: %q does not match board.ErrGameOver", p, err)
		case !s.over && also != nil && !errors.Is(err, also):
			r.errorf("Play(%v) of %s: %q does not match %v", p, what, err, also)
		}
		if d := s.diff(snap[C](g)); d != "" {
			r.errorf("a refused Play(%v) changed the game: %s", p, d)
		}
	}
	for _, p := range []board.Point{board.Pt(-1, 0), board.Pt(0, -1), board.Pt(-1, -1), board.Pt(1<<20, 0), board.Pt(0, 1<<20)} {
		try(p, board.ErrOffBoard, "a point off the board")
	}
	if len(r.played) > 0 {
		try(r.played[r.rng.IntN(len(r.played))], board.ErrOccupied, "a point played earlier")
	}
	// A few points near the legal ones that are not legal themselves.
	for range 4 {
		if len(s.moves) == 0 {
			break
		}
		m := s.moves[r.rng.IntN(len(s.moves))]
		p := m.Add(board.Pt(r.rng.IntN(5)-2, r.rng.IntN(5)-2))
		try(p, nil, "a point Moves does not yield")
	}
}

// zero checks that the zero game reads as the new game g and plays.
func (r *runner[C, G]) zero(g G) bool {
	r.t.Helper()
	z, ok := zeroOf(g)
	if !ok {
		r.errorf("Config.Zero: %T is not a pointer to a struct", g)
		return false
	}
	r.checkReads(z)
	if r.failed {
		return false
	}
	if d := snap[C](g).diff(snap[C](z)); d != "" {
		r.errorf("the zero game differs from a new game: %s", d)
		return false
	}
	return r.play(z)
}

// zeroOf returns a pointer to a new zero value of what g points to.
func zeroOf[G any](g G) (G, bool) {
	v := reflect.ValueOf(g)
	if v.Kind() != reflect.Pointer || v.Type().Elem().Kind() != reflect.Struct {
		return g, false
	}
	z, ok := reflect.New(v.Type().Elem()).Interface().(G)
	return z, ok
}

// readers is the number of goroutines that read a game at once.
const readers = 4

// checkReads calls every read method of g, one at a time, checking that
// none changes what g holds, then from several goroutines at once,
// checking that they all see the same. Under the race detector a read
// that writes is a data race.
func (r *runner[C, G]) checkReads(g G) {
	r.t.Helper()
	v := reflect.ValueOf(g)
	before := digest(v)
	n := g.Size()
	for _, read := range []struct {
		name string
		call func()
	}{
		{"Size", func() { g.Size() }},
		{"At", func() {
			for row := -1; row <= n; row++ {
				for col := -1; col <= n; col++ {
					g.At(board.Pt(row, col))
				}
			}
		}},
		{"Turn", func() { g.Turn() }},
		{"Over", func() { g.Over() }},
		{"Winner", func() { g.Winner() }},
		{"Hash", func() { g.Hash() }},
		{"Moves", func() {
			for range g.Moves() {
			}
		}},
		{"AppendMoves", func() { board.AppendMoves(nil, g) }},
		{"String", func() {
			if str, ok := any(g).(fmt.Stringer); ok {
				_ = str.String()
			}
		}},
	} {
		read.call()
		if after := digest(v); after != before {
			r.errorf("%s changed what the game holds: reading must not write", read.name)
			return
		}
	}
	var zero C
	for _, p := range []board.Point{board.Pt(-1, 0), board.Pt(0, -1), board.Pt(n, 0), board.Pt(0, n), board.Pt(n, n)} {
		if c := g.At(p); c != zero {
			r.errorf("At(%v), off the %dx%d board, is %v, want the zero value", p, n, n, c)
		}
	}
	s := snap[C](g)
	var wg sync.WaitGroup
	seen := make([]snapshot[C], readers)
	for i := range readers {
		wg.Go(func() { seen[i] = snap[C](g) })
	}
	wg.Wait()
	for i := range readers {
		if d := s.diff(seen[i]); d != "" {
			r.errorf("goroutine %d of %d reading at once: %s", i+1, readers, d)
			return
		}
	}
}

// checkFastPath checks the moves of the fast path, if g has one, and that
// it, Play and Undo allocate nothing.
func (r *runner[C, G]) checkFastPath(g G, s snapshot[C]) {
	r.t.Helper()
	a, ok := any(g).(board.MoveAppender)
	if !ok {
		return
	}
	buf := a.AppendMoves(make([]board.Point, 0, 1))
	var want []board.Point
	for p := range g.Moves() {
		want = append(want, p)
	}
	if !slices.Equal(buf, want) {
		r.errorf("AppendMoves appended %v, Moves yields %v", buf, want)
		return
	}
	if s.over || raceEnabled {
		return
	}
	m := buf[0]
	buf = slices.Grow(buf[:0], 2*len(want)+64)
	allocs := testing.AllocsPerRun(3, func() {
		buf = a.AppendMoves(buf[:0])
		if g.Play(m) == nil {
			g.Undo()
		}
	})
	if allocs != 0 {
		r.errorf("AppendMoves, Play(%v) and Undo: %v allocations, want none", m, allocs)
	}
	if d := s.diff(snap[C](g)); d != "" {
		r.errorf("Play(%v) then Undo: %s", m, d)
	}
}

// checkCopy makes a value copy of g and plays a move on it: the copy must
// be an independent game, or panic, or be a type whose copies go vet
// reports.
func (r *runner[C, G]) checkCopy(g G, s snapshot[C]) {
	r.t.Helper()
	v := reflect.ValueOf(g)
	if v.Kind() != reflect.Pointer || v.IsNil() {
		return
	}
	vet := catchesCopies(v.Type().Elem())
	cp := reflect.New(v.Type().Elem())
	cp.Elem().Set(v.Elem())
	h, ok := cp.Interface().(G)
	if !ok {
		return
	}
	m := s.moves[r.rng.IntN(len(s.moves))]
	if err := g.Play(m); err != nil {
		r.errorf("Play(%v) of a legal move: %v", m, err)
		return
	}
	want := snap[C](g)
	g.Undo()
	if d := s.diff(snap[C](g)); d != "" {
		r.errorf("Play(%v) then Undo: %s", m, d)
		return
	}
	panicked := func() (p bool) {
		defer func() { p = recover() != nil }()
		if vet {
			h.Hash() // a copy of a type whose copies go vet reports is only read
			return false
		}
		h.Play(m)
		return false
	}()
	switch {
	case panicked:
		if d := s.diff(snap[C](g)); d != "" {
			r.errorf("a value copy panicked at Play(%v), and the original changed: %s", m, d)
		}
		return
	case vet:
		return // go vet reports the copy
	}
	if d := s.diff(snap[C](g)); d != "" {
		r.errorf("a value copy played %v and the original changed: %s; copies must be independent, panic, or be reported by go vet", m, d)
		return
	}
	if d := want.diff(snap[C](h)); d != "" {
		r.errorf("a value copy played %v and is not the game the original is after it: %s", m, d)
		return
	}
	after := snap[C](h)
	if err := g.Play(m); err != nil {
		r.errorf("Play(%v) after a copy played it: %v", m, err)
		return
	}
	if d := after.diff(snap[C](h)); d != "" {
		r.errorf("a value copy changed when the original played %v: %s", m, d)
	}
	g.Undo()
	if !h.Undo() {
		r.errorf("Undo of a value copy reported false")
	}
	if d := s.diff(snap[C](h)); d != "" {
		r.errorf("a value copy after Play(%v) and Undo: %s", m, d)
	}
}
