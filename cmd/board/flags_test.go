package main

import (
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
	"testing"
)

// commandArgs returns the command line that names c.
func commandArgs(c *command) []string {
	if c.verb == "" {
		return []string{c.group}
	}
	return []string{c.group, c.verb}
}

// TestFlagsChecked runs every command with bad values of each of its
// numeric flags (below and above the range, huge, not a number; negative
// durations, and zero where zero means nothing) and wants exit status 2
// and one line on standard error that names the flag, before the command
// reads anything. Every int and duration flag must be a checked one.
func TestFlagsChecked(t *testing.T) {
	for _, c := range commands {
		fs := flag.NewFlagSet(c.name(), flag.ContinueOnError)
		c.setup(fs)
		fs.VisitAll(func(f *flag.Flag) {
			var bad []string
			switch v := f.Value.(type) {
			case *intFlag:
				bad = []string{fmt.Sprint(v.lo - 1), fmt.Sprint(v.hi + 1), "1000000000000", "-1000000000000", "x", "1.5"}
			case *durationFlag:
				bad = []string{"-1s", "-1ns", "x", "10"}
				if v.zero == "" {
					bad = append(bad, "0")
				}
			case flag.Getter:
				switch v.Get().(type) {
				case int, int64, float64:
					t.Errorf("%s -%s: an unchecked number flag: declare it with intArg or intVar", c.name(), f.Name)
				case interface{ Hours() float64 }:
					t.Errorf("%s -%s: an unchecked duration flag: declare it with durationArg or timeArg", c.name(), f.Name)
				}
			}
			for _, b := range bad {
				args := append(commandArgs(c), "-"+f.Name, b)
				out, errOut, code := runBoard(t, "", args...)
				if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.Contains(errOut, "flag -"+f.Name+": ") || !strings.Contains(errOut, "want ") {
					t.Errorf("board %s: exit %d, stdout %.40q, stderr %q; want exit 2 and one line naming the flag and what it wants", strings.Join(args, " "), code, out, errOut)
				}
			}
		})
	}
}

// TestThreadsFlag checks the range of -threads: 0 for one goroutine per
// core, else up to 4 per core.
func TestThreadsFlag(t *testing.T) {
	fs := flag.NewFlagSet("t", flag.ContinueOnError)
	p := threadsArg(fs, "the goroutines")
	for _, ok := range []string{"0", "1", fmt.Sprint(maxThreads())} {
		if err := fs.Set("threads", ok); err != nil {
			t.Errorf("-threads %s: %v", ok, err)
		}
	}
	if *p != maxThreads() {
		t.Errorf("-threads %d after setting %d", *p, maxThreads())
	}
	for _, bad := range []string{"-1", fmt.Sprint(maxThreads() + 1), "100000"} {
		if err := fs.Set("threads", bad); err == nil {
			t.Errorf("-threads %s accepted", bad)
		}
	}
}

// TestSplitArgs checks how a command that reads input tells its flags
// from the arguments of its input.
func TestSplitArgs(t *testing.T) {
	pos := "---------------------------OX------XO---------------------------"
	tests := []struct {
		args         []string
		flags, input []string
		unknown      string
	}{
		{[]string{pos, "X"}, nil, []string{pos, "X"}, ""},
		{[]string{"-level", "3", pos, "X"}, []string{"-level", "3"}, []string{pos, "X"}, ""},
		{[]string{pos, "X", "-level=3", "-nobook", "-time", "1s"}, []string{"-level=3", "-nobook", "-time", "1s"}, []string{pos, "X"}, ""},
		{[]string{"--level", "3", "-----OX--XO----- X"}, []string{"--level", "3"}, []string{"-----OX--XO----- X"}, ""},
		{[]string{"-nobook", "--", "-level"}, []string{"-nobook"}, []string{"-level"}, ""},
		{[]string{"-", "-1", "--=", "---"}, nil, []string{"-", "-1", "--=", "---"}, ""},
		{[]string{"-levl", "3", pos}, nil, []string{"3", pos}, "-levl"},
		{[]string{"-h"}, []string{"-h"}, nil, ""},
		{[]string{"-XXXXXXXXXXXXXXX", "O"}, nil, []string{"-XXXXXXXXXXXXXXX", "O"}, ""},
		{[]string{"-xxxxxxxxxxxxxxx", "o"}, nil, []string{"-xxxxxxxxxxxxxxx", "o"}, ""}, // a 4×4 position in lower case
		{[]string{"--concurrency", "2"}, nil, []string{"2"}, "--concurrency"},
		{[]string{"-level"}, []string{"-level"}, nil, ""}, // the flag package says what is missing
	}
	for _, tt := range tests {
		fs := flag.NewFlagSet("test", flag.ContinueOnError)
		fs.Int("level", 0, "")
		fs.Bool("nobook", false, "")
		fs.Duration("time", 0, "")
		flags, input, unknown := splitArgs(fs, tt.args)
		if fmt.Sprintf("%q %q %q", flags, input, unknown) != fmt.Sprintf("%q %q %q", tt.flags, tt.input, tt.unknown) {
			t.Errorf("splitArgs(%q) = %q, %q, %q; want %q, %q, %q", tt.args, flags, input, unknown, tt.flags, tt.input, tt.unknown)
		}
	}
}

