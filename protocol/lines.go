package protocol

import (
	"bufio"
	"io"
	"time"
)

// A Line is one line that [ReadLines] read: its text without its end,
// when it was read, and whether it was longer than [MaxLine] (then Text
// holds its first MaxLine bytes); or, last, the error that ended the
// input in Err (io.EOF at its end).
type Line struct {
	Text    string
	At      time.Time
	TooLong bool
	Err     error
}

// ReadLines sends the lines of r to out, then a Line whose Err is the
// error that ended r (io.EOF at the end), and closes out. A line ends at
// "\n", "\r\n" or a lone "\r", as the engines and managers of every
// platform end them; with skipEmpty, empty lines are left out. It stops
// early, without closing out, when done is closed. The servers of the
// protocols and [Conn] read with it, each in a goroutine of its own, so
// that a reader that blocks never blocks them.
func ReadLines(r io.Reader, out chan<- Line, done <-chan struct{}, skipEmpty bool) {
	br := bufio.NewReader(r)
	var buf []byte
	long, cr := false, false
	send := func(l Line) bool {
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
				if !send(Line{Text: string(buf), At: time.Now(), TooLong: long}) {
					return
				}
			}
			if send(Line{Err: err}) {
				close(out)
			}
			return
		}
		if c == '\n' && cr {
			cr = false // the end of "\r\n", already sent
			continue
		}
		cr = c == '\r'
		if c == '\n' || c == '\r' {
			if len(buf) > 0 || long || !skipEmpty {
				if !send(Line{Text: string(buf), At: time.Now(), TooLong: long}) {
					return
				}
			}
			buf, long = buf[:0], false
			continue
		}
		if len(buf) < MaxLine {
			buf = append(buf, c)
		} else {
			long = true
		}
	}
}
