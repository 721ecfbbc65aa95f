//go:build race

package nboard_test

import "time"

// hintTime is how long TestPipeHint lets the served engine think: the
// race detector slows its three searches several times.
const hintTime = time.Second
