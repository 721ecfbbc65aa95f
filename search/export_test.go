package search

import "github.com/seed131617c4/board"

// WinLoss is the default outcome of a finished game, for the oracle of
// the external tests.
func WinLoss[C comparable, G board.Game[C, G]](g G, side C) int { return winLoss(g, side) }
