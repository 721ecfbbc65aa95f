package record

import (
	"strings"

	"github.com/seed131617c4/board/gomoku"
)

// ruleOf returns the rule set that an SGF RU value or a Gomocup division
// name stands for, and reports whether it knows the value: the names of
// the package doc's "Rules". It ignores case and the white space around
// the value, and knows:
//
//   - the names of [gomoku.ParseRule]: freestyle, standard, renju, omok;
//   - "gomoku" and "free" for Freestyle, "exact" for Standard;
//   - the renju opening rules, all played under Renju: RIF, Yamaguchi,
//     Sakata, Tarannikov, Taraguchi (Taraguchi-10 and the like), Soosyrv
//     (Soosyrv-8 and the like), Swap (the old RIF swap rule);
//   - the numbers of the Gomocup protocol's INFO rule, as c-gomoku-cli
//     writes them in RU: 0 Freestyle, 1 Standard (exactly five), 4 Renju;
//   - a Gomocup division name, like "Freestyle15_1", "Standard" or
//     "Renju_2", by the word it starts with.
//
// Anything else returns Freestyle and false.
func ruleOf(s string) (gomoku.Rule, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	switch s {
	case "freestyle", "gomoku", "free", "0":
		return gomoku.Freestyle, true
	case "standard", "exact", "1":
		return gomoku.Standard, true
	case "renju", "rif", "yamaguchi", "sakata", "tarannikov", "swap", "4":
		return gomoku.Renju, true
	case "omok":
		return gomoku.Omok, true
	}
	for _, p := range []struct {
		prefix string
		rule   gomoku.Rule
	}{
		{"taraguchi", gomoku.Renju}, {"soosyrv", gomoku.Renju},
		{"freestyle", gomoku.Freestyle}, {"standard", gomoku.Standard},
		{"renju", gomoku.Renju}, {"omok", gomoku.Omok},
	} {
		if strings.HasPrefix(s, p.prefix) {
			return p.rule, true
		}
	}
	return gomoku.Freestyle, false
}
