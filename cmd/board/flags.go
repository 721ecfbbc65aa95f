package main

import (
	"errors"
	"flag"
	"fmt"
	"runtime"
	"strconv"
	"time"

	"github.com/seed131617c4/board/othello"
)

// The flags of the commands are checked when they are parsed, like input:
// a value out of range is an error that names the flag and what it
// accepts, and the command exits with status 2 before it starts. The
// usage text of each puts the name of its value in back quotes, as the
// flag package reads it ("-threads n").

// intFlag is an int flag whose value must lie in [lo, hi] and, if check is
// not nil, pass it.
type intFlag struct {
	p      *int
	lo, hi int
	want   string // what the flag accepts, for errors: "0 (all cores) or 1 to 8"
	check  func(int) error
}

func (f *intFlag) String() string {
	if f == nil || f.p == nil {
		return "0"
	}
	return strconv.Itoa(*f.p)
}

func (f *intFlag) Set(s string) error {
	v, err := strconv.ParseInt(s, 0, strconv.IntSize)
	if err != nil {
		return fmt.Errorf("not a whole number; want %s", f.want)
	}
	n := int(v)
	if n < f.lo || n > f.hi {
		return fmt.Errorf("want %s", f.want)
	}
	if f.check != nil {
		if err := f.check(n); err != nil {
			return err
		}
	}
	*f.p = n
	return nil
}

// Get makes an intFlag a flag.Getter.
func (f *intFlag) Get() any { return *f.p }

// intVar declares on fs the int flag name with default value, which must
// lie in [lo, hi]; usage should name its value in back quotes.
func intVar(fs *flag.FlagSet, p *int, name string, value, lo, hi int, usage string) *intFlag {
	*p = value
	f := &intFlag{p: p, lo: lo, hi: hi, want: fmt.Sprintf("%d to %d", lo, hi)}
	fs.Var(f, name, usage)
	return f
}

// intArg is intVar that returns the variable.
func intArg(fs *flag.FlagSet, name string, value, lo, hi int, usage string) *int {
	p := new(int)
	intVar(fs, p, name, value, lo, hi, usage)
	return p
}

// maxThreads is the most goroutines a -threads flag accepts: a few per
// core (more only slow a search down and cost memory).
func maxThreads() int { return 4 * runtime.NumCPU() }

// threadsArg declares -threads: the goroutines of a search, 0 for one per
// core.
func threadsArg(fs *flag.FlagSet, what string) *int {
	p := new(int)
	hi := maxThreads()
	f := intVar(fs, p, "threads", 0, 0, hi, fmt.Sprintf("%s: `n` from 1 to %d (4 per core), or 0 for one per core", what, hi))
	f.want = fmt.Sprintf("0 (one per core) or 1 to %d (4 per core)", hi)
	return p
}

// levelArg declares -level: an engine level from 1 to max, or 0 for the
// engine's default, def.
func levelArg(fs *flag.FlagSet, max, def int, what string) *int {
	p := new(int)
	f := intVar(fs, p, "level", 0, 0, max, fmt.Sprintf("%s: `level` from 1 to %d, or 0 for %d", what, max, def))
	f.want = fmt.Sprintf("1 to %d, or 0 (the default, %d)", max, def)
	return p
}

// levelTimeArgs declares -level and -time for an engine that plays at a
// level, from 1 to max, within a time: -level 0, the default, is level
// def without -time, and with -time the strongest level that the time
// allows, as the engines read Level 0 with a Time. timeWhat says what
// -time limits, like "the longest the search may take".
func levelTimeArgs(fs *flag.FlagSet, max, def int, levelWhat, timeWhat string) (level *int, limit *time.Duration) {
	level = new(int)
	f := intVar(fs, level, "level", 0, 0, max, fmt.Sprintf("%s: `level` from 1 to %d; 0 (the default) plays level %d without -time, and with -time the strongest level within the time", levelWhat, max, def))
	f.want = fmt.Sprintf("1 to %d, or 0 (the default: %d, or with -time the strongest within it)", max, def)
	limit = durationArg(fs, "time", 0, "no limit", timeWhat+": a `duration` like 500ms, 10s or 2m, or 0 for no limit; without -level, the engine plays its strongest within it")
	return level, limit
}

// othelloSizeArg declares -size, the side of an Othello board: an even
// number from 4 to 26, 8 by default.
func othelloSizeArg(fs *flag.FlagSet, usage string) *int {
	p := new(int)
	f := intVar(fs, p, "size", 8, othello.MinSize, othello.MaxSize, usage)
	f.want = "an even number from 4 to 26"
	f.check = func(n int) error {
		if n%2 != 0 {
			return errors.New("want an even number from 4 to 26")
		}
		return nil
	}
	return p
}

// durationFlag is a time.Duration flag that must be positive, or zero
// when zero has a meaning (zero is not "").
type durationFlag struct {
	p    *time.Duration
	zero string // what 0 means, like "no limit"; "" if 0 is refused
}

func (f *durationFlag) String() string {
	if f == nil || f.p == nil {
		return "0s"
	}
	return f.p.String()
}

func (f *durationFlag) Set(s string) error {
	d, err := time.ParseDuration(s)
	if err != nil {
		return fmt.Errorf("not a duration like 500ms, 10s or 2m; want %s", f.want())
	}
	if d < 0 || d == 0 && f.zero == "" {
		return fmt.Errorf("want %s", f.want())
	}
	*f.p = d
	return nil
}

// Get makes a durationFlag a flag.Getter.
func (f *durationFlag) Get() any { return *f.p }

// want says what the flag accepts.
func (f *durationFlag) want() string {
	if f.zero == "" {
		return "a positive duration"
	}
	return fmt.Sprintf("a positive duration, or 0 for %s", f.zero)
}

// durationArg declares on fs the duration flag name with default value;
// zero says what 0 means ("" if 0 is refused), and usage should name the
// value in back quotes.
func durationArg(fs *flag.FlagSet, name string, value time.Duration, zero, usage string) *time.Duration {
	p := new(time.Duration)
	durationVar(fs, p, name, value, zero, usage)
	return p
}

// durationVar is durationArg with the variable given.
func durationVar(fs *flag.FlagSet, p *time.Duration, name string, value time.Duration, zero, usage string) {
	*p = value
	fs.Var(&durationFlag{p: p, zero: zero}, name, usage)
}

// timeArg declares -time, the longest a search may take, 0 for no limit.
func timeArg(fs *flag.FlagSet, what string) *time.Duration {
	return durationArg(fs, "time", 0, "no limit", what+": a `duration` like 500ms, 10s or 2m, or 0 for no limit")
}

// flagSet reports whether the command line set the flag name of fs.
func flagSet(fs *flag.FlagSet, name string) bool {
	set := false
	fs.Visit(func(f *flag.Flag) { set = set || f.Name == name })
	return set
}
