package gomocup

import (
	"bytes"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/search"
)

// replyRe matches every reply line the protocol allows the brain.
var replyRe = regexp.MustCompile(`^(OK|(0|[1-9][0-9]?),(0|[1-9][0-9]?)|([0-9]+,[0-9]+ ){2}[0-9]+,[0-9]+|(ERROR|UNKNOWN|MESSAGE|DEBUG) [ -~]+|name="[^"]*"(, [a-z]+="[^"]*")*)$`)

// FuzzServe feeds the brain arbitrary input: it must never panic or
// hang, and every line it writes must be a well-formed reply.
func FuzzServe(f *testing.F) {
	seed(f,
		"ABOUT\nSTART 15\nINFO rule 4\nBEGIN\nTURN 8,8\nTURN 6,6\nEND\n",
		"START 20\nINFO timeout_turn 0\nINFO time_left -100\nBOARD\n1,1,1\n2,2,2\n3,3,2\nDONE\nTAKEBACK 3,3\nTURN 3,3\n",
		"START 15\nINFO rule 8\nBEGIN\nINFO rule 1\nRESTART\nBEGIN\nPLAY 1,1\n",
		"RECTSTART 20,20\r\nSWAP2BOARD\r\n7,7\r\nDONE\r\nBOARD\r\n7,7,3\r\nDONE\r\n",
		"START 5\nBOARD\n0,0,1\n1,0,1\n2,0,1\n3,0,1\n0,1,2\n1,1,2\n2,1,2\n3,1,2\n4,1,2\nDONE\nTURN 4,4\n",
		"start 9\nturn 4,4\ntakeback 4,4\ntakeback 0,0\nfoo\n\x00\xff\n",
	)
	f.Fuzz(func(t *testing.T, in string) {
		var out bytes.Buffer
		b := &Brain{Player: search.NewRandom[gomoku.Stone, *gomoku.Game](1), Debug: len(in)%2 == 0}
		err, ok := await(serveOn(b, strings.NewReader(in), &out), 10*time.Second)
		if !ok {
			t.Fatalf("Serve hangs on %q", in)
		}
		if err != nil {
			t.Fatalf("Serve: %v", err)
		}
		for line := range strings.Lines(out.String()) {
			if !strings.HasSuffix(line, "\n") || !replyRe.MatchString(line[:len(line)-1]) {
				t.Fatalf("input %q: reply %q is not well-formed", in, line)
			}
		}
	})
}