// FuzzSplitArgs checks that splitArgs loses and invents no argument:
// the flags, the input and the unknown flag are the arguments, less one
// "--" and anything after an unknown flag's place, in their order.
func FuzzSplitArgs(f *testing.F) {
	f.Add("-level\x003\x00---OX--XO--- X\x00-nobook")
	f.Add("-levl\x00--\x00-time\x00-1")
	f.Add("--time=1s\x00-\x00-h")
	f.Fuzz(func(t *testing.T, joined string) {
		args := strings.Split(joined, "\x00")
		fs := flag.NewFlagSet("fuzz", flag.ContinueOnError)
		fs.SetOutput(io.Discard)
		fs.Int("level", 0, "")
		fs.Bool("nobook", false, "")
		fs.Duration("time", 0, "")
		flags, input, unknown := splitArgs(fs, args)
		n := len(flags) + len(input)
		if unknown != "" {
			n++
		}
		dashes := slices.Index(args, "--")
		if n != len(args) && !(dashes >= 0 && n == len(args)-1) && unknown == "" {
			t.Errorf("splitArgs(%q) = %q, %q: %d arguments of %d", args, flags, input, n, len(args))
		}
		if unknown != "" && !slices.Contains(args, unknown) {
			t.Errorf("splitArgs(%q): unknown %q is not an argument", args, unknown)
		}
		if unknown == "" {
			// The flags parse, or fail as the flag package says; never a panic.
			_ = fs.Parse(flags)
		}
	})
}

// TestTimeAloneLevelZero checks that every command with -level and -time
// leaves the level at 0 when only -time is given, so that the engine
// plays the strongest level within the time (the engines' reading of
// Level 0 with a Time), and that both flags' -h say so.
func TestTimeAloneLevelZero(t *testing.T) {
	n := 0
	for _, c := range commands {
		fs := flag.NewFlagSet(c.name(), flag.ContinueOnError)
		c.setup(fs)
		level, limit := fs.Lookup("level"), fs.Lookup("time")
		if level == nil || limit == nil || c.name() == "board othello nboard" { // NBoard: "set depth" chooses
			continue
		}
		n++
		if err := fs.Parse([]string{"-time", "20s"}); err != nil {
			t.Fatalf("%s -time 20s: %v", c.name(), err)
		}
		if v := level.Value.(flag.Getter).Get(); v != 0 {
			t.Errorf("%s -time 20s: level %v, want 0 (the strongest within the time)", c.name(), v)
		}
		if !strings.Contains(level.Usage, "with -time the strongest level within the time") || !strings.Contains(limit.Usage, "without -level, the engine plays its strongest within it") {
			t.Errorf("%s: -level %q and -time %q do not say what -time alone does", c.name(), level.Usage, limit.Usage)
		}
	}
	if n < 6 {
		t.Errorf("%d commands with -level and -time, want 6 (othello move, hint, analyze, gomoku move, play othello, play gomoku)", n)
	}
}

// TestUnknownFlagHint checks that a misspelt flag of a command that reads
// input is an error that says how to give input that begins with "-",
// and that an Othello position as an argument is input, not a flag.
func TestUnknownFlagHint(t *testing.T) {
	_, errOut, code := runBoard(t, "", "othello", "move", "-levl", "3", othelloStart)
	wantError(t, errOut, code, "flag provided but not defined: -levl", `the position that begins with "-" goes after "--": board othello move [flags] -- -levl`)
	out, errOut, code := runBoard(t, "", "othello", "move", othelloStart, "-level", "1", "-nobook")
	if code != 0 || errOut != "" || out != "d3 +0.80\n" {
		t.Errorf("othello move POSITION -level 1 -nobook: exit %d, stderr %q, stdout %q", code, errOut, out)
	}
}
