package gomocup

import (
	"strings"

	"github.com/seed131617c4/board/protocol"
)

// An About is what the brain says of itself in reply to ABOUT. The zero
// About says nothing; [Brain] then uses [DefaultAbout].
type About struct {
	Name, Version, Author, Country string
}

// DefaultAbout returns the About of a [Brain] whose About is the zero
// About: name "board", author "the board authors", country "unknown",
// and as its version the version of this module in the running program
// that [protocol.Version] gives, as the servers of the other protocols
// do: "devel" when the go command recorded none, as under go test. The
// board command's brain says the same.
func DefaultAbout() About {
	return About{Name: "board", Version: protocol.Version(), Author: "the board authors", Country: "unknown"}
}

// String returns a in the form the protocol asks of the reply to ABOUT:
// keyword="value" pairs separated by ", ", like
// name="board", version="devel", author="the board authors", country="unknown".
// Empty fields are left out. A double quote in a value becomes a single
// one, a control character a space and a byte beyond ASCII '?', so that
// the reply stays one well-formed line.
func (a About) String() string {
	var sb strings.Builder
	for _, f := range a.fields() {
		if *f.v == "" {
			continue
		}
		if sb.Len() > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(f.key + `="` + clean(strings.ReplaceAll(*f.v, `"`, "'")) + `"`)
	}
	return sb.String()
}

// An aboutField is a keyword of ABOUT and the field of an About it
// names.
type aboutField struct {
	key string
	v   *string
}

// fields returns the keywords of a's fields, in the order of a reply.
func (a *About) fields() [4]aboutField {
	return [4]aboutField{{"name", &a.Name}, {"version", &a.Version}, {"author", &a.Author}, {"country", &a.Country}}
}

// parseAbout reads the keyword="value" pairs of an ABOUT answer;
// keywords other than those of an About are dropped.
func parseAbout(s string) About {
	var a About
	fields := a.fields()
	for s != "" {
		k, rest, ok := strings.Cut(s, `="`)
		if !ok {
			break
		}
		v, rest, _ := strings.Cut(rest, `"`)
		k = strings.ToLower(strings.Trim(k, ", \t"))
		for _, f := range fields {
			if f.key == k {
				*f.v = v
			}
		}
		s = rest
	}
	return a
}

// clean keeps a reply one line of printable ASCII: it replaces control
// characters with spaces and other bytes beyond ASCII with '?', and cuts
// s to 200 bytes.
func clean(s string) string {
	b := []byte(s)
	if len(b) > 200 {
		b = b[:200]
	}
	for i, c := range b {
		switch {
		case c < ' ' || c == 0x7f:
			b[i] = ' '
		case c > 0x7f:
			b[i] = '?'
		}
	}
	return string(b)
}
