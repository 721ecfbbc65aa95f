package main

import (
	"bufio"
	"cmp"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
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
	// input names what the command reads, like "a position" ("" for a
	// command that reads no input). Such a command reads it from its
	// arguments, joined by sep, from the file of its -in flag, or from
	// standard input when neither is given: it always reads s.in, and is
	// called with no arguments.
	input, sep string
	// setup declares the command's flags on fs and returns the function
	// that runs it on the arguments left after the flags.
	setup func(fs *flag.FlagSet) func(s *stdio, args []string) error
}

// stdio is what a command reads and writes.
type stdio struct {
	in       io.Reader
	out, err *bufio.Writer
	errTTY   bool // standard error is a terminal: progress lines may use \r
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
	s := &stdio{in: stdin, out: bufio.NewWriter(stdout), err: bufio.NewWriter(stderr), errTTY: isTerminal(stderr)}
	defer s.err.Flush()
	defer s.out.Flush()

	if len(args) == 0 {
		fmt.Fprint(s.err, overview(""))
		return 2
	}
	if args[0] == "help" || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		if len(args) > 1 && args[0] == "help" {
			if groupVerbs(args[1]) == nil {
				fmt.Fprintf(s.err, "board help: unknown group %q; want one of: %s\n", args[1], strings.Join(groups(), ", "))
				return 2
			}
			fmt.Fprint(s.out, overview(args[1]))
			return 0
		}
		fmt.Fprint(s.out, overview(""))
		return 0
	}
	c, rest := lookup(args)
	if c == nil {
		if verbs := groupVerbs(args[0]); verbs != nil {
			if len(args) == 1 {
				fmt.Fprint(s.err, overview(args[0]))
				return 2
			}
			fmt.Fprintf(s.err, "board %s: unknown verb %q; want one of: %s\n", args[0], args[1], strings.Join(verbs, ", "))
			return 2
		}
		fmt.Fprintf(s.err, "board: unknown command %q; run \"board help\" for the list\n", args[0])
		return 2
	}
	fs := flag.NewFlagSet(c.name(), flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	exec := c.setup(fs)
	var inFile *string
	if c.input != "" {
		inFile = fs.String("in", "", "read "+c.input+" from this `file` instead of the arguments or standard input")
	}
	if err := fs.Parse(rest); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			c.help(s.out, fs)
			return 0
		}
		fmt.Fprintf(s.err, "%s: %s (see -h)\n", c.name(), oneLine(err.Error()))
		return 2
	}
	args = fs.Args()
	if c.input != "" {
		switch {
		case *inFile != "" && len(args) > 0:
			fmt.Fprintf(s.err, "%s: -in %s and arguments: give %s one way (see -h)\n", c.name(), *inFile, c.input)
			return 2
		case *inFile != "":
			f, err := os.Open(*inFile)
			if err != nil {
				fmt.Fprintf(s.err, "%s: -in: %s\n", c.name(), oneLine(err.Error()))
				return 2
			}
			defer f.Close()
			s.in = f
		case len(args) > 0:
			s.in = strings.NewReader(strings.Join(args, c.sep) + "\n")
		}
		args = nil
	}
	err := exec(s, args)
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

// help writes the -h of c: its one-line summary, its synopsis, the text
// of its arguments and input, and its flags.
func (c *command) help(w io.Writer, fs *flag.FlagSet) {
	synopsis, long, _ := strings.Cut(c.args, "\n")
	usage := c.name()
	if hasFlags(fs) {
		usage += " [flags]"
	}
	if synopsis != "" {
		usage += " " + synopsis
	}
	fmt.Fprintf(w, "%s\n\nusage: %s\n", upperFirst(c.summary), usage)
	if long = strings.TrimSpace(long); long != "" {
		fmt.Fprintf(w, "\n%s\n", long)
	}
	if c.input != "" {
		sep := "spaces"
		if c.sep == "\n" {
			sep = "line breaks (one argument a line)"
		}
		fmt.Fprintf(w, "\n%s\n", wrap(fmt.Sprintf("It reads %s from its arguments, joined by %s, or from the file of -in, or from standard input when neither is given.", c.input, sep), 72))
	}
	if hasFlags(fs) {
		fmt.Fprintln(w, "\nflags:")
		fs.SetOutput(w)
		fs.PrintDefaults()
	}
}

// wrap breaks text into lines of at most width bytes between words.
func wrap(text string, width int) string {
	var sb strings.Builder
	n := 0
	for w := range strings.FieldsSeq(text) {
		if n > 0 && n+1+len(w) > width {
			sb.WriteByte('\n')
			n = 0
		} else if n > 0 {
			sb.WriteByte(' ')
			n++
		}
		sb.WriteString(w)
		n += len(w)
	}
	return sb.String()
}

// upperFirst returns s with its first letter in upper case.
func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// overview lists the commands of group, or every command if group is "".
func overview(group string) string {
	var sb strings.Builder
	if group == "" {
		sb.WriteString("usage: board <group> <verb> [flags] [arguments]\n\ncommands:\n")
	} else {
		fmt.Fprintf(&sb, "usage: board %s <verb> [flags] [arguments]\n\ncommands:\n", group)
	}
	sorted := slices.SortedFunc(slices.Values(commands), func(a, b *command) int {
		return cmp.Or(cmp.Compare(groupRank(a.group), groupRank(b.group)), cmp.Compare(a.group, b.group), cmp.Compare(a.verb, b.verb))
	})
	for _, c := range sorted {
		if group == "" || c.group == group {
			fmt.Fprintf(&sb, "  %-28s %s\n", strings.TrimPrefix(c.name(), "board "), c.summary)
		}
	}
	if group == "" {
		sb.WriteString("\nRun \"board help <group>\" for the commands of one group, and\n\"board <group> <verb> -h\" for one command.\n")
	} else {
		sb.WriteString("\nRun \"board " + group + " <verb> -h\" for one command.\n")
	}
	return sb.String()
}

// groups returns the sorted command groups.
func groups() []string {
	var gs []string
	for _, c := range commands {
		if !slices.Contains(gs, c.group) {
			gs = append(gs, c.group)
		}
	}
	slices.Sort(gs)
	return gs
}

// groupRank puts the main job first in the command list.
func groupRank(g string) int {
	if g == "bench" {
		return 0
	}
	return 1
}
