package nboard

import (
	"bufio"
	"io"
)

// maxLine is the longest line kept; a longer one is cut there and read
// as too long.
const maxLine = 1 << 16

// A line is one line read from the other side, without its end, or the
// error that ended the input (io.EOF at the end).
type line struct {
	text    string
	tooLong bool
	err     error
}

// readLines sends the lines of r to out, without their ends (CR LF, LF
// or CR) and leaving out empty ones, then the error that ended r, and
// closes out. It stops early when done is closed.
func readLines(r io.Reader, out chan<- line, done <-chan struct{}) {
	defer close(out)
	br := bufio.NewReader(r)
	var buf []byte
	long := false
	send := func(l line) bool {
		select {
		case out <- l:
			return true
		case <-done:
			return false
		}
	}
	for {
		c, err := br.ReadByte()
		if err != nil {
			if len(buf) > 0 || long {
				if !send(line{text: string(buf), tooLong: long}) {
					return
				}
			}
			send(line{err: err})
			return
		}
		if c == '\n' || c == '\r' {
			if len(buf) > 0 || long {
				if !send(line{text: string(buf), tooLong: long}) {
					return
				}
			}
			buf, long = buf[:0], false
			continue
		}
		if len(buf) < maxLine {
			buf = append(buf, c)
		} else {
			long = true
		}
	}
}

// lineBuffer is how many lines a reader keeps ahead of their reading: an
// engine or GUI on an io.Pipe, which has no buffer of its own, may write
// a few lines while the other side is writing to it.
const lineBuffer = 256
