package main

import (
	"strings"
	"testing"
)

func TestTictactoeShow(t *testing.T) {
	out, errOut, code := runBoard(t, "", "tictactoe", "show", "X...O...X")
	want := "X..\n.O.\n..X\nstate: ongoing\nlegal: yes\nfinal: no\nwinner: none\n" +
		"to move: O\nvalue: draw\nbest moves: b1 a2 c2 b3\n"
	if code != 0 || out != want || errOut != "" {
		t.Errorf("status %d, stderr %q, stdout:\n%s\nwant:\n%s", code, errOut, out, want)
	}
	out, _, code = runBoard(t, "", "tictactoe", "show", "XXXOOO...")
	if code != 0 || !strings.Contains(out, "state: illegal\nlegal: no\nfinal: no\nwinner: none\n") || strings.Contains(out, "value") {
		t.Errorf("illegal board: status %d, stdout %q", code, out)
	}
	_, errOut, code = runBoard(t, "", "tictactoe", "show", "XO")
	wantError(t, errOut, code, "want 9 characters")
	_, errOut, code = runBoard(t, "", "tictactoe", "show")
	wantError(t, errOut, code, "no board")
}
