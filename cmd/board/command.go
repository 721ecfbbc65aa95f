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

	c, rest, code := route(s, args)
	if c == nil {
		return code
	}
	fs := flag.NewFlagSet(c.name(), flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	exec := c.setup(fs)
	var inFile *string
	if c.input != "" {
		inFile = fs.String("in", "", "read "+c.input+" from this `file` instead of the arguments or standard input")
	}
	args, err := c.parseFlags(fs, rest)
	if errors.Is(err, flag.ErrHelp) {
		c.help(s.out, fs)
		return 0
	}
	if err != nil {
		fmt.Fprintf(s.err, "%s: %s\n", c.name(), oneLine(err.Error()))
		return 2
	}
	if c.input != "" {
		in, err := c.openInput(*inFile, args)
		if err != nil {
			fmt.Fprintf(s.err, "%s: %s\n", c.name(), oneLine(err.Error()))
			return 2
		}
		if in != nil {
			defer in.Close()
			s.in = in
		}
		args = nil
	}
	return c.exit(s, exec(s, args))
}

// route handles the command lines that name no command (help, a group
// alone, an unknown name) and returns the exit status with a nil command;
// otherwise it returns the command that args name and the arguments after
// its name.
func route(s *stdio, args []string) (*command, []string, int) {
	if len(args) == 0 {
		fmt.Fprint(s.err, overview(""))
		return nil, nil, 2
	}
	if args[0] == "help" || args[0] == "-h" || args[0] == "-help" || args[0] == "--help" {
		if len(args) > 1 && args[0] == "help" {
			if groupVerbs(args[1]) == nil {
				fmt.Fprintf(s.err, "board help: unknown group %q; want one of: %s\n", args[1], strings.Join(groups(), ", "))
				return nil, nil, 2
			}
			fmt.Fprint(s.out, overview(args[1]))
			return nil, nil, 0
		}
		fmt.Fprint(s.out, overview(""))
		return nil, nil, 0
	}
	c, rest := lookup(args)
	if c != nil {
		return c, rest, 0
	}
	if verbs := groupVerbs(args[0]); verbs != nil {
		if len(args) == 1 {
			fmt.Fprint(s.err, overview(args[0]))
			return nil, nil, 2
		}
		fmt.Fprintf(s.err, "board %s: unknown verb %q; want one of: %s\n", args[0], args[1], strings.Join(verbs, ", "))
		return nil, nil, 2
	}
	fmt.Fprintf(s.err, "board: unknown command %q; run \"board help\" for the list\n", args[0])
	return nil, nil, 2
}

// parseFlags parses the flags of c in args with fs and returns the other
// arguments. A command that reads input takes its flags before, between
// and after the arguments of its input, and an argument of the input may
// begin with "-" (most Othello positions do), as splitArgs tells them
// apart; other commands parse as the flag package does.
func (c *command) parseFlags(fs *flag.FlagSet, args []string) ([]string, error) {
	if c.input == "" {
		if err := fs.Parse(args); err != nil {
			return nil, fmt.Errorf("%w (see -h)", err)
		}
		return fs.Args(), nil
	}
	flags, input, unknown := splitArgs(fs, args)
	if unknown != "" {
		return nil, usagef("flag provided but not defined: %s (see -h; %s that begins with \"-\" goes after \"--\": %s [flags] -- %s)",
			clip(unknown), c.input, c.name(), clip(unknown))
	}
	if err := fs.Parse(flags); err != nil {
		return nil, fmt.Errorf("%w (see -h)", err)
	}
	return append(fs.Args(), input...), nil
}

