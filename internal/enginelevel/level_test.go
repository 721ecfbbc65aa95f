package enginelevel

import "testing"

func TestOf(t *testing.T) {
	for _, tc := range []struct {
		level int
		timed bool
		want  int
	}{
		{0, false, 3}, {0, true, 5}, {1, true, 1}, {2, false, 2}, {5, false, 5},
		{9, false, 5}, {-4, true, 1},
	} {
		if got := Of(tc.level, 5, 3, tc.timed); got != tc.want {
			t.Errorf("Of(%d, 5, 3, %v) = %d, want %d", tc.level, tc.timed, got, tc.want)
		}
	}
}
