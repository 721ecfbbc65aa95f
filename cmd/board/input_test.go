package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// inputSamples are, for each command that reads input, flags to run it
// with and an input given as arguments: the same input, the arguments
// joined by the command's separator, goes on standard input and into the
// file of -in.
var inputSamples = map[string]struct {
	flags, args []string
}{
	"board othello show":     {nil, []string{"f5", "d6", "c3"}},
	"board othello move":     {[]string{"-level", "1"}, []string{"-----OX--XO-----", "X"}},
	"board othello hint":     {[]string{"-level", "1"}, []string{"-----OX--XO-----", "X"}},
	"board othello solve":    {[]string{"-threads", "1"}, []string{"-----OX--XO----- X", "XXXXXXXXXXXXXXX- O"}},
	"board othello replay":   {nil, []string{"f5d6c3", "f5f6"}},
	"board othello analyze":  {[]string{"-level", "1"}, []string{"f5d6c3"}},
	"board othello svg":      {nil, []string{"f5", "d6"}},
	"board othello png":      {[]string{"-format", "position", "-px", "40"}, []string{"-----OX--XO-----", "X"}},
	"board tictactoe show":   {nil, []string{"X..", ".O.", "..X"}},
	"board tictactoe move":   {nil, []string{"X...O...."}},
	"board tictactoe svg":    {[]string{"-format", "moves"}, []string{"b2", "a1", "c3"}},
	"board tictactoe png":    {[]string{"-px", "30"}, []string{"XO......."}},
	"board gomoku winner":    {nil, gomokuRows(gomokuFive)},
	"board gomoku forbidden": {[]string{"-rule", "renju"}, gomokuRows(renderForbiddenBoard)},
	"board gomoku vcf":       {[]string{"-rule", "freestyle"}, gomokuRows(gomokuFour)},
	"board gomoku vct":       {[]string{"-rule", "freestyle", "-limit", "2"}, gomokuRows(gomokuFour)},
	"board gomoku move":      {[]string{"-level", "1"}, gomokuRows(gomokuCentre)},
	"board gomoku svg":       {[]string{"-format", "moves", "-size", "9"}, []string{"e5 e6", "f5"}},
	"board gomoku png":       {[]string{"-px", "60"}, gomokuRows(gomokuCentre)},
	"board gomoku replay":    {nil, []string{"Piskvorky 15x15, 11:11, 0", "8,8,0", "9,9,0", "-1"}},
	"board judge boj2615":    {nil, gomokuRows(strings.Repeat(strings.Repeat("0 ", 18)+"0\n", 19))},
	"board judge boj7682":    {nil, []string{"XOXOXOXOX", "XXXOO.XXX", "end"}},
	"board judge boj15671":   {nil, []string{"2", "2 3", "2 2"}},
	"board judge swea4615":   {nil, []string{"1", "4 1", "2 1 1"}},
}

// A few gomoku boards of 15×15, a row a line from the top.
var (
	gomokuFive = strings.Repeat(strings.Repeat(".", 15)+"\n", 7) + "XXXXX" + strings.Repeat(".", 10) + "\n" +
		"OOOO" + strings.Repeat(".", 11) + "\n" + strings.Repeat(strings.Repeat(".", 15)+"\n", 6)
	gomokuFour = strings.Repeat(strings.Repeat(".", 15)+"\n", 7) + "XXXX" + strings.Repeat(".", 11) + "\n" +
		"OOO" + strings.Repeat(".", 12) + "\n" + strings.Repeat(strings.Repeat(".", 15)+"\n", 6)
)

// gomokuRows splits a board into its rows.
func gomokuRows(b string) []string {
	return strings.Split(strings.TrimSuffix(b, "\n"), "\n")
}

// timings are the measured times and rates in the output of a command.
var timings = regexp.MustCompile(`\d+\.\d+s?|\d+ nodes/s|\d+(\.\d+)?[µm]?s\b`)

// TestInputForms runs every command that reads input three ways, its
// input as arguments, on standard input and in the file of -in, and wants
// the same output, exit status 0, and nothing on standard error. Giving
// both -in and arguments, or a file that cannot be read, is a usage error.
func TestInputForms(t *testing.T) {
	dir := t.TempDir()
	for _, c := range commands {
		sample, ok := inputSamples[c.name()]
		if c.input == "" {
			if sample.args != nil {
				t.Errorf("%s reads no input, but inputSamples has one for it", c.name())
			}
			continue
		}
		if !ok || sample.args == nil {
			t.Errorf("%s reads %s, but inputSamples has none for it", c.name(), c.input)
			continue
		}
		cmd := append(commandArgs(c), sample.flags...)
		text := strings.Join(sample.args, c.sep) + "\n"
		file := filepath.Join(dir, c.group+"-"+c.verb+".txt")
		if err := os.WriteFile(file, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		run := func(stdin string, args ...string) string {
			t.Helper()
			out, errOut, code := runBoard(t, stdin, append(append([]string(nil), cmd...), args...)...)
			if code != 0 || errOut != "" || out == "" {
				t.Errorf("board %s: exit %d, stderr %q, stdout %.60q", strings.Join(append(cmd, args...), " "), code, errOut, out)
			}
			return timings.ReplaceAllString(out, "#")
		}
		// The arguments need no "--" even when they begin with "-" (Othello
		// positions, a Gomocup record's "-1"), and the flags may follow them.
		fromArgs := run("", sample.args...)
		afterDashes := run("", append([]string{"--"}, sample.args...)...)
		fromStdin := run(text)
		fromFile := run("", "-in", file)
		if afterDashes != fromArgs || fromStdin != fromArgs || fromFile != fromArgs {
			t.Errorf("%s: the forms differ:\narguments: %.200q\nafter --:  %.200q\nstdin:     %.200q\n-in:       %.200q", c.name(), fromArgs, afterDashes, fromStdin, fromFile)
		}
		if len(sample.flags) > 0 {
			args := append(append(commandArgs(c), sample.args...), sample.flags...)
			out, errOut, code := runBoard(t, "", args...)
			if code != 0 || errOut != "" || timings.ReplaceAllString(out, "#") != fromArgs {
				t.Errorf("board %s (the flags last): exit %d, stderr %q, stdout %.200q; want %.200q", strings.Join(args, " "), code, errOut, out, fromArgs)
			}
		}
		_, errOut, code := runBoard(t, "", append(append(append([]string(nil), cmd...), "-in", file, "--"), sample.args...)...)
		wantError(t, errOut, code, "-in "+file+" and arguments: give "+c.input+" one way")
		_, errOut, code = runBoard(t, "", append(append([]string(nil), cmd...), "-in", filepath.Join(dir, "none"))...)
		wantError(t, errOut, code, c.name()+": -in: open ", "no such file")
		_, errOut, code = runBoard(t, "", append(append([]string(nil), cmd...), "-in", dir)...)
		wantError(t, errOut, code, c.name()+": -in "+dir+": a directory; want a file of "+c.input)
	}
}
