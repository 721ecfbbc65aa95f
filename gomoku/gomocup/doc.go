// Package gomocup puts a gomoku player behind the Gomocup brain protocol,
// the protocol of the Piskvork manager that the Gomocup tournament and
// managers such as c-gomoku-cli speak: the manager starts the brain as a
// program and talks to it over its standard input and output.
//
// A brain is a [Brain] served on standard input and output:
//
//	b := &gomocup.Brain{Player: &engine.Engine{Level: 3}}
//	err := b.Serve(ctx, os.Stdin, os.Stdout)
//
// Any [search.Player] of *gomoku.Game can stand behind it; the brain keeps
// the board, the rule set and the clocks, asks the player for each move
// within the time it has, and never sends an illegal or forbidden move.
// The command "board gomoku brain" is this with the module's engine.
//
// # The protocol
//
// The protocol is described by its author, Petr Laštovička, at
// https://plastovicka.github.io/protocl2en.htm (linked from
// gomocup.org); what follows is what this brain does with it.
// Coordinates are "x,y", x the column and y the row, both from 0 at the
// top-left ([gomoku.FormatGomocup]). The manager ends lines with CR LF;
// the brain takes CR LF, LF or CR, ignores empty lines and reads command
// words in any case. It ends its own replies with LF alone, which the
// protocol allows (the manager accepts CR LF, LF or CR) and which is what
// c-gomoku-cli needs on Linux, where it strips only the LF before it
// compares a reply with "OK". Each reply is flushed as it is written, and
// nothing but replies goes to the output.
//
//   - START size: a new game on a size×size board, 5 to 26 ([gomoku.MinSize]
//     to [gomoku.MaxSize]; the Gomocup plays 15 and 20). Reply OK, or ERROR
//     and why.
//   - RECTSTART width,height: the same for a rectangular board; the brain
//     plays only square ones and replies ERROR to the others.
//   - RESTART: a new game on the board of the same size; reply OK.
//   - BEGIN: the brain opens the game on the empty board; reply its move.
//   - TURN x,y: the opponent played x,y; reply the brain's move.
//   - BOARD, then lines x,y,field, then DONE: a whole new position, field 1
//     for the brain's stones and 2 for the opponent's; reply the brain's
//     move. Under renju the manager sends the stones in the order they were
//     played; in any other order the brain takes the position as it is.
//     Field 3 belongs to the continuous game and gets ERROR.
//   - INFO key value: no reply. The brain uses timeout_turn, timeout_match
//     and time_left (milliseconds), rule, and pondering (0 or 1, of
//     Yixin-Board's extensions; see Pondering); it ignores max_memory,
//     game_type, folder, evaluate and keys it does not know.
//   - TAKEBACK x,y: remove the stone at x,y, the last move, and reply OK;
//     ERROR for any other stone (when the order of the stones is not
//     known, for a stone not of the colour that moved last).
//   - PLAY x,y: the manager's answer to a SUGGEST (which this brain does
//     not send): the brain plays x,y and replies it, or, where x,y is
//     forbidden to it, a move of its own, as the protocol allows.
//   - ABOUT: reply one line of keyword="value" pairs, like
//     name="board", version="devel", author="the board authors", country="unknown"
//     (the version of the module when the program records one: see
//     [DefaultAbout]).
//   - END: the brain stops at once, with no reply.
//   - SWAP2BOARD, then lines x,y, then DONE: the opening stage of the
//     swap2 rule (see Swap2 below). With no stones the brain replies three,
//     like "7,7 7,6 7,5"; with three it replies SWAP (it takes Black), the
//     fourth stone (it plays White) or the fourth and fifth (the opponent
//     chooses), like "8,8 8,6"; with five, SWAP or the sixth stone.
//
// Any other command gets UNKNOWN and a message, as the protocol asks of a
// command the brain does not implement. A known command with
// arguments the brain cannot take (a point off the board or occupied, a
// malformed BOARD line, a board size out of range) gets ERROR and a
// message, and changes nothing. Brain-sent MESSAGE lines carry notes for
// the user; DEBUG lines, with [Brain.Debug], what the search found.
//
// The brain also takes YXSTOP, the stop command of Yixin's extensions,
// which c-gomoku-cli sends to a brain that overruns its time: the brain
// answers at once with the best move it has.
//
// # Rules
//
// INFO rule is a sum of 1 (exactly five in a row wins), 2 (continuous
// game), 4 (renju) and 8 (caro). The brain plays 0 as [gomoku.Freestyle]
// (five or more wins), 1 as [gomoku.Standard] (exactly five wins; an
// overline wins for nobody) and 4 as [gomoku.Renju] (Black only with
// exactly five; Black's overline, double-four and double-three are
// forbidden). It plays the game of no other value: the continuous game,
// where the game goes on after a five, caro, and sums such as 5. Since
// INFO has no reply, the protocol asks a brain that cannot meet an INFO
// to say so in reply to the next BEGIN, TURN or BOARD: the brain answers
// those with ERROR and why until an INFO rule it plays comes.
//
// The protocol has no message for an opening rule: INFO rule says only
// what wins and what is forbidden, and a tournament that plays renju
// with openings (the Gomocup's renju league does) gives each game its
// opening as a BOARD block, from which the brain plays on. What the
// renju rules ask of the first three stones is what the brain can still
// do when it opens a renju game itself (BEGIN under INFO rule 4, on a
// board of odd size): it plays its first stone at the centre and, after
// White's second stone on one of the 8 points around it, its third
// within the central 5×5 square, making one of the 26 canonical openings
// ([opening.Openings]): of the 13 that White's stone leaves, the one its
// player judges best for Black (judged as for Swap2, below, in equal
// shares of the time of the move). The swap and the offers of the fifth
// stone of the RIF and Yamaguchi rules have no message in the protocol
// and are not played.
//
// The brain takes its colour from the stones: Black moves first, so it
// plays Black when both sides have as many stones and White when the
// opponent has one more. Its moves are legal under the rule set: on the
// board, on an empty point and, as Black under renju, never forbidden.
// The opponent's stones are the manager's to judge: the brain takes any
// that lands on an empty point of the board.
//
// # Swap2
//
// The Gomocup's SWAP2BOARD extension (gomocup.org, 2020; in Piskvork's
// protocol page since 2022; time_left comes before it) runs the swap2
// opening rule ([opening.Swap2]) through the brain: the manager sends the
// stones placed so far, Black's and White's in turn, and the brain
// answers as the rule lets the player whose turn it is. The brain judges
// a position by two searches of its player in the time of the move: the
// best move of White, to move, and Black's best reply to it; the
// judgement is the mean of White's score and Black's, negated, so that
// the bias of either side's search horizon cancels. With three stones it
// replies SWAP when the judgement is below -[SwapMargin] (Black is
// better: the brain takes it, and the opponent plays White's fourth
// stone), White's move when it is above SwapMargin, and in between both
// moves, White's and Black's reply, so that the opponent chooses a colour
// in a position that the brain judges even. With five stones it replies
// SWAP when the judgement is below 0, else White's sixth stone. With none
// it places the renju opening, of the 26 ([opening.Openings]), that it
// judges nearest to even. When the brain judges many positions in the
// time of one move, each search gets an equal share of it, and no fewer
// than 20 ms: with 1 s a move it judges 17 of the 26 (1D, 1I, 2D, 2I...),
// and the 13 of a renju opening's third stone all. A search that gives
// no score backed by a search (the move of a fallback, or a search
// stopped before its first ply) judges nothing: with three or five stones
// the brain then plays on as White with the move it has. Judged with a
// fixed depth, as the engine's levels search without a time limit, the
// choices are the same on every run.
//
// # Time
//
// timeout_turn bounds each move (0 asks the brain to play as fast as it
// can: it then takes [FastTurn]); timeout_match bounds the whole game,
// and time_left, which the manager sends before each move when the game
// is timed, says what is left of it (2147483647 or more means no limit).
// The brain gives a move the least of timeout_turn and a share of the
// time left, a twentieth of it. A watchdog answers at nineteen twentieths
// of that time (40 ms before the end at least), leaving a margin for the
// output and a busy machine, and the player's context ends a twentieth
// earlier again (25 ms at least), so that a search that looks at its
// clock only every so many nodes still answers in time; for a 200 ms
// turn that is 135 ms and 160 ms, for 1 s 902.5 ms and 950 ms. If the player has not
// answered by the watchdog, the brain answers with the move of a scout,
// the engine at level 1 searching alongside the player, or, failing that,
// a quick move of its own (a five, a block of the opponent's five, or the
// legal point with most stones near it). A player that overran is not
// asked again until it has returned. The time of a move counts from the
// moment its command line arrived. Without any limit the player searches
// as long as it wants.
//
// # Pondering
//
// The protocol itself says nothing of thinking during the opponent's
// turn. Managers differ: Piskvork, the Gomocup's, suspends every thread
// of the brain that waits for its turn unless told not to (its option
// suspendAI, on by default), so that a brain cannot ponder there;
// c-gomoku-cli leaves it running. Tournaments decide: the rules of the
// Gomocup's experimental tournament of 2020 allowed pondering in so many
// words. Yixin-Board, a manager for people, turns it on and off with
// INFO pondering 1 and 0, which Rapfi also reads; the brain does the
// same, and [Brain.Ponder] turns it on from the start. Off by default, as
// a brain that shares its machine with its opponent should be. When it
// is on, after each move the brain asks its player for the opponent's
// move, in a copy of the game, and drops the answer: an *engine.Engine
// keeps in its tables what it found, for its next search, and is given
// the time of the brain's next move as its Time, so that a search that
// nothing stops ends by itself. Any line from the manager stops it at
// once; the brain's next search waits for the player to return, a
// millisecond or so.
//
// # Driving a brain
//
// A [Client] is the manager's side: it drives an external brain, a
// program started with [Start] (like pbrain-rapfi) or a reader and writer
// pair with [Dial], as a [search.Player] of *gomoku.Game, so that the
// brains of the Gomocup meet this module's players wherever a player is
// taken:
//
//	c, err := gomocup.Start("pbrain-rapfi")
//	c.TurnTime = time.Second
//	ch, err := c.Choose(ctx, g)
//
// Each Choose sends START size for a new game, a board that is empty, of
// another size or rule, or without the stones of the last move's position
// (and then INFO rule: 0 for freestyle, 1 for exactly five, 4 for
// renju, the only rule sets the protocol numbers that [gomoku] plays:
// [RuleNumber]), INFO timeout_turn, with [Client.MatchTime] INFO
// timeout_match and time_left, and then BEGIN on the empty board, TURN
// with the opponent's reply when the game goes on from the brain's last
// move, or else the whole position as a BOARD block in the order of the
// moves. It sends nothing within 30 ms of the brain's move (Rapfi drops
// what comes sooner). On a game clock,
// [Client.SetClock] (which makes a Client a Clocked player of package
// match), each move sends time_left, the clock, and timeout_turn, its
// share by [protocol.TimeShare]; START sends timeout_match, the clock at
// the brain's first move. It skips MESSAGE (kept in
// [Client.Messages]), DEBUG and UNKNOWN lines, and waits for the move for
// its time and a margin; then it sends YXSTOP, which Yixin-compatible
// brains such as Rapfi take as a stop and others answer with UNKNOWN,
// and waits the margin again. [Client.About], [Client.Restart] and
// [Client.Close] (END) are the rest of the protocol. The faults of a brain
// are errors that [errors.Is] matches with the sentinels of package
// protocol: ErrExited, ErrTimeout, ErrLate and ErrProtocol (garbage,
// ERROR, an occupied, forbidden or off-board move, the last with
// [board.ErrIllegalMove] too); ERROR to a move's command leaves the
// client out of step, and after a late or an illegal move the next
// Choose starts a new game. TAKEBACK, SWAP2BOARD and the
// continuous game are not sent.
package gomocup
