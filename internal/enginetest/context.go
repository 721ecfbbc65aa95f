package enginetest

import (
	"context"
	"sync"
	"sync/atomic"
	"time"
)

// A CountingContext is a context that never ends and counts the contexts
// derived from it that are still registered with it, so that a test can
// catch a cancel function that was lost: the context package registers a
// child with a parent that has an AfterFunc method, and removes it when
// the child is cancelled. Use NewCountingContext.
type CountingContext struct {
	done chan struct{}
	live atomic.Int64
}

var _ context.Context = (*CountingContext)(nil)

// NewCountingContext returns a new CountingContext with no children.
func NewCountingContext() *CountingContext {
	return &CountingContext{done: make(chan struct{})}
}

// Live returns the number of children of c not yet cancelled.
func (c *CountingContext) Live() int64 { return c.live.Load() }

// Deadline reports no deadline.
func (c *CountingContext) Deadline() (time.Time, bool) { return time.Time{}, false }

// Done returns a channel that is never closed.
func (c *CountingContext) Done() <-chan struct{} { return c.done }

// Err returns nil.
func (c *CountingContext) Err() error { return nil }

// Value returns nil.
func (c *CountingContext) Value(any) any { return nil }

// AfterFunc registers a child, which the returned stop function removes.
// It never calls f: c never ends.
func (c *CountingContext) AfterFunc(f func()) (stop func() bool) {
	c.live.Add(1)
	var once sync.Once
	return func() bool {
		stopped := false
		once.Do(func() { c.live.Add(-1); stopped = true })
		return stopped
	}
}
