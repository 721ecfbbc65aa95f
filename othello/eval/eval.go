// Package eval is a pattern evaluation of 8×8 Othello positions learned
// from the WTHOR archive of tournament games, in the style of Logistello
// and edax: Score predicts the final disc difference of a position for the
// side to move, in hundredths of a disc, in well under a microsecond and
// without allocating. It is meant for the evaluation and the move
// ordering of game-tree searches; package othello/solve finds exact
// scores.
//
// # Quick start
//
//	b, _ := bitboard.Start(8)
//	v, err := eval.Evaluate(b) // within a disc of 0: the start is even
//
// Positions are two bitboards as package bitboard lays them out: bit
// 8r+c is the square of row r and column c, a1 being bit 0 and h8 bit 63.
// [Evaluate] checks the position it is given, and refuses one that no
// game can hold; [Score], for the inner loop of a search whose positions
// are known good, takes the two bitboards and checks nothing.
//
// # Features
//
// Score adds up one weight per feature of the position: the 46 places of
// 11 patterns of squares (each edge with its two X squares, the 3×3 and
// 2×5 blocks of each corner, the rows and columns 2 to 4 from each edge,
// the diagonals of 4 to 8 squares), each place's weight indexed by the
// contents of its squares; the number of moves of each side; and the
// number of empty squares. The weights differ by stage, every 4 empty
// squares. Symmetric places share their weights, so the 8 symmetries of
// the board give a position the same score. Score(p, o) and -Score(o, p)
// are not the same: the first has p to move.
//
// # Fitting
//
// Fit fits weights to samples by least squares. The Default weights,
// embedded in the package, were fitted by the generator in internal/gen
// (run by go generate, with the data sets that internal/label makes in
// the folder $EVALDATA; docs/eval.md gives the commands) to exact scores
// from 12 to 19 empty squares, to the theoretical scores of the WTHOR
// archive's records from 20 on, and past the depth where those are exact
// to a blend of them and the games' results, leaving every tenth game out
// to measure them.
package eval

import (
	_ "embed"
	"fmt"
	"math/bits"
	"sync"
	"sync/atomic"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/othello/bitboard"
	"github.com/seed131617c4/board/othello/internal/kernel"
)

//go:generate go run ./internal/gen -out weights.bin -labels $EVALDATA/exact-12-17.bin,$EVALDATA/exact-12-15-siblings.bin,$EVALDATA/dev-12-16.bin:12-15,$EVALDATA/self-12-16.bin:12-15

// weightsBin is the output of the generator: the Default weights.
//
//go:embed weights.bin
var weightsBin []byte

// Default returns a copy of the weights embedded in the package, fitted
// to the WTHOR archive by the generator of internal/gen: the caller's own,
// which it may change (with [Weights.UnmarshalBinary], say) without
// changing [Score]. Each call copies the 5 MB of the tables; [Score]
// evaluates by the embedded weights without a copy.
func Default() *Weights {
	t := newTables()
	for st := range nStages {
		copy(t[st*stageSize:(st+1)*stageSize], defaultStage(st)[:stageSize])
	}
	return &Weights{w: t}
}

// embedded are the Default weights, decoded a stage at a time when Score
// first needs it (a DEFLATE stream of some 200 kB each), so that a
// program that evaluates a few positions decodes a stage or two, not the
// whole 5 MB.
var embedded struct {
	tables []int16 // nStages tables, allocated once; a stage is written once
	stage  [nStages]atomic.Pointer[stageTable]
	mu     sync.Mutex // held while decoding a stage
}

// embeddedStages are the compressed stages of weightsBin.
var embeddedStages = sync.OnceValue(func() [nStages][]byte {
	blocks, err := splitStages(weightsBin)
	if err != nil {
		panic("eval: the embedded weights: " + err.Error())
	}
	return blocks
})

// defaultStage returns the table of stage st of the Default weights,
// decoding it at the first call.
func defaultStage(st int) *stageTable {
	if t := embedded.stage[st].Load(); t != nil {
		return t
	}
	embedded.mu.Lock()
	defer embedded.mu.Unlock()
	if t := embedded.stage[st].Load(); t != nil {
		return t
	}
	if embedded.tables == nil {
		embedded.tables = newTables()
	}
	u := embedded.tables[st*stageSize:]
	if err := decodeStage(u[:stageSize], embeddedStages()[st]); err != nil {
		panic("eval: the embedded weights: " + err.Error())
	}
	t := (*stageTable)(u)
	embedded.stage[st].Store(t)
	return t
}

// Score returns the evaluation of the 8×8 position with the discs player
// of the side to move and opponent of the other side by the Default
// weights, in hundredths of a disc: see [Weights.Score]. It checks
// nothing; [Evaluate] does.
func Score(player, opponent uint64) int {
	pm, om := kernel.MovesBoth(player, opponent)
	return ScoreMoves(player, opponent, pm, om)
}

// ScoreMoves returns [Score] of the position with the discs player and
// opponent whose legal moves, those of the side to move and those of the
// other side, are playerMoves and opponentMoves, which Score would
// otherwise find: a search that has them, to test for a pass, saves their
// cost. Other sets give other scores; it checks nothing.
func ScoreMoves(player, opponent, playerMoves, opponentMoves uint64) int {
	t := defaultStage(stageOf(64 - bits.OnesCount64(player|opponent)))
	return score(t, player, opponent) + scoreRest(t, player, opponent, playerMoves, opponentMoves)
}

// Evaluate returns [Score] of the position b, or an error matching
// [board.ErrSize] if b is not 8×8 and one matching [board.ErrPosition] if
// no game can hold it ([bitboard.Bitboard.Check]). The check costs a few
// nanoseconds beside the hundred of the evaluation in portable Go.
func Evaluate(b bitboard.Bitboard) (int, error) {
	if err := check(b); err != nil {
		return 0, err
	}
	return Score(b.Mover, b.Opponent), nil
}

// check returns an error if b is not an 8×8 position that a game can
// hold.
func check(b bitboard.Bitboard) error {
	if n := b.Size(); n != 8 {
		return fmt.Errorf("eval: a %dx%d position: %w (want 8x8)", n, n, board.ErrSize)
	}
	return b.Check()
}
