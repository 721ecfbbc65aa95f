package main

import (
	"flag"
	"fmt"
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
