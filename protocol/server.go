package protocol

import (
	"bufio"
	"io"
	"strings"
)

// NewWriter returns a buffered writer over w for a server's answers: its
// Flush writes what it holds to w, then flushes w too when w has a Flush
// method (a *bufio.Writer of the caller), so that each answer reaches the
// GUI or match runner that waits for it.
func NewWriter(w io.Writer) *bufio.Writer {
	return bufio.NewWriter(flusher{w})
}

// A flusher flushes the writer it wraps after each write, when that
// writer has a Flush method.
type flusher struct{ w io.Writer }

func (f flusher) Write(p []byte) (int, error) {
	n, err := f.w.Write(p)
	if fl, ok := f.w.(interface{ Flush() error }); ok && err == nil {
		err = fl.Flush()
	}
	return n, err
}

// OneLine returns the message of err on one line, its runs of white space
// (newlines among them) turned into single spaces: a server's error
// answer is one line of its protocol.
func OneLine(err error) string {
	return strings.Join(strings.Fields(err.Error()), " ")
}
