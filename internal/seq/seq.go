// Package seq makes the iterators that the readers of the module share:
// the Games method of a reader of game records (othello/ggf,
// othello/wthor) is [Records] over its Next method.
package seq

import (
	"io"
	"iter"
)

// Records returns an iterator over the records that next reads one by
// one: it stops when next returns io.EOF, or after yielding the first
// other error with its record. It is as single-use as next.
func Records[T any](next func() (T, error)) iter.Seq2[T, error] {
	return func(yield func(T, error) bool) {
		for {
			r, err := next()
			if err == io.EOF {
				return
			}
			if !yield(r, err) || err != nil {
				return
			}
		}
	}
}
