package browsertest

import (
	"context"
	"flag"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/seed131617c4/board/web"
)

var updateScreenshots = flag.Bool("update-screenshots", false, "write the screenshots of the pages to docs/serve-*.png")

// chromium returns the browser to run, or skips t.
func chromium(t *testing.T) string {
	if p := os.Getenv("CHROMIUM"); p != "" {
		return p
	}
	for _, p := range []string{"/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if _, err := os.Stat(p); err == nil {
			return p
		}
	}
	if p, err := exec.LookPath("chromium"); err == nil {
		return p
	}
	t.Skip("no Chromium: install it (apt-get install chromium) or set CHROMIUM")
	return ""
}

// A browser is a page of headless Chromium on the web application.
type browser struct {
	t   *testing.T
	ctx context.Context
	url string
}

// newBrowser starts the web application on a loopback port and Chromium
// with a fresh profile; both stop when t ends.
func newBrowser(t *testing.T) *browser {
	path := chromium(t)
	h := web.New(web.Options{Workers: 2})
	srv := httptest.NewServer(h)
	t.Cleanup(func() { h.Close(); srv.Close() })
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1000, 720),
	}
	// Without these, Chromium waits on connections of its own that the
	// closed network never answers.
	for _, f := range []string{"headless", "no-sandbox", "disable-gpu", "disable-quic", "no-first-run",
		"disable-background-networking", "disable-component-update", "disable-sync", "hide-scrollbars",
		"disable-extensions", "no-default-browser-check", "mute-audio"} {
		opts = append(opts, chromedp.Flag(f, true))
	}
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	t.Cleanup(func() { cancel(); cancelA() })
	if err := chromedp.Do(ctx); err != nil { // starts the browser
		t.Fatalf("starting %s: %v", path, err)
	}
	return &browser{t, ctx, srv.URL}
}

// do runs the steps within 20 s, failing t with what names them.
func (b *browser) do(what string, steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 20*time.Second)
	defer cancel()
	if err := chromedp.Do(ctx, steps...); err != nil {
		b.t.Fatalf("%s: %v (page: %s)", what, err, b.state())
	}
}

