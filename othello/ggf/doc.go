// Package ggf reads and writes Othello games in GGF, the Generic Game
// Format of the Generic Game Server (GGS), whose archives hold millions of
// games between programs. A record is one line like
//
//	(;GM[Othello]PC[GGS/os]DT[2003.12.15_12:33:18.MST]PB[Saio1200]PW[Saio3000]
//	RB[2196.37]RW[2200.35]TI[05:00//02:00]TY[8]RE[+0.000]
//	BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]
//	B[d3//0.01]W[c5//0.01]...;)
//
// (broken here for width): properties NAME[value] between "(;" and ";)".
// [Game] holds the header (players, ratings, clocks, date, place), the
// game type TY ([Type]: the board size and the synchro, komi, random and
// anti variants), the result RE ([Result]), the start position BO of any
// even size from 4 to 26 with its side to move ('*' Black, 'O' White, '-'
// empty, a1 first), and the moves B and W ([Move]) with the evaluation
// and time each mover sent, passes ("PA") included. A game with no BO
// starts from the standard position, but one of a random-start type
// (TY[s8r20]) has no start without BO: reading it is an error matching
// [ErrNoStart].
//
// [Parse] reads one game and [NewReader] a stream of them, as the GGS
// archives store them (several a line, a match's game count before
// them); [Format] and [Write] write them back. Reading checks the form of
// every property and reports bad text as a [*board.ParseError] with the
// line and column; [Game.Replay] then plays the moves through an
// [othello.Game], checking each, and names the first bad move by its
// number.
//
// GGF defines no escapes; as in SGF, this package writes '\' before a ']'
// or '\' inside a value and reads a '\' as escaping the byte after it.
// GGS values (names, dates, clocks) hold neither.
package ggf
