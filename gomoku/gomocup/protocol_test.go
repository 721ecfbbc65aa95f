package gomocup

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/protocol"
	"github.com/seed131617c4/board/search"
)

// first plays the first legal move in reading order: a player whose
// moves the tests can foresee.
type first struct{}

func (first) Choose(_ context.Context, g *gomoku.Game) (search.Choice, error) {
	for p := range g.Moves() {
		return search.Choice{Move: p}, nil
	}
	return search.Choice{}, board.ErrGameOver
}

// serve runs a brain with player on the input and returns its output.
func serve(t *testing.T, player search.Player[*gomoku.Game], input string) string {
	t.Helper()
	var out bytes.Buffer
	b := &Brain{Player: player}
	if err := b.Serve(context.Background(), strings.NewReader(input), &out); err != nil {
		t.Fatalf("Serve: %v", err)
	}
	return out.String()
}

// TestReplies checks the reply to each kind of line, one script at a
// time: "want" is the whole output, a regular expression per line.
func TestReplies(t *testing.T) {
	about := regexp.QuoteMeta(DefaultAbout().String())
	for _, tc := range []struct {
		name, in string
		want     []string
	}{
		{"about", "ABOUT\n", []string{about}},
		{"start", "START 20\nSTART 5\nSTART 26\n", []string{"OK", "OK", "OK"}},
		{"start sizes", "START 4\nSTART 27\nSTART\nSTART x\nSTART -1\n", []string{"ERROR unsupported board size 4 .*", "ERROR unsupported board size 27 .*", "ERROR START wants a board size.*", "ERROR START wants.*", "ERROR START wants.*"}},
		{"rectstart", "RECTSTART 30,20\nRECTSTART 15,15\nRECTSTART 15\n", []string{"ERROR rectangular boards are not supported: 30x20.*", "OK", "ERROR RECTSTART wants width,height.*"}},
		{"restart", "RESTART\nSTART 15\nRESTART\n", []string{"ERROR RESTART before START.*", "OK", "OK"}},
		{"begin", "START 15\nBEGIN\n", []string{"OK", "0,0"}},
		{"turn", "START 15\nTURN 0,0\nTURN 3,0\n", []string{"OK", "1,0", "2,0"}},
		{"turn errors", "START 15\nTURN 15,0\nTURN 1\nTURN a,b\nTURN\nTURN 0,0\nTURN 0,0\n", []string{"OK", "ERROR TURN wants x,y.*", "ERROR TURN wants x,y.*", "ERROR TURN wants x,y.*", "ERROR TURN wants x,y.*", "1,0", "ERROR TURN 0,0: point occupied"}},
		{"before start", "BEGIN\nTURN 1,1\nTAKEBACK 1,1\nPLAY 1,1\nBOARD\n1,1,2\nDONE\n", []string{"ERROR BEGIN before START.*", "ERROR TURN before START.*", "ERROR TAKEBACK before START.*", "ERROR PLAY before START.*", "ERROR BOARD before START.*"}},
		{"begin twice", "START 15\nBEGIN\nBEGIN\n", []string{"OK", "0,0", "ERROR BEGIN on a board with 1 stones.*"}},
		{"info has no reply", "INFO timeout_turn 1000\nINFO timeout_match 100000\nINFO time_left 99999\nINFO max_memory 83886080\nINFO game_type 1\nINFO folder C:\\tmp\nINFO evaluate 3,4\nINFO nonsense\nINFO\nINFO rule 1\nABOUT\n", []string{about}},
		{"info bad value", "START 15\nINFO timeout_turn soon\nINFO time_left -5\nBEGIN\n", []string{"OK", `MESSAGE INFO timeout_turn "soon" is not a number: ignored`, `\d+,\d+`}},
		{"rule caro", "START 15\nINFO rule 8\nBEGIN\nINFO rule 0\nBEGIN\n", []string{"OK", `ERROR unsupported rule 8 \(caro;.*`, "0,0"}},
		{"rule continuous", "START 15\nINFO rule 2\nTURN 7,7\nINFO rule 3\nBOARD\nDONE\n", []string{"OK", `ERROR unsupported rule 2 \(continuous game;.*`, `ERROR unsupported rule 3 \(continuous game;.*`}},
		{"rule odd", "START 15\nINFO rule 5\nBEGIN\nINFO rule 99\nBEGIN\nINFO rule x\nBEGIN\nINFO rule 4\nBEGIN\n", []string{"OK", `ERROR unsupported rule 5 .*`, `ERROR unsupported rule 99 .*`, `ERROR INFO rule "x" is not a number`, "7,7"}},
		{"board", "START 15\nBOARD\n7,7,1\n7,8,2\n8,8,2\nDONE\n", []string{"OK", "0,0"}},
		{"board empty", "START 15\nBOARD\nDONE\n", []string{"OK", "0,0"}},
		{"board errors", "START 15\nBOARD\n7,7,1\n7,7,2\nDONE\nBOARD\n7,7,3\nDONE\nBOARD\n7,7\nDONE\nBOARD\n15,1,1\nDONE\nBOARD\n1,1,0\nDONE\nBOARD\n1,1,1\nDONE\n",
			[]string{"OK", `ERROR BOARD line "7,7,2": 7,7 given twice`, `ERROR BOARD line "7,7,3": field 3 .*`, `ERROR BOARD line "7,7": want x,y,field.*`, `ERROR BOARD line "15,1,1".*`, `ERROR BOARD line "1,1,0": field 0.*`, `ERROR BOARD: 1 own stones and 0 of the opponent: not the brain's turn.*`}},
		{"board then turn", "START 15\nBOARD\n0,0,2\nDONE\nTURN 2,0\n", []string{"OK", "1,0", "3,0"}},
		{"takeback", "START 15\nBEGIN\nTURN 1,0\nTAKEBACK 2,0\nTAKEBACK 1,0\nTURN 1,0\nTAKEBACK 5,5\nTAKEBACK 15,0\n", []string{"OK", "0,0", "2,0", "OK", "OK", "2,0", "ERROR TAKEBACK 5,5: no stone there", "ERROR TAKEBACK wants x,y.*"}},
		{"takeback not last", "START 15\nBEGIN\nTURN 1,0\nTAKEBACK 0,0\nTAKEBACK 1,0\nTAKEBACK 2,0\n", []string{"OK", "0,0", "2,0", `ERROR TAKEBACK 0,0: not the last move \(the last is 2,0\)`, `ERROR TAKEBACK 1,0: not the last move \(the last is 2,0\)`, "OK"}},
		{"takeback unordered", "START 15\nBOARD\n5,5,1\n6,6,2\n7,7,2\nDONE\nTAKEBACK 6,6\nTAKEBACK 5,5\nTAKEBACK 7,7\n", []string{"OK", `\d+,\d+`, `ERROR TAKEBACK 6,6: not the last move \(white moved last\)`, "OK", "OK"}},
		{"play", "START 15\nPLAY 3,3\nPLAY 3,3\nTURN 4,4\n", []string{"OK", "3,3", "ERROR PLAY 3,3: point occupied", "0,0"}},
		{"unknown", "START 15\nFOO\nyxboard\n\n\n  \nDONE\n", []string{"OK", "UNKNOWN unknown command FOO", "UNKNOWN unknown command YXBOARD", "UNKNOWN unknown command DONE"}},
		{"swap2", "START 15\nSWAP2BOARD\nDONE\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\nSWAP2BOARD\n7,7\n8,7\n9,9\n8,8\n8,6\nDONE\nRESTART\nBEGIN\n",
			[]string{"OK", "7,7 7,6 7,5", "0,0", "0,0", "OK", "0,0"}},
		{"swap2 errors", "SWAP2BOARD\nDONE\nSTART 15\nSWAP2BOARD\n7,7\nDONE\nSWAP2BOARD\n7,7\n7,7\n1,1\nDONE\nSWAP2BOARD\n7,7,1\nDONE\nINFO rule 8\nSWAP2BOARD\nDONE\n",
			[]string{"ERROR SWAP2BOARD before START: no board", "OK", "ERROR SWAP2BOARD with 1 stones .*", `ERROR SWAP2BOARD line "7,7": 7,7 given twice`, `ERROR SWAP2BOARD line "7,7,1": want x,y.*`, "ERROR unsupported rule 8 .*"}},
		{"case and line ends", "start 15\r\nbegin\r\nturn 1,0\rTurn 3,0\r\r\n", []string{"OK", "0,0", "2,0", "4,0"}},
		{"end", "START 15\nEND\nABOUT\nBEGIN\n", []string{"OK"}},
		{"end in board", "START 15\nBOARD\n1,1,1\nEND\nDONE\n", []string{"OK"}},
		{"long line", "START 15\n" + strings.Repeat("x", protocol.MaxLine+10) + "\nBEGIN\n", []string{"OK", "ERROR line longer than 65536 bytes", "0,0"}},
		{"no final newline", "START 15\nBEGIN", []string{"OK", "0,0"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := strings.Split(strings.TrimSuffix(serve(t, first{}, tc.in), "\n"), "\n")
			if len(got) == 1 && got[0] == "" {
				got = nil
			}
			if len(got) != len(tc.want) {
				t.Fatalf("input %q:\ngot %d lines %q\nwant %d lines %q", tc.in, len(got), got, len(tc.want), tc.want)
			}
			for i, w := range tc.want {
				if !regexp.MustCompile("^" + w + "$").MatchString(got[i]) {
					t.Errorf("input %q: line %d is %q, want %q", tc.in, i+1, got[i], w)
				}
			}
		})
	}
}
