package protocol_test

import (
	"errors"
	"io"
	"slices"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/seed131617c4/board/protocol"
)

// readAll returns the texts of the lines ReadLines reads from s, with
// "<long>" after a line cut at MaxLine, and the error that ended them.
func readAll(r io.Reader, skipEmpty bool) ([]string, error) {
	out := make(chan protocol.Line)
	go protocol.ReadLines(r, out, nil, skipEmpty)
	var texts []string
	for l := range out {
		switch {
		case l.Err != nil:
			return texts, l.Err
		case l.TooLong:
			texts = append(texts, l.Text[:3]+"<long>")
		default:
			texts = append(texts, l.Text)
		}
	}
	return texts, errors.New("out closed without an error line")
}

// TestReadLines reads the line ends of every platform, with and without
// empty lines, a line too long, and a reader that fails.
func TestReadLines(t *testing.T) {
	t.Parallel()
	long := strings.Repeat("x", protocol.MaxLine+5)
	for _, tc := range []struct {
		in        string
		skipEmpty bool
		want      []string
	}{
		{"a\nb\n", false, []string{"a", "b"}},
		{"a\r\nb\r\n\r\nc", false, []string{"a", "b", "", "c"}},
		{"a\r\nb\r\n\r\nc", true, []string{"a", "b", "c"}},
		{"a\rb\r\rc\n\n", false, []string{"a", "b", "", "c", ""}},
		{"= 2\n\n", false, []string{"= 2", ""}},
		{long + "\nnext\n", true, []string{"xxx<long>", "next"}},
		{"", false, nil},
	} {
		got, err := readAll(strings.NewReader(tc.in), tc.skipEmpty)
		if !slices.Equal(got, tc.want) || err != io.EOF {
			t.Errorf("ReadLines(%.20q, %v) = %q, %v; want %q, EOF", tc.in, tc.skipEmpty, got, err, tc.want)
		}
	}
	broken := errors.New("broken pipe")
	got, err := readAll(io.MultiReader(strings.NewReader("a\nb"), iotest.ErrReader(broken)), false)
	if !slices.Equal(got, []string{"a", "b"}) || err != broken {
		t.Errorf("a failing reader: %q, %v", got, err)
	}
}

// TestReadLinesDone stops a reader whose lines nobody reads.
func TestReadLinesDone(t *testing.T) {
	t.Parallel()
	out := make(chan protocol.Line)
	done := make(chan struct{})
	ended := make(chan struct{})
	go func() {
		protocol.ReadLines(strings.NewReader("a\nb\n"), out, done, false)
		close(ended)
	}()
	close(done)
	<-ended
}

// FuzzReadLines holds ReadLines to its contract on any input: no line
// holds a line end, none is longer than MaxLine, and the lines with their
// ends taken away hold every other byte of the input when no line was
// cut.
func FuzzReadLines(f *testing.F) {
	for _, s := range []string{"a\nb", "a\r\n\r\nb\r", "\r\r\n\n", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := make(chan protocol.Line)
		go protocol.ReadLines(strings.NewReader(s), out, nil, false)
		n, cut := 0, false
		for l := range out {
			if l.Err != nil {
				if l.Err != io.EOF {
					t.Fatal(l.Err)
				}
				continue
			}
			if strings.ContainsAny(l.Text, "\r\n") || len(l.Text) > protocol.MaxLine {
				t.Fatalf("line %q", l.Text)
			}
			n += len(l.Text)
			cut = cut || l.TooLong
		}
		if !cut && n != len(s)-strings.Count(s, "\n")-strings.Count(s, "\r") {
			t.Fatalf("%d bytes of text from %q", n, s)
		}
	})
}