// eval returns the value of a JavaScript expression.
func eval[T any](b *browser, expr string) T {
	b.t.Helper()
	ctx, cancel := context.WithTimeout(b.ctx, 10*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr))
	if err != nil {
		b.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// state returns what the page shows of its game, for messages.
func (b *browser) state() string {
	ctx, cancel := context.WithTimeout(b.ctx, 2*time.Second)
	defer cancel()
	s, _ := chromedp.Run(ctx, chromedp.Evaluate[string](`JSON.stringify(Object.assign({}, document.getElementById("app").dataset, {error: document.getElementById("error").textContent}))`))
	return s
}

// open loads the page of a game and waits for its board.
func (b *browser) open(game string) {
	b.t.Helper()
	b.do("open "+game, chromedp.Navigate(b.url+"/"+game), chromedp.Poll[chromedp.Void](`document.querySelector("#board svg") !== null && document.getElementById("app").dataset.status !== undefined`))
}

// moves returns the moves played on the page.
func (b *browser) moves() []string {
	return strings.Fields(eval[string](b, `document.getElementById("app").dataset.moves`))
}

// clickPoint clicks the centre of point (row, col) of the board, whose
// centre of point (0, 0) is at (x0, x0) in the SVG's viewBox, 40 units a
// point, as package render draws it.
func (b *browser) clickPoint(x0 float64, row, col int) {
	b.t.Helper()
	xy := eval[[]float64](b, fmt.Sprintf(`(() => { const svg = document.querySelector("#board svg"); const p = svg.createSVGPoint();
		p.x = %g; p.y = %g; const q = p.matrixTransform(svg.getScreenCTM()); return [q.x, q.y]; })()`, x0+40*float64(col), x0+40*float64(row)))
	b.do(fmt.Sprintf("click (%d,%d)", row, col), chromedp.MouseClickXY(xy[0], xy[1]))
}

// waitMoves waits until the page has played n moves, or its game is over,
// and no request runs.
func (b *browser) waitMoves(n int) {
	b.t.Helper()
	b.do(fmt.Sprintf("wait for %d moves", n), chromedp.Poll[chromedp.Void](fmt.Sprintf(
		`(() => { const d = document.getElementById("app").dataset; const k = d.moves ? d.moves.split(" ").length : 0;
		return (k >= %d || d.legal === "") && document.getElementById("cancel").disabled; })()`, n)))
}

// selectValue sets a menu of the page and fires its change.
func (b *browser) selectValue(id, value string) {
	b.t.Helper()
	b.do("select "+id, chromedp.Evaluate[chromedp.Void](fmt.Sprintf(
		`(() => { const s = document.getElementById(%q); s.value = %q; s.dispatchEvent(new Event("change")); })()`, id, value)))
}

// screenshot writes the page to docs/name.png with -update-screenshots.
func (b *browser) screenshot(name string) {
	b.t.Helper()
	if !*updateScreenshots {
		return
	}
	ctx, cancel := context.WithTimeout(b.ctx, 20*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		b.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join("..", "..", "docs", name+".png"), png, 0o644); err != nil {
		b.t.Fatal(err)
	}
}

// boardText returns the text board that the SVG holds in its <desc>.
func (b *browser) boardText() string {
	return eval[string](b, `document.querySelector("#board svg desc").textContent`)
}

// TestBrowser plays each game in Chromium by clicks: a whole game of
// tic-tac-toe against the engine, ten moves of Othello against it and its
// analysis, a renju record loaded with its forbidden points.
func TestBrowser(t *testing.T) {
	b := newBrowser(t)
	t.Run("tictactoe", func(t *testing.T) {
		b.t = t
		b.open("tictactoe")
		// The board turned: a click at the top left is c3.
		const firstX = `document.querySelector("#board svg .coords text").getAttribute("x")` // where "a" is written
		x := eval[string](b, firstX)
		b.do("flip", chromedp.Click(chromedp.CSS("#flip")), chromedp.Poll[chromedp.Void](firstX+" !== "+strconv.Quote(x)))
		// X, the person, plays the first legal cell each turn; O, the
		// engine at its perfect level, answers.
		for turn := 0; ; turn++ {
			legal := strings.Fields(eval[string](b, `document.getElementById("app").dataset.legal`))
			if len(legal) == 0 {
				break
			}
			if turn > 5 {
				t.Fatalf("the game has not ended after %d turns: %s", turn, b.state())
			}
			n := len(b.moves())
			cell := legal[0] // like "b2": column a-c, row 1-3 from the top
			b.clickPoint(46, 2-int(cell[1]-'1'), 2-int(cell[0]-'a'))
			b.waitMoves(n + 2)
			if got := b.moves(); len(got) < n+1 || got[n] != cell {
				t.Fatalf("after a click on %s the moves are %v", cell, got)
			}
		}
		status := eval[string](b, `document.getElementById("status").textContent`)
		if status != "O wins" && status != "draw" {
			t.Errorf("the perfect engine as O: status %q, want O wins or draw (%s)", status, b.state())
		}
		if text := strings.Join(strings.Split(b.boardText(), "\n")[:3], ""); strings.Count(text, "X")+strings.Count(text, "O") != len(b.moves()) {
			t.Errorf("the SVG's board %q does not hold the %d moves", text, len(b.moves()))
		}
		b.do("flip back", chromedp.Click(chromedp.CSS("#flip")), chromedp.Poll[chromedp.Void](firstX+" === "+strconv.Quote(x)))
		b.screenshot("serve-tictactoe")
	})
	t.Run("othello", func(t *testing.T) {
		b.t = t
		b.open("othello")
		b.selectValue("level", "1")
		b.selectValue("time", "200")
		// Black, the person, plays the first legal move each turn.
		for len(b.moves()) < 10 {
			legal := strings.Fields(eval[string](b, `document.getElementById("app").dataset.legal`))
			if len(legal) == 0 {
				t.Fatalf("no legal move: %s", b.state())
			}
			n := len(b.moves())
			m := legal[0] // like "d3": column a-h, row 1-8 from the top
			b.clickPoint(46, int(m[1]-'1'), int(m[0]-'a'))
			b.waitMoves(n + 2)
			if got := b.moves(); got[n] != m {
				t.Fatalf("after a click on %s the moves are %v", m, got)
			}
		}
		if text := b.boardText(); strings.Count(text, "X")+strings.Count(text, "O") != 4+10 {
			t.Errorf("the SVG's board after 10 moves does not hold 14 discs:\n%s", text)
		}
		b.screenshot("serve-othello")
		// Undo takes back the engine's move and ours; redo plays ours again,
		// and the engine answers as before.
		ten := b.moves()
		b.do("undo", chromedp.Click(chromedp.CSS("#undo")), chromedp.Poll[chromedp.Void](`document.getElementById("app").dataset.moves.split(" ").length === 8`))
		b.do("redo", chromedp.Click(chromedp.CSS("#redo")))
		b.waitMoves(10)
		if got := b.moves(); strings.Join(got, " ") != strings.Join(ten, " ") {
			t.Errorf("after undo and redo the moves are %v, want %v", got, ten)
		}
		b.do("analyse", chromedp.Click(chromedp.CSS("#analyse")),
			chromedp.Poll[chromedp.Void](`document.querySelectorAll("#hints tr").length > 1 && document.querySelector("#graph svg") !== null`))
		rows := eval[int](b, `document.querySelectorAll("#hints tr").length - 1`)
		legal := strings.Fields(eval[string](b, `document.getElementById("app").dataset.legal`))
		if rows != len(legal) {
			t.Errorf("the analysis scores %d moves, want the %d legal ones", rows, len(legal))
		}
		if bars := eval[int](b, `document.querySelectorAll("#graph svg rect").length`); bars < 10 {
			t.Errorf("the evaluation graph has %d rectangles, want a bar for each of the 10 moves", bars)
		}
		b.screenshot("serve-analysis")
	})
	t.Run("renju", func(t *testing.T) {
		b.t = t
		b.open("gomoku")
		// Black to move with a double-three at i8 (h8 j8 and i9 i10), and
		// an open three d10 e11 f12, whose fours at c9 and g13 win.
		b.do("load a record", chromedp.Evaluate[chromedp.Void](`document.getElementById("records").open = true`),
			chromedp.SendKeys(chromedp.CSS("#paste"), "(;GM[4]SZ[15]RU[renju];B[hh];W[ao];B[jh];W[am];B[ig];W[ak];B[if];W[ai];B[df];W[ag];B[ee];W[ae];B[fd];W[ac])"),
			chromedp.Click(chromedp.CSS("#load")))
		b.waitMoves(14)
		if got := eval[string](b, `document.getElementById("rule").value`); got != "renju" {
			t.Errorf("rule %q after loading a renju record", got)
		}
		forbidden := eval[string](b, `document.getElementById("forbidden").textContent`)
		if !strings.Contains(forbidden, "i8 (double-three)") {
			t.Errorf("forbidden points shown: %q, want i8 (double-three)", forbidden)
		}
		if !strings.Contains(eval[string](b, `document.querySelector("#board svg .marks").outerHTML`), ">33<") {
			t.Error("the board does not label i8 33")
		}
		// A click on i8 (column i, row 8 of 15 from the bottom) is refused.
		b.clickPoint(46, 15-8, 8)
		b.do("the foul refused", chromedp.Poll[chromedp.Void](`document.getElementById("error").textContent.includes("forbidden")`))
		if n := len(b.moves()); n != 14 {
			t.Errorf("%d moves after a forbidden click", n)
		}
		b.do("vcf", chromedp.Click(chromedp.CSS("#vcf")), chromedp.Poll[chromedp.Void](`document.getElementById("threat") !== null`))
		if got := eval[string](b, `document.getElementById("threat").textContent`); got != "VCF for black: c9" && got != "VCF for black: g13" {
			t.Errorf("VCF: %q, want c9 or g13", got)
		}
		b.screenshot("serve-gomoku")
	})
}
