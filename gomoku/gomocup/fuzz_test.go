package gomocup

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/seed131617c4/board/gomoku"
	"github.com/seed131617c4/board/search"
)

// replyRe matches every reply line the protocol allows the brain: a
// move, or the one to three points or SWAP of a SWAP2BOARD reply.
var replyRe = regexp.MustCompile(`^(OK|SWAP|(0|[1-9][0-9]?),(0|[1-9][0-9]?)|([0-9]+,[0-9]+ ){1,2}[0-9]+,[0-9]+|(ERROR|UNKNOWN|MESSAGE|DEBUG) [ -~]+|name="[^"]*"(, [a-z]+="[^"]*")*)$`)

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
		"START 15\nINFO rule 1\nSWAP2BOARD\nDONE\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\nSWAP2BOARD\n7,7\n8,7\n9,9\n8,8\n8,6\nDONE\n",
		"START 15\nINFO rule 4\nSWAP2BOARD\n0,0\n0,1\n0,2\nDONE\nSWAP2BOARD\n1,1\n1,1\n2,2\nDONE\nSWAP2BOARD\n3,3\nDONE\n",
		"START 15\nINFO pondering 1\nBEGIN\nTURN 8,8\nINFO pondering 2\nTURN 9,9\nINFO pondering 0\nTURN 10,10\nEND\n",
		"START 15\nINFO rule 4\nINFO pondering 1\nBEGIN\nTURN 7,6\nYXSTOP\nTAKEBACK 7,6\n",
	)
	f.Fuzz(func(t *testing.T, in string) {
		var out bytes.Buffer
		b := &Brain{Player: scored{search.NewRandom[gomoku.Stone, *gomoku.Game](1)}, Debug: len(in)%2 == 0}
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

// A scored player gives the random player's moves a score backed by a
// ply, from -500 to +500 by the point, so that the brain's Swap2
// judgements reach each of its replies: SWAP, one stone and two.
type scored struct {
	p search.Player[*gomoku.Game]
}

func (s scored) Choose(ctx context.Context, g *gomoku.Game) (search.Choice, error) {
	c, err := s.p.Choose(ctx, g)
	c.Depth, c.Score = 1, (c.Move.Row*31+c.Move.Col*17)%1001-500
	return c, err
}
