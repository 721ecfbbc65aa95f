package nboard

import (
	"strconv"
	"strings"
	"time"

	"github.com/seed131617c4/board/othello"
	"github.com/seed131617c4/board/othello/ggf"
	"github.com/seed131617c4/board/protocol"
)

// clockOf returns the clock of the side to move in the game gg of "set
// game": the time left on it, which is its clock (TB or TW, else TI) less
// the times of its moves recorded in the game, plus the increment after
// each of them, and the increment; false when the game has no clock that
// reads.
func clockOf(gg *ggf.Game, side othello.Color) (left, inc time.Duration, ok bool) {
	text := gg.Time
	if side == othello.Black && gg.BlackTime != "" {
		text = gg.BlackTime
	} else if side == othello.White && gg.WhiteTime != "" {
		text = gg.WhiteTime
	}
	left, inc, ok = parseClock(text)
	if !ok {
		return 0, 0, false
	}
	for _, m := range gg.Moves {
		if m.Color == side && m.HasTime {
			left += inc - time.Duration(m.Time*float64(time.Second))
		}
	}
	return max(left, 0), inc, true
}

// A clocked player shares out a game clock itself, like the Engine of
// package othello/engine: the match runner's Clocked.
type clocked interface {
	SetClock(left, increment time.Duration)
}

// moveLimit returns the time a search of the side to move may take in
// the game gg, and whether it has a clock: for a clocked player, which it
// is given with SetClock, the time left on its clock less a tenth (at
// most a second), for the answer to travel; for another, the share that
// [protocol.TimeShare] gives of it.
func moveLimit(gg *ggf.Game, side othello.Color, p any) (time.Duration, bool) {
	left, inc, ok := clockOf(gg, side)
	if !ok {
		return 0, false
	}
	if c, isClocked := p.(clocked); isClocked {
		c.SetClock(left, inc)
		return protocol.ClockedLimit(left), true
	}
	return protocol.TimeShare(left, inc), true
}

// parseClock reads a GGF clock, like "15:00" or "05:00/00:02/02:00"
// (time, increment, extension: GGS's form; the extension is not
// read). Each part is seconds, minutes:seconds or hours:minutes:seconds,
// an empty increment none.
func parseClock(s string) (main, inc time.Duration, ok bool) {
	parts := strings.Split(strings.TrimSpace(s), "/")
	main, ok = parseDuration(parts[0])
	if !ok || main <= 0 {
		return 0, 0, false
	}
	if len(parts) > 1 && parts[1] != "" {
		if inc, ok = parseDuration(parts[1]); !ok {
			return 0, 0, false
		}
	}
	return main, inc, true
}

// parseDuration reads [[h:]m:]s, each part a whole number.
func parseDuration(s string) (time.Duration, bool) {
	f := strings.Split(s, ":")
	if len(f) > 3 {
		return 0, false
	}
	var d time.Duration
	for _, p := range f {
		n, err := strconv.Atoi(p)
		if err != nil || n < 0 || n > 1e6 {
			return 0, false
		}
		d = d*60 + time.Duration(n)
	}
	return d * time.Second, true
}
