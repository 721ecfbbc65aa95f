package record

import (
	"testing"

	"github.com/seed131617c4/board/gomoku"
)

// TestRuleOf checks ruleOf against the names the formats use.
func TestRuleOf(t *testing.T) {
	for s, want := range map[string]gomoku.Rule{
		"Renju": gomoku.Renju, " rif ": gomoku.Renju, "Taraguchi-10": gomoku.Renju, "soosyrv-8": gomoku.Renju,
		"Yamaguchi": gomoku.Renju, "Sakata": gomoku.Renju, "Tarannikov": gomoku.Renju, "swap": gomoku.Renju,
		"0": gomoku.Freestyle, "1": gomoku.Standard, "4": gomoku.Renju, "Gomoku": gomoku.Freestyle,
		"Freestyle20": gomoku.Freestyle, "Standard15_2": gomoku.Standard, "omok": gomoku.Omok,
	} {
		if got, ok := ruleOf(s); got != want || !ok {
			t.Errorf("ruleOf(%q) = %v, %v; want %v, true", s, got, ok, want)
		}
	}
	for _, s := range []string{"", "2", "swap2", "caro", "go"} {
		if got, ok := ruleOf(s); got != gomoku.Freestyle || ok {
			t.Errorf("ruleOf(%q) = %v, %v; want freestyle, false", s, got, ok)
		}
	}
}
