// Package record reads and writes gomoku and renju game records in the
// two common text formats, and replays them as [gomoku.Game]s.
//
//   - PSQ, the game file of Piskvork, the manager of the Gomocup engine
//     tournament, in which the Gomocup result archives keep every game:
//     a header "Piskvorky 20x20, 11:11, 0", one "x,y,ms" line per move
//     (1-based, x the column, from the top-left), then the players and an
//     end code ([ParsePSQ], [FormatPSQ]).
//   - SGF, the Smart Game Format (FF[4]) with GM[4], gomoku and renju:
//     SZ, RU, PB, PW, RE and a B[hh] or W[hh] node per move, the column
//     then the row as letters from 'a' at the top-left ([ParseSGF],
//     [ParseSGFCollection], [FormatSGF]).
//
// [Parse] tells the formats apart by their first character, and [Write]
// writes either. A [Record] holds what the formats hold: the board size,
// the rule set, the players, the stated result, and the moves with their
// times and comments. What one format cannot hold the other's writer
// leaves out, so a record read from a file written by this package is the
// record written, restricted to that format's fields; tests hold both
// writers to that on random games, and fuzz both parsers.
//
// The parsers check the text, not the game: [Record.Replay] plays the
// moves under the record's rule and names the first one the game refuses
// (occupied, forbidden under renju, after the five). Syntax errors are
// *[board.ParseError]s that give the line and match [board.ErrSyntax];
// an SGF single-value property given twice in a node with different
// values matches [ErrRepeated] as well, and what is well formed but not
// read here, such as a pass or setup stones, [ErrUnsupported]. A list
// property given twice in a node, as GoWrite and ZJRenju write LB, is
// merged, as lenient SGF readers merge it.
//
// # Rules
//
// The rule of a record comes from SGF's RU, or from a Gomocup division
// name among PSQ's last lines. Both ignore case and the white space
// around the value, and know: the names of [gomoku.ParseRule]
// (freestyle, standard, renju, omok); "gomoku" and "free" for Freestyle,
// "exact" for Standard; the renju opening rules, all played under Renju
// (RIF, Yamaguchi, Sakata, Tarannikov, Taraguchi as in Taraguchi-10,
// Soosyrv as in Soosyrv-8, and Swap, the old RIF swap rule); the numbers
// of the Gomocup protocol's INFO rule as c-gomoku-cli writes them in RU
// (0 Freestyle, 1 Standard, 4 Renju); and a Gomocup division name by the
// word it starts with, like "Freestyle15_1", "Standard" or "Renju_2". A
// value it does not know reads as Freestyle, and stays in
// [Record.RuleText].
//
// Sources of the formats: the PSQ reader and writer of Piskvork
// (openPsq and savePsq in Piskvork's source) and the Gomocup archives'
// files; the SGF FF[4] specification (red-bean.com/sgf), and the SGF
// that renju programs write (c-gomoku-cli: RU as the Gomocup rule number,
// RE as "B+1", "W+1" or "0"; RenjuNet-style files: RU as the opening
// rule, like RIF or Yamaguchi).
package record
