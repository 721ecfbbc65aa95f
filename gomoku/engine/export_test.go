package engine

import "sync"

// off holds the techniques switched off in the engines of the tests'
// matches, by engine.
var off sync.Map // *Engine → technique

func init() {
	techniquesOff = func(e *Engine) technique {
		t, _ := off.Load(e)
		t2, _ := t.(technique)
		return t2
	}
}

// switchOff switches the techniques t off in e and returns e.
func switchOff(e *Engine, t technique) *Engine {
	off.Store(e, t)
	return e
}
