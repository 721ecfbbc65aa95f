// Package enginelevel holds the engines' one rule for the level they play, so
// that every engine of the module reads its Level and Time fields alike
// (docs/search.md, "Limits and threads").
package enginelevel

// Of returns the level an engine plays, 1 to highest: level clamped to
// that range, or for level 0 the highest with a time limit (timed), the
// strongest play within the time, and def without one.
func Of(level, highest, def int, timed bool) int {
	switch {
	case level != 0:
		return min(max(level, 1), highest)
	case timed:
		return highest
	}
	return def
}
