// Package gomoku implements five-in-a-row games on board.Board: gomoku
// under the freestyle and standard rules, renju and Korean omok.
package gomoku
