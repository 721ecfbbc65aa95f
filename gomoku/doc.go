// Package gomoku implements five-in-a-row games on [board.Board]: gomoku
// under the freestyle and standard rules, renju under the rules of the
// Renju International Federation, and Korean omok. It answers what a game,
// a judge or an engine asks of a position: who has won and with which
// line, whether the stone just played wins, and which points are forbidden
// and why. [Game] plays whole games under a rule set.
//
//	g, _ := gomoku.NewGame(gomoku.DefaultSize, gomoku.Renju) // 15×15
//	p, _ := gomoku.ParseMove("h8", g.Size())                 // the centre
//	err := g.Play(p)                                         // nil; Black's fouls are refused
//	r := g.Result()                                          // r.Winner and r.Five once it is over
//
// It is not an engine: it does not look for good moves.
//
// # Stones and boards
//
// A position is a board.Board[Stone]. The zero [Stone] is [Empty], so a
// new board is an empty one; [Black] moves first, then [White]. Boards are
// square, [MinSize] (5) to [MaxSize] (26) points a side, made by
// [NewBoard]; [DefaultSize], 15, is the usual board, and 19, the go board,
// is used by omok and by Baekjoon 2615. [ParseBoard] reads board text, one
// row per line from the top with 'X' black, 'O' white and '.' or '_'
// empty, and b.Format(gomoku.Stone.Rune) writes it.
//
// A [board.Point] counts rows from 0 at the top and columns from 0 at the
// left. Two text forms name points: renju notation ([FormatMove],
// [ParseMove]), a column letter from a at the left and a row number from
// 1 at the bottom, so that h8 is the centre of 15×15; and the x,y of the
// Gomocup protocol ([FormatGomocup], [ParseGomocup]), column then row, both
// from 0 at the top-left. Renju notation is the notation of the game under
// every rule set: errors and results name points in it.
//
// # Rule sets
//
// A line is a run of stones of one colour on one of the 4 axes
// ([board.Axes]); exactly five is a line of five stones with no stone of
// the same colour just beyond either end, and an overline is a line of six
// or more.
//
//   - [Freestyle]: a line of five or more wins, for either colour. Nothing
//     is forbidden.
//   - [Standard]: exactly five wins, for either colour; an overline is a
//     legal move that wins for nobody. This is the rule of Baekjoon 2615.
//   - [Renju]: White wins with five or more, Black only with exactly five.
//     Black's overline, double-four and double-three are forbidden moves,
//     and a forbidden move loses. A move that makes exactly five wins even
//     if it also makes a forbidden shape.
//   - [Omok] (Korean rules): exactly five wins, for either colour; an
//     overline wins for nobody. A double-three is forbidden for both
//     colours, unless the move makes exactly five; a double-four is
//     allowed, and so is an overline.
//
// # Fours and threes
//
// The fouls follow the terms of §3 of the RIF rules (the International
// Rules of Renju, 1996, corrected 1998), read for a colour s about to play
// at an empty point p, on the 4 lines through p with s at p. A five below
// is exactly five, the only five that counts for a colour with forbidden
// moves (Black under renju, both colours under omok).
//
//   - A five ("five in a row"): exactly five stones of s in a row through
//     p. A move that makes a five is never forbidden, whatever else it
//     makes: an overline on another line, two fours, two threes.
//   - An overline: six or more stones of s in a row through p.
//   - A four: a set of 4 stones of s on one line, p among them, that one
//     more stone of s on an empty point of the line turns into a five.
//     Fours are counted as sets of stones: the two ends of a straight four
//     (.XXXX.) make one four, while X.XXX.X, XXX.X.XXX and XX.XX.XX, with
//     p one of the middle stones, hold two fours on one line. A four
//     blocked at one end still counts; four stones that no point turns
//     into a five (blocked at both ends, or only into six) are no four.
//   - A straight four: 4 stones of s in an unbroken row that a stone turns
//     into a five at two different points, which are the empty points at
//     its two ends.
//   - A three: a set of 3 stones of s on one line, p among them, that one
//     more stone of s at an empty point q turns into a straight four
//     without making a five at the same time: a q that also makes a five,
//     on any of its 4 lines, does not count (RIF §3: "without at the same
//     time a five in a row is made"). There is at most one three on a
//     line, with one or two such points q.
//   - Under renju a three counts only if it is real: at least one of its
//     points q is itself not a forbidden move for Black, with p played.
//     Whether q is forbidden can hang on threes of its own, read the same
//     way (their points may not make a five either, with p and q played),
//     so the test is recursive; it ends because each level plays one more
//     stone, and it only goes deeper at a point with two threes or more.
//   - A double-four: two or more fours through p (renju, Black), on
//     different lines or on one. A double-three: two or more threes
//     through p, on different lines (renju, Black; omok, both colours).
//
// Under omok a three is the same set of 3 stones with the same five clause
// (a point q that makes a five does not make the three a straight four),
// but every three counts, with no test of whether q is forbidden: the
// Korean rule forbids the double open three as it stands on the board,
// without the renju recursion (and allows a double-four and an overline).
//
// An overline is forbidden even when it also makes a four or a three. A
// point forbidden for more than one reason reports the first [Foul] of
// [Overline], [DoubleFour], [DoubleThree]. Occupied points are not moves
// and are never reported as forbidden.
//
// # Winning lines
//
// A [Five] is a winning line: its colour, its first stone, its axis and
// its length. The first stone is the end from which the axis is scanned
// ([board.Axis.Forward]): the left-most stone, or the top-most of a
// vertical line; on an anti-diagonal ("/") line it is the bottom-left end.
// [Winner] scans a whole board; when more than one line wins, as on a
// board made up rather than played, it reports the one whose first stone
// comes first in reading order (by row from the top, then by column), and
// of lines from the same stone the first in the order of [board.Axes].
// [WinAt] looks only at the 4 lines through the stone just played.
//
// # How the rules are checked
//
// [Winner], [WinAt], [Forbidden] and [ForbiddenPoints] take a
// board.Board[Stone] of this package's sizes. They read it into bit rows,
// one word per line for each colour and axis (rows, columns and both
// diagonal families), and check the rules there: fives with shift-and
// masks on whole lines, runs with bit counts, fours and threes with masks
// around the run through a point; nothing is allocated. A [Game] keeps its
// position in the same bit rows move by move, so its checks read nothing
// but the lines through a point. The tests hold the bit scan to two
// readings of the rules that share no code with it: a scan along the
// lines with the shared ray walker of package board, and a slow checker
// written from the definitions above, on hundreds of thousands of random
// boards under every rule set, and on boards built to be full of threes,
// fours, fives at the points that make straight fours, and threes hung on
// those points, for the recursion. Package gomoku/pattern keeps the
// pattern of every empty point up to date move by move, for the searches
// that ask many questions of one position; its fouls are this package's
// check itself, one piece of code run on bit rows that its positions keep
// too, so the two cannot disagree.
//
// # Games
//
// A [Game] plays a game under a rule set, from the empty board
// ([NewGame]; the zero Game is a freestyle game on 15×15) or from a given
// position ([NewGameFrom]), and keeps the contract of [board.Game] that
// every game of the module shares. It enforces the turn order, a win by a
// line the rule set counts, and a draw when the side to move has no legal
// move (a full board, or, on a small board, only forbidden points). A
// forbidden move,
// under renju or omok, is refused with an error matching [ErrForbidden],
// and the same player moves again; [Game.Moves], the legal moves, never
// yields a forbidden point. That is how renju programs and the Gomocup
// treat forbidden points: under the text of the Renju International
// Federation a forbidden move loses, and refusing it is the computer form
// of that rule. Every refused move returns a [MoveError] that matches
// [board.ErrIllegalMove], and [board.ErrOffBoard], [board.ErrOccupied],
// [board.ErrGameOver] or [ErrForbidden], with errors.Is. [Game.Undo] takes
// moves back, and [Game.Hash] is a Zobrist hash of the position.
package gomoku
