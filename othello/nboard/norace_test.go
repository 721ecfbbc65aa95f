//go:build !race

package nboard_test

import "time"

// hintTime is how long TestPipeHint lets the served engine think.
const hintTime = 300 * time.Millisecond
