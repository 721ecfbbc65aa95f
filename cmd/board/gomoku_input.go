package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// gomokuBoardHelp describes the board input of the gomoku commands, for
// their -h.
const gomokuBoardHelp = `[board rows]

The board is one row per line (or per argument) from the top, one
character per point: X black, O white, . or _ empty. It is square, 5 to 26
points a side, and its size is taken from the first row. Blank lines and
white space around a row are ignored. Points are named in renju notation:
the column letter from a at the left, then the row number from 1 at the
BOTTOM (h8 is the centre of 15x15).`

// gomokuReadBoard reads the board on r with gomoku.ParseBoard, one row
// per line from the top, the size taken from the first row; blank lines
// and white space around a row are ignored. Errors name the input line
// and the column.
func gomokuReadBoard(r io.Reader) (*board.Board[gomoku.Stone], error) {
	text, err := io.ReadAll(io.LimitReader(r, maxLine+1))
	if err != nil {
		return nil, err
	}
	long := len(text) > maxLine
	if long {
		text = text[:maxLine] // where it goes wrong, if the board does
	}
	b, err := gomoku.ParseBoard(string(text))
	if err != nil {
		return nil, parseInputError(err)
	}
	if long {
		return nil, &inputError{0, fmt.Errorf("input longer than %d bytes", maxLine)}
	}
	return b, nil
}

// gomokuRuleFlag declares the -rule flag with its default and the rule
// sets it accepts.
func gomokuRuleFlag(fs *flag.FlagSet, def gomoku.Rule, allowed ...gomoku.Rule) func() (gomoku.Rule, error) {
	names := make([]string, len(allowed))
	for i, r := range allowed {
		names[i] = r.String()
	}
	list := strings.Join(names, ", ")
	name := fs.String("rule", def.String(), "the rule set: "+list)
	return func() (gomoku.Rule, error) {
		r, err := gomoku.ParseRule(*name)
		if err != nil || !slices.Contains(allowed, r) {
			return 0, usagef("-rule %q: want one of %s", *name, list)
		}
		return r, nil
	}
}

// allRules returns every rule set, for gomokuRuleFlag.
func allRules() []gomoku.Rule {
	rules := gomoku.Rules()
	return rules[:]
}
