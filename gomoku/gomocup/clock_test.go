package gomocup

import (
	"testing"
	"time"
)

// TestBudget checks the time of a move for the limits a manager sends.
func TestBudget(t *testing.T) {
	ms := time.Millisecond
	for _, tc := range []struct {
		name       string
		c          clock
		empty      int
		soft, hard time.Duration
	}{
		{"no limits", clock{turn: -1}, 225, 0, 0},
		{"unlimited time_left", clock{turn: -1, left: unlimited, leftSet: true}, 225, 0, 0},
		{"c-gomoku-cli's huge time_left", clock{turn: -1, left: maxMillis, leftSet: true}, 225, 0, 0},
		{"turn 200ms", clock{turn: 200}, 225, 135 * ms, 160 * ms},
		{"turn 1s", clock{turn: 1000}, 225, 902500 * time.Microsecond, 950 * ms},
		{"turn 5s", clock{turn: 5000}, 225, 4512500 * time.Microsecond, 4750 * ms},
		{"turn 0: fast", clock{turn: 0}, 225, 1 * ms, 20 * ms},
		{"time_left share", clock{turn: 30000, left: 100000, leftSet: true}, 225, 4512500 * time.Microsecond, 4750 * ms},
		{"time_left beats turn", clock{turn: 1000, left: 2000, leftSet: true}, 225, 35 * ms, 60 * ms},
		{"few empty points", clock{turn: -1, left: 10000, leftSet: true}, 3, 4512500 * time.Microsecond, 4750 * ms},
		{"match less used", clock{turn: -1, match: 120000, used: 20 * time.Second}, 225, 4512500 * time.Microsecond, 4750 * ms},
		{"time_left rules over match", clock{turn: -1, match: 120000, left: 40000, leftSet: true}, 225, 1805 * ms, 1900 * ms},
		{"no time left", clock{turn: 5000, left: -300, leftSet: true}, 225, time.Millisecond, 2 * ms},
	} {
		t.Run(tc.name, func(t *testing.T) {
			b := tc.c.budget(tc.empty)
			want := budget{soft: tc.soft, hard: tc.hard}
			if b != want {
				t.Errorf("budget %+v, want %+v", b, want)
			}
			if b.hard > 0 && b.soft > b.hard {
				t.Errorf("soft %v after hard %v", b.soft, b.hard)
			}
		})
	}
}

// TestBudgetPart checks the parts of a budget: their soft deadlines
// share out the soft one, each keeps the margin to its hard deadline,
// the last ends with the whole, and no limit stays no limit.
func TestBudgetPart(t *testing.T) {
	b := budget{soft: 600 * time.Millisecond, hard: 800 * time.Millisecond}
	for _, tc := range []struct {
		i, n int
		want budget
	}{
		{1, 4, budget{150 * time.Millisecond, 350 * time.Millisecond}},
		{2, 4, budget{300 * time.Millisecond, 500 * time.Millisecond}},
		{4, 4, b},
		{1, 1 << 40, budget{1, 200*time.Millisecond + 1}},
	} {
		if got := b.part(tc.i, tc.n); got != tc.want {
			t.Errorf("part(%d, %d) = %+v, want %+v", tc.i, tc.n, got, tc.want)
		}
	}
	if got := (budget{}).part(1, 2); got != (budget{}) {
		t.Errorf("no limit: part = %+v, want none", got)
	}
}
