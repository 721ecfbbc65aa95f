package board_test

import (
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// deps returns the packages that each of pkgs links, as go list -deps
// lists them, in one run of go list.
func deps(t *testing.T, pkgs ...string) [][]string {
	t.Helper()
	args := append([]string{"list", "-f", "{{.ImportPath}} {{join .Deps \" \"}}"}, pkgs...)
	// go test puts the go command that runs it first on the PATH.
	out, err := exec.Command("go", args...).Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != len(pkgs) {
		t.Fatalf("go list listed %d packages, want %d:\n%s", len(lines), len(pkgs), out)
	}
	all := make([][]string, len(lines))
	for i, l := range lines {
		all[i] = strings.Fields(l)
		if !strings.HasSuffix(all[i][0], strings.TrimPrefix(pkgs[i], ".")) {
			t.Fatalf("go list listed %s for %s", all[i][0], pkgs[i])
		}
	}
	return all
}

// TestDependencies holds the packages to what they may link: a program
// links the game it plays and nothing of another game, an engine the
// tools of its game, the command no test package.
func TestDependencies(t *testing.T) {
	const mod = "github.com/seed131617c4/board/"
	tests := []struct {
		pkg         string
		must, never []string
	}{
		// A minimal Gomocup brain (testdata/brain) links no Othello code or
		// weights.
		{"./testdata/brain", []string{mod + "gomoku/engine", mod + "gomoku/pattern"}, []string{mod + "othello", mod + "tictactoe"}},
		{"./othello/engine", []string{mod + "othello/solve", mod + "othello/eval", mod + "search"}, []string{mod + "gomoku", mod + "tictactoe"}},
		{"./gomoku/engine", []string{mod + "gomoku/pattern", mod + "gomoku/threat", mod + "search"}, []string{mod + "othello", mod + "tictactoe"}},
		{"./tictactoe/engine", []string{mod + "search"}, []string{mod + "othello", mod + "gomoku"}},
		{"./search", nil, []string{mod + "othello", mod + "gomoku", mod + "tictactoe"}},
		// The engine protocols and the match runner are written over the
		// contract and link no game.
		{"./protocol", nil, []string{mod + "othello", mod + "gomoku", mod + "tictactoe"}},
		{"./ugi", nil, []string{mod + "othello", mod + "gomoku", mod + "tictactoe"}},
		{"./gtp", nil, []string{mod + "othello", mod + "gomoku", mod + "tictactoe"}},
		{"./match", nil, []string{mod + "othello", mod + "gomoku", mod + "tictactoe"}},
		{"./cmd/board", nil, []string{"testing", mod + "boardtest", mod + "internal/othellotest", mod + "internal/sharedtest", mod + "internal/enginetest"}},
	}
	var pkgs []string
	for _, tt := range tests {
		pkgs = append(pkgs, tt.pkg)
	}
	all := deps(t, pkgs...)
	for i, tt := range tests {
		got := all[i]
		for _, want := range tt.must {
			if !slices.Contains(got, want) {
				t.Errorf("%s does not link %s", tt.pkg, want)
			}
		}
		for _, p := range got {
			for _, bad := range tt.never {
				if p == bad || strings.HasPrefix(p, bad+"/") {
					t.Errorf("%s links %s", tt.pkg, p)
				}
			}
		}
	}
}
