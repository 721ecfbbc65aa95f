package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/seed131617c4/board/internal/sharedtest"
)

// runBoard runs the command line args with stdin and returns what it wrote
// and its exit status.
func runBoard(t testing.TB, stdin string, args ...string) (stdout, stderr string, code int) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	return out.String(), errOut.String(), code
}

// wantError checks a failed run: status 2 and exactly one line on stderr
// that contains every fragment.
func wantError(t *testing.T, stderr string, code int, fragments ...string) {
	t.Helper()
	if code != 2 {
		t.Errorf("exit status %d, want 2 (stderr %q)", code, stderr)
	}
	if strings.Count(stderr, "\n") != 1 || !strings.HasSuffix(stderr, "\n") {
		t.Errorf("stderr is not one line: %q", stderr)
	}
	for _, f := range fragments {
		if !strings.Contains(stderr, f) {
			t.Errorf("stderr %q does not say %q", stderr, f)
		}
	}
}

// readShared returns the contents of a shared test data file, or skips.
func readShared(t *testing.T, elem ...string) string {
	t.Helper()
	data, err := os.ReadFile(sharedtest.Path(t, elem...))
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestUsage(t *testing.T) {
	out, errOut, code := runBoard(t, "")
	if code != 2 || out != "" || !strings.Contains(errOut, "judge boj7682") {
		t.Errorf("no arguments: status %d, stdout %q, stderr %q", code, out, errOut)
	}
	out, _, code = runBoard(t, "", "help")
	if code != 0 || !strings.Contains(out, "tictactoe show") {
		t.Errorf("help: status %d, stdout %q", code, out)
	}
	_, errOut, code = runBoard(t, "", "chess", "play")
	wantError(t, errOut, code, `unknown command "chess"`)
	// A group alone lists its commands, on standard error with status 2;
	// "board help <group>" on standard output with status 0.
	out, errOut, code = runBoard(t, "", "judge")
	if code != 2 || out != "" || !strings.HasPrefix(errOut, "usage: board judge <verb>") || !strings.Contains(errOut, "judge boj7682") || strings.Contains(errOut, "othello") {
		t.Errorf("judge alone: status %d, stdout %q, stderr %q", code, out, errOut)
	}
	out, errOut, code = runBoard(t, "", "help", "othello")
	if code != 0 || errOut != "" || !strings.Contains(out, "othello solve") || strings.Contains(out, "gomoku") {
		t.Errorf("help othello: status %d, stdout %q, stderr %q", code, out, errOut)
	}
	_, errOut, code = runBoard(t, "", "help", "chess")
	wantError(t, errOut, code, `board help: unknown group "chess"`)
	_, errOut, code = runBoard(t, "", "tictactoe", "play")
	wantError(t, errOut, code, `board tictactoe: unknown verb "play"; want one of: move, png, show, svg`)
	_, errOut, code = runBoard(t, "", "judge", "boj7682", "-nosuchflag")
	wantError(t, errOut, code, "board judge boj7682", "nosuchflag")
	out, _, code = runBoard(t, "", "judge", "boj7682", "-h")
	if code != 0 || !strings.HasPrefix(out, "Baekjoon 7682: ") || !strings.Contains(out, "\nusage: board judge boj7682 [flags] [input]\n") {
		t.Errorf("-h: status %d, stdout %q", code, out)
	}
}

// TestEveryCommandHasHelp checks that every registered command answers -h.
func TestEveryCommandHasHelp(t *testing.T) {
	for _, c := range commands {
		args := []string{c.group}
		if c.verb != "" {
			args = append(args, c.verb)
		}
		out, errOut, code := runBoard(t, "", append(args, "-h")...)
		// The one-line summary comes first, then the usage line.
		if code != 0 || !strings.HasPrefix(out, upperFirst(c.summary)+"\n\nusage: "+c.name()) || errOut != "" {
			t.Errorf("%s -h: status %d, stdout %q, stderr %q", c.name(), code, out, errOut)
		}
		if c.summary == "" {
			t.Errorf("%s has no summary", c.name())
		}
	}
}