// openInput returns the file of -in, inFile, or a reader of the
// arguments of the input joined by c.sep, or nil for standard input. A
// file that cannot be opened or is a directory, or both a file and
// arguments, is a usage error.
func (c *command) openInput(inFile string, args []string) (io.ReadCloser, error) {
	switch {
	case inFile != "" && len(args) > 0:
		return nil, usagef("-in %s and arguments: give %s one way (see -h)", inFile, c.input)
	case inFile != "":
		f, err := os.Open(inFile)
		if err != nil {
			return nil, usagef("-in: %v", err)
		}
		if fi, err := f.Stat(); err == nil && fi.IsDir() {
			f.Close()
			return nil, usagef("-in %s: a directory; want a file of %s", inFile, c.input)
		}
		return f, nil
	case len(args) > 0:
		return io.NopCloser(strings.NewReader(strings.Join(args, c.sep) + "\n")), nil
	}
	return nil, nil
}

// exit reports the error of the run of c, if any, and returns the exit
// status: 0 when it succeeded and standard output took all it wrote, 2
// for a usage or input error, 1 for any other failure.
func (c *command) exit(s *stdio, err error) int {
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

// splitArgs separates the flags of fs in args, with their values, from
// the arguments of a command's input, so that an input that begins with
// "-", like most Othello positions, needs no "--". An argument is a flag
// when fs declares its name (after one or two dashes, before any "="),
// or when it is -h or -help; the argument after a flag that takes a value
// is its value, as the flag package reads it; everything after "--" is
// input. An argument that is no declared flag but looks like one (a dash
// or two and a short lower-case name, like "-levl") is returned as
// unknown, the first such, so that a misspelt flag is not read as input.
func splitArgs(fs *flag.FlagSet, args []string) (flags, input []string, unknown string) {
	for i := 0; i < len(args); i++ {
		a := args[i]
		if a == "--" {
			return flags, append(input, args[i+1:]...), unknown
		}
		name, hasValue, ok := flagName(a)
		if !ok {
			input = append(input, a)
			continue
		}
		f := fs.Lookup(name)
		switch {
		case f == nil && (name == "h" || name == "help"):
			flags = append(flags, a)
		case f == nil && looksLikeFlag(name):
			if unknown == "" {
				unknown = a
			}
		case f == nil:
			input = append(input, a)
		default:
			flags = append(flags, a)
			if !hasValue && !isBoolFlag(f) && i+1 < len(args) {
				i++
				flags = append(flags, args[i])
			}
		}
	}
	return flags, input, unknown
}

// flagName returns the name of the flag that the argument a would set, as
// the flag package reads it: after one or two dashes, up to any "=",
// which hasValue reports; ok is false when a is not in the form of a flag.
func flagName(a string) (name string, hasValue, ok bool) {
	if len(a) < 2 || a[0] != '-' {
		return "", false, false
	}
	name = a[1:]
	if name[0] == '-' {
		name = name[1:]
	}
	if name == "" || name[0] == '-' || name[0] == '=' {
		return "", false, false
	}
	name, _, hasValue = strings.Cut(name, "=")
	return name, hasValue, true
}

// looksLikeFlag reports whether name could be a flag of the commands: a
// lower-case letter, then at most 11 lower-case letters, digits and
// dashes (the longest flag, -concurrency, has 11 letters). No position of
// any game has this form: an Othello position has 16 squares or more,
// and the others do not begin with '-'.
func looksLikeFlag(name string) bool {
	if len(name) > 12 || name[0] < 'a' || name[0] > 'z' {
		return false
	}
	for _, r := range name {
		if !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '-') {
			return false
		}
	}
	return true
}

// isBoolFlag reports whether the flag f takes no value, as the flag
// package tells: its Value has an IsBoolFlag method that returns true.
func isBoolFlag(f *flag.Flag) bool {
	b, ok := f.Value.(interface{ IsBoolFlag() bool })
	return ok && b.IsBoolFlag()
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
		fmt.Fprintf(w, "\n%s\n", wrap(fmt.Sprintf("It reads %s from its arguments, joined by %s, or from the file of -in, or from standard input when neither is given. The flags may come before or after the arguments, and an argument may begin with \"-\" (most Othello positions do); after \"--\" every argument is input.", c.input, sep), 72))
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
