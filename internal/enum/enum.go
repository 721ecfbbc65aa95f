// Package enum names the values of the module's enumerations one way: the
// String method of each (board.Direction, othello.Color, tictactoe.Mark,
// search.Proof and the others) is a call of [Name].
package enum

import "strconv"

// An Integer is the underlying type of an enumeration.
type Integer interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64
}

// Name returns the name of v among the names of its type, whose values
// run from first: names[v-first], or typ and the number, like
// "Color(7)", for a value that names does not cover.
func Name[T Integer](v, first T, typ string, names ...string) string {
	if i := int64(v) - int64(first); i >= 0 && i < int64(len(names)) {
		return names[i]
	}
	return typ + "(" + strconv.FormatInt(int64(v), 10) + ")"
}
