// Package othello implements Othello (Reversi) on any even N×N board from
// 4×4 to 26×26, built on [board.Board] and its shared ray walker: the
// rules, games with passes and undo, move notation and transcripts, board
// text, and a reader of WTHOR game archives.
//
// # Positions and the capture rule
//
// A [Position] is a board of [Color] discs and the side to move. The start
// position has White on the top-left and bottom-right squares of the
// central 2×2 and Black on the other two, and Black moves first. A disc
// placed at a point captures, in each of the 8 directions, the unbroken run
// of opponent discs closed by a disc of the mover's colour; an empty square
// or the edge breaks a run, and only those runs flip.
//
// A Position plays at two levels. [Position.Place] puts a disc of a given
// colour on any empty square and flips what it captures, even nothing:
// the mechanics of judge problems that list each disc with its colour.
// [Position.Play] plays a legal move for the side to move, and
// [Position.Undo] takes either back. [Position.Captures] tells what a
// placement would flip, and [Position.Moves], [Position.AppendMoves] and
// [Position.HasMove] list the legal moves. None of them allocates.
//
// # Games
//
// A [Game] enforces the rules and satisfies [board.Game], the contract of
// every game of this module: [Game.Play] accepts only legal moves and
// returns a [*MoveError] matching [board.ErrIllegalMove] otherwise (and
// [board.ErrOffBoard], [board.ErrOccupied], [board.ErrGameOver] or
// [ErrNoCapture]); the turn passes automatically when the side to move has
// no legal move but the opponent has, so the same side may move twice; the
// game is over when neither can move, maybe with empty squares left.
// [Game.Moves] lists the legal moves, [Game.History] the points played and
// [Game.Placements] the moves with the discs they flipped; [Game.Undo]
// takes moves back and [Game.Hash] is a Zobrist hash of the position and
// the side to move, kept move by move. The zero Game is a new 8×8 game;
// [NewGame] starts one on any size and [NewGameFrom] at a given position.
// [Game.Score] gives the empty squares to the winner, as WTHOR archives
// record scores. Colours are named "black" and "white" ([Color.String]),
// and drawn 'X' and 'O' ([Color.Rune]).
//
// # Notation, transcripts and text
//
// A square is written like "f5": the column letter (a..z) and the row
// number counted from 1 at the top; see [FormatMove] and [ParseMove]. A
// transcript is a game's moves run together, like "f5d6c3d3c4": read it
// with [ParseTranscript] or [Game.PlayTranscript] (case, spaces, commas and
// forced "pass" tokens are tolerated), and write it with [Game.Transcript].
// [Position.String] draws a board for people, with column letters and row
// numbers, and [Position.Text] and [ParsePosition] use the one-line form of
// engines and test suites, the squares row by row then the side to move,
// like "-----OX--XO----- X" for the start on 4×4. Text that is not well
// formed matches [board.ErrSyntax]: a [*TranscriptError] for a transcript,
// a [*board.ParseError] with the column for a position.
//
// # WTHOR archives
//
// [NewWTHORReader] reads the binary game archives of the French Othello
// Federation: a header, then records of 8×8 games with the players, the
// recorded score and the moves, which [WTHORGame.Replay] plays through a
// Game. The test suite replays all 112,346 games of the 1977-2013 archive.
//
// # Bitboards
//
// A [Bitboard] is an 8×8 position as two uint64 masks, the discs of the
// side to move and those of the other side, with bit [Square] s set when s
// holds a disc: square 0 is a1, the top-left corner, and square 8r+c is
// row r, column c, down to 63, h8. The 4×4 and 6×6 boards live in the
// top-left corner of the same 64 bits, with the masks [Mask4] and [Mask6]:
// the squares outside are always empty, so they stop every run just as the
// edge does, and only the move generator needs the mask. [StartBitboard],
// [NewBitboard] and [BitboardOf] make bitboards; [Bitboard.Position] and
// [Bitboard.Text] turn them back into a [Position] and its one-line text.
//
// [Bitboard.Moves] generates the legal moves with shift-and-mask fills in
// all 8 directions at once, with no loop over squares (in portable Go, a
// carry for east and Kogge-Stone fills for the other 7; in vectors on
// processors that have them, see below); [bits.OnesCount64] counts them.
// [Bitboard.Play] makes a checked move, [Bitboard.Make] an unchecked one,
// [Bitboard.Pass] passes, and [Bitboard.GameOver] and [Bitboard.Discs]
// tell the end of the game and the score.
//
// # Flip algorithms
//
// A [FlipFunc] returns the discs that a move flips: mover, opponent and a
// square in, a mask out. [FlipAlgorithms] is the registry of the
// algorithms this package implements, each with a name and a one-line
// description; the tests, the benchmarks (BenchmarkFlip, with sub-benchmarks
// algo=<name>) and the command "board bench" all iterate over it. Every
// algorithm returns the same mask as the walker on every square of a
// million seeded random positions and of the WTHOR archive positions, and
// a fuzz test keeps them agreeing. [Flip] is the fastest of them on the
// processor at hand, which [FlipDefault] names.
//
//   - walker ([FlipWalker]) puts the discs on a generic [board.Board] and
//     asks the shared ray walker, [board.Board.Bracket], for the run in
//     each direction. No table but a pooled scratch board; about 150 ns.
//     It is the readable baseline the others are tested against.
//   - loop ([FlipLoop]) steps a one-bit mask along each direction while it
//     lands on opponent discs. No table; data-dependent loop exits the
//     processor mispredicts; about 35 ns.
//   - fill ([FlipFill]) grows each run with a Kogge-Stone occluded fill of
//     three doubling steps. No table and no branch, but about 250
//     instructions, a fifth of them shifts sharing two ports; about 20 ns.
//   - carry ([FlipCarry]) finds the outflank square of each ray toward
//     higher bits with the carry of an addition, (opponent | ^ray) + first
//     square, and of each ray toward lower bits with a leading-zero count.
//     One 8 KiB table of rays; about 8 operations a ray and no branch, 130
//     instructions with spills; about 10 ns (9 ns with GOAMD64=v3).
//   - kindergarten ([FlipKindergarten]) gathers each of the 4 lines through
//     the square into an 8-bit index with a multiplication (a shift for the
//     row), looks up the outflank squares (8×64 bytes) and then the flipped
//     squares (8×256 bytes), and scatters them back with a multiplication.
//     About 95 instructions with 11 multiplications on one port; about
//     8 ns, the fastest portable algorithm.
//   - dispatch ([FlipDispatch]) is the carry algorithm specialised per
//     square by a generator into 64 functions with constant masks that skip
//     the rays too short to flip, called through a table. The indirect
//     call is mispredicted when the squares come in no order: about 21 ns
//     in the benchmark, closer to carry in a perft.
//   - avx2 ([FlipAVX2]) is the carry algorithm in amd64 assembly on 256-bit
//     AVX2 vectors: the 4 rays toward higher bits in the 4 lanes of one
//     vector (VPADDQ carries), the 4 toward lower bits in another, where a
//     parallel-prefix fill of 3 variable shifts (VPSRLVQ) stands in for the
//     leading-zero count AVX2 lacks. The 8 KiB table of carry; about 30
//     vector instructions, no branch; about 6 ns.
//   - avx512 ([FlipAVX512]) holds the 8 rays in the 8 lanes of one 512-bit
//     AVX-512 vector and finds every outflank square as the nearest
//     square without an opponent disc: x & -x toward higher bits, a
//     leading-zero count (VPLZCNTQ) toward lower bits; a three-input logic
//     operation (VPTERNLOGQ) picks each lane's case and a test against the
//     mover's discs (VPTESTMQ) masks the runs left open. A 4 KiB table of
//     one cache-line row per square; about 20 vector instructions; about
//     4.1 ns, of which about 2.7 ns is the call of an assembly function
//     from a Go loop (a call that does nothing takes that long).
//   - simd (FlipSIMD, in builds with GOEXPERIMENT=simd on amd64 with
//     AVX-512) runs the carry algorithm on the 4 upward rays in the lanes
//     of one 256-bit vector and the 4 downward rays in another, with
//     VPADDQ, VPMAXUQ, VPLZCNTQ and VPSRLVQ from simd/archsimd: about 25
//     vector instructions and under 5 ns; its perft fuses the flip and the
//     move generation of the leaf parents in one vector loop, over 50 M
//     nodes/s.
//
// The assembly is chosen at run time: a check of the processor (CPUID)
// and of the registers the operating system saves (XGETBV) sets the level
// of the package, AVX-512 (F, CD and VL), AVX2 (with BMI1 and POPCNT) or
// none. [Flip], [Bitboard.Moves], [Perft] and [PerftParallel] use the
// highest. On other processors, on other architectures and in builds with
// the purego tag, avx512 runs the code of avx2 and avx2 that of
// kindergarten, so that the registry is the same everywhere; the tests
// run every level the processor has.
//
// Measured on this project's 2-core Xeon (a shared virtual machine at
// about 2.4 GHz whose speed swings by up to a half from one minute to the
// next; the fastest of many passes over the 20,100 flips of "board bench",
// best of several runs; perft 8 from the start on one core):
//
//	algorithm      ns/flip   perft M nodes/s
//	avx512            4.1        102   (GOAMD64=v3: 4.1 ns, 106)
//	avx2              5.9         72   (GOAMD64=v3: 5.9 ns, 72)
//	simd              4.6         55   (GOEXPERIMENT=simd)
//	kindergarten      8.1         37   (GOAMD64=v3: 7.3 ns, 40)
//	carry            10.1         35   (GOAMD64=v3: 9.0 ns, 40)
//	fill             19.2         27
//	dispatch         19.7         29
//	loop             35.0         28
//	walker          152            8.7
//
// Undisturbed passes of avx512 take 4.1 to 4.3 ns; disturbed ones, in
// about a third of the runs, 6 to 8.
//
// [Bitboard.Moves] takes 4.1 ns a position with AVX-512, where one 512-bit
// vector holds the 8 directions and rotations (VPROLVQ) shift them, the
// bits they wrap around landing on edge squares that the masks of the
// fills clear; 7.5 ns with AVX2 (the 4 axes in 256-bit vectors, shifted
// both ways); 11 ns in portable Go. A call of an assembly function from
// a Go loop costs about 2.7 ns of these, the Go loop spilling its
// registers around the call.
//
// # Perft
//
// [Perft] counts the leaves of the game tree of a [Bitboard] with the
// fastest flip, in the convention of Othello perft tables: a pass uses up
// one ply, and a game that ends before the last ply is one leaf. It counts
// the last ply in bulk (the moves of a position one ply above the leaves
// are counted, not made) and uses no transposition table, so each internal
// node costs one move generation and one flip; [PerftParallel] spreads the
// subtrees over goroutines. [FlipAlgorithm.Perft] does the same with any
// algorithm; the registered ones run a copy of the search generated for
// each (othello/internal/gen), so that the flip is a direct call.
//
// With AVX2 or AVX-512 the two plies above the leaves run in assembly, in
// one call per position 3 plies above them: for each of its moves the
// flip, the child's moves, and for each of those the flip, the
// grandchild's moves and their count, with the passes and finished games
// on the way; AVX-512 takes two grandchildren at once, one in each half of
// a 512-bit vector. That is 90 to 100 M internal nodes a second on one
// core of the Xeon (perft 12, 240 M internal nodes, in 2.5 s), 3.4 times
// the portable search, and 70 with AVX2; the Go code above calls the
// assembly flip and move generator.
//
// [PerftPosition] counts the same tree with the generic rules of
// [Position] on any even board size from 4 to 26. The tests check the
// 8×8 counts against the published table to depth 11 (deeper with
// -othello.perft), and the bitboard counts of the 4×4 and 6×6 boards
// against PerftPosition.
package othello
