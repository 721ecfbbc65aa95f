package ugi

import (
	"testing"
	"time"
)

// TestBudget holds the time the server gives a search to the limits of
// the go command.
func TestBudget(t *testing.T) {
	t.Parallel()
	ms := time.Millisecond
	tests := []struct {
		l    Limits
		p1   bool
		want time.Duration
		ok   bool
	}{
		{Limits{}, true, 0, false},
		{Limits{Infinite: true, MoveTime: time.Second}, true, 0, false},
		{Limits{Depth: 5}, true, 0, false},
		{Limits{MoveTime: time.Second}, true, 950 * ms, true},
		{Limits{MoveTime: 100 * ms}, true, 90 * ms, true},
		{Limits{MoveTime: ms}, true, 900 * time.Microsecond, true},
		{Limits{P1Time: 30 * time.Second, P2Time: 3 * time.Second}, true, time.Second, true},
		{Limits{P1Time: 30 * time.Second, P2Time: 3 * time.Second}, false, 100 * ms, true},
		{Limits{P1Time: 30 * time.Second, P1Inc: 400 * ms}, true, 1300 * ms, true},
		{Limits{P1Time: 100 * ms, P1Inc: time.Second}, true, 50 * ms, true},
		{Limits{P1Inc: time.Second}, true, 750 * ms, true},
	}
	for _, tt := range tests {
		got, ok := tt.l.budget(tt.p1)
		if ok != tt.ok || (ok && got != max(tt.want, ms)) {
			t.Errorf("%v (p1 %t): budget %v, %t; want %v, %t", tt.l, tt.p1, got, ok, tt.want, tt.ok)
		}
	}
}
