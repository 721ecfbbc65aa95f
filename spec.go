package board

// A Spec describes a [Game] to the programs that speak of it in text, such
// as the engine protocols (packages ugi and gtp) and match runners: how to
// start a game, read and write a position and a move, and name the two
// sides. Each game of this module gives its own (othello.Spec,
// gomoku.Spec, tictactoe.Spec), so that a program links the rules of its
// game only; a game of your own fills the fields itself. All the fields
// are required; a Spec is a value, safe to share.
type Spec[C comparable, G Game[C, G]] struct {
	// Name is the game's name, like "othello".
	Name string
	// Size is the board size of a new game, the default of [Spec.New].
	Size int
	// Sides are the two sides: Sides[0] moves first at the start (the
	// protocols' player 1, black in GTP), Sides[1] second.
	Sides [2]C
	// SideNames are the names of the two sides, in lower case, like
	// "black" and "white".
	SideNames [2]string
	// NewGame returns a game at the start position of a size×size board,
	// or an error for a size the game does not have.
	NewGame func(size int) (G, error)
	// ParsePosition reads a position in the one-line text of
	// FormatPosition, and returns it as a game with no history.
	ParsePosition func(s string) (G, error)
	// FormatPosition returns g's position in one line (it may contain
	// spaces, never a newline), with the side to move where the game's
	// text has it.
	FormatPosition func(g G) string
	// ParseMove reads a move in the game's notation on a size×size board.
	ParseMove func(s string, size int) (Point, error)
	// FormatMove writes a move in the game's notation on a size×size
	// board.
	FormatMove func(p Point, size int) string
}

// New returns a game at the start position of s.Size.
func (s Spec[C, G]) New() (G, error) { return s.NewGame(s.Size) }

// Side returns the index of side c in s.Sides, 0 or 1, or -1 for
// neither (the zero C).
func (s Spec[C, G]) Side(c C) int {
	var zero C
	switch {
	case c == zero:
		return -1
	case c == s.Sides[0]:
		return 0
	case c == s.Sides[1]:
		return 1
	}
	return -1
}

// Skipped reports whether the side to move of g moved last too, so that
// the other side passed: a pass that games like Othello make
// automatically (see [Game]). It is false at the start of a game and
// once it is over. It costs a Clone and an Undo.
func (s Spec[C, G]) Skipped(g G) bool {
	if g.Over() {
		return false
	}
	h := g.Clone()
	if !h.Undo() {
		return false
	}
	return h.Turn() == g.Turn()
}
