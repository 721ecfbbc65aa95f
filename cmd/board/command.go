package main

import (
	"bufio"
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"slices"
	"strings"
)

// A command is one "board <group> <verb>" program. Each lives in a file of
// its own, or in one with the others of its topic (the judges, the gomoku
// rule queries), and adds itself to the registry with register in an init
// function, so adding a command touches no other file.
type command struct {
	group, verb string // verb "" makes the command the group's default
	args        string // the synopsis of the arguments after the flags
	summary     string // one line for the command list
	// setup declares the command's flags on fs and returns the function
	// that runs it on the arguments left after the flags.
	setup func(fs *flag.FlagSet) func(s *stdio, args []string) error
}

// stdio is what a command reads and writes.
type stdio struct {
	in       io.Reader
	out, err *bufio.Writer
}

var commands []*command

// register adds c to the commands.
func register(c *command) {
	commands = append(commands, c)
}

// name returns the command line that runs c, like "board othello show".
func (c *command) name() string {
	return strings.TrimSpace("board " + c.group + " " + c.verb)
}

// A usageError is a mistake in the command line itself.
type usageError struct{ msg string }

func (e *usageError) Error() string { return e.msg }

// usagef returns a usage error whose message is formatted as by
// fmt.Sprintf.
func usagef(format string, args ...any) error {
	return &usageError{fmt.Sprintf(format, args...)}
}

// An inputError is a problem with the input, at a line when line > 0.
type inputError struct {
	line int
	err  error
}

func (e *inputError) Error() string {
	if e.line > 0 {
		return fmt.Sprintf("line %d: %v", e.line, e.err)
	}
	return e.err.Error()
}

func (e *inputError) Unwrap() error { return e.err }

// run runs the command line args and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	s := &stdio{in: stdin, out: bufio.NewWriter(stdout), err: bufio.NewWriter(stderr)}
	defer s.err.Flush()
	defer s.out.Flush()

	if len(args) == 0 {
		fmt.Fprint(s.err, overview())
		return 2
	}
	if args[0] == "help" || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		fmt.Fprint(s.out, overview())
		return 0
	}
	c, rest := lookup(args)
	if c == nil {
		if verbs := groupVerbs(args[0]); verbs != nil {
			verb := ""
			if len(args) > 1 {
				verb = args[1]
			}
			fmt.Fprintf(s.err, "board %s: unknown verb %q; want one of: %s\n", args[0], verb, strings.Join(verbs, ", "))
			return 2
		}
		fmt.Fprintf(s.err, "board: unknown command %q; run \"board help\" for the list\n", args[0])
		return 2
	}
	fs := flag.NewFlagSet(c.name(), flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	exec := c.setup(fs)
	if err := fs.Parse(rest); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fs.SetOutput(s.out)
			synopsis := c.name()
			if hasFlags(fs) {
				synopsis += " [flags]"
			}
			if c.args != "" {
				synopsis += " " + c.args
			}
			fmt.Fprintf(s.out, "usage: %s\n\n%s\n", synopsis, c.summary)
			if hasFlags(fs) {
				fmt.Fprintln(s.out, "\nflags:")
				fs.PrintDefaults()
			}
			return 0
		}
		fmt.Fprintf(s.err, "%s: %s (see -h)\n", c.name(), oneLine(err.Error()))
		return 2
	}
	err := exec(s, fs.Args())
	if err == nil {
		if err = s.out.Flush(); err == nil {
			return 0
		}
	}
	s.out.Flush()
	fmt.Fprintf(s.err, "%s: %s\n", c.name(), oneLine(err.Error()))
	var ue *usageError
	var ie *inputError
	if errors.As(err, &ue) || errors.As(err, &ie) {
		return 2
	}
	return 1
}

// lookup finds the command that args name and returns it with the
// arguments after its name.
func lookup(args []string) (*command, []string) {
	var group *command
	for _, c := range commands {
		if c.group != args[0] {
			continue
		}
		if len(args) > 1 && c.verb == args[1] && c.verb != "" {
			return c, args[2:]
		}
		if c.verb == "" {
			group = c
		}
	}
	if group != nil {
		return group, args[1:]
	}
	return nil, nil
}

// groupVerbs returns the sorted verbs of group, or nil if there is no such
// group.
func groupVerbs(group string) []string {
	var verbs []string
	for _, c := range commands {
		if c.group == group && c.verb != "" {
			verbs = append(verbs, c.verb)
		}
	}
	slices.Sort(verbs)
	return verbs
}

// hasFlags reports whether fs declares any flag.
func hasFlags(fs *flag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(*flag.Flag) { n++ })
	return n > 0
}

// oneLine keeps an error message on one line whatever it quotes.
func oneLine(s string) string {
	return strings.Join(strings.Fields(s), " ")
}

// overview lists every command.
func overview() string {
	var sb strings.Builder
	sb.WriteString("usage: board <group> <verb> [flags] [arguments]\n\ncommands:\n")
	sorted := slices.SortedFunc(slices.Values(commands), func(a, b *command) int {
		return cmp.Or(cmp.Compare(groupRank(a.group), groupRank(b.group)), cmp.Compare(a.group, b.group), cmp.Compare(a.verb, b.verb))
	})
	for _, c := range sorted {
		fmt.Fprintf(&sb, "  %-28s %s\n", strings.TrimPrefix(c.name(), "board "), c.summary)
	}
	sb.WriteString("\nRun \"board <group> <verb> -h\" for the flags of one command.\n")
	return sb.String()
}

// groupRank puts the main job first in the command list.
func groupRank(g string) int {
	if g == "bench" {
		return 0
	}
	return 1
}
