package gomocup

import "strings"

// An About is what the brain says of itself in reply to ABOUT. The zero
// About says nothing; [Brain] then uses [DefaultAbout].
type About struct {
	Name, Version, Author, Country string
}

// DefaultAbout returns the About of a [Brain] whose About is the zero
// About.
func DefaultAbout() About {
	return About{Name: "board", Version: "1.0", Author: "the board authors", Country: "unknown"}
}

// String returns a in the form the protocol asks of the reply to ABOUT:
// keyword="value" pairs separated by ", ", like
// name="board", version="1.0", author="the board authors", country="unknown".
// Empty fields are left out. A double quote in a value becomes a single
// one, a control character a space and a byte beyond ASCII '?', so that
// the reply stays one well-formed line.
func (a About) String() string {
	var sb strings.Builder
	for _, kv := range [4][2]string{{"name", a.Name}, {"version", a.Version}, {"author", a.Author}, {"country", a.Country}} {
		if kv[1] == "" {
			continue
		}
		if sb.Len() > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(kv[0] + `="` + clean(strings.ReplaceAll(kv[1], `"`, "'")) + `"`)
	}
	return sb.String()
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
