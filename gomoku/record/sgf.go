package record

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
)

// sgfGomoku is the SGF game number of gomoku and renju, GM[4].
const sgfGomoku = 4

// maxSGFDepth bounds the nesting of SGF variations that the parser reads.
const maxSGFDepth = 1000

// ParseSGF reads one gomoku or renju game in SGF (FF[4], GM[4]): the
// first and only game tree of s. See [ParseSGFCollection] for files of
// several games. Of the tree it reads the main line, the first variation
// at every branch; the other variations must be well formed and are
// dropped.
//
// The root node gives the game: GM, which must be 4 if present; SZ, the
// board size (15 if absent; "15:15" is read as 15, a board that is not
// square is refused); RU, the rule (see the package doc's "Rules" and
// [Record.RuleText]); PB and PW, the players; RE, the result ("B+",
// "B+R", "W+T", "0" or "Draw" for a draw; "?", "Void" and values this
// package does not know are an unknown result); C, the game comment. FF
// is read and dropped; every other root property is kept in
// [Record.Props]. Moves are B[xy] and W[xy], x the column and y the row,
// both a letter from 'a' at the top-left; the colours must alternate,
// Black first, one move per node (a node may hold several in turn, as
// some programs write them in the root node). A node's C is the comment
// of its move; the C of a node without a move after the root is dropped,
// and so are the other properties of move nodes, like times left or
// labels. In property values "\]" is ']' and "\\" is '\'; a '\' before a
// line break removes both.
//
// A property given twice in one node, which FF[4] forbids but which
// renju programs such as GoWrite and ZJRenju write (LB[hh:A]LB[ii:B]), is
// read as lenient SGF readers read it, in every node, the root or any
// other, on the main line or not: the values of a list property (LB, MA,
// TR and the other point lists, and every property FF[4] does not
// define) are merged in their order, as one LB[hh:A][ii:B]; a
// single-value property (SZ, RU, PB, C, GN...) given again with the same
// value is read once; and one given again with another value, which has
// no meaning, is refused. The moves B and W are apart (see above).
//
// Bad text returns a *[board.ParseError] giving the line and the column
// of the first fault. A single-value property repeated with another value
// is such an error that also matches [ErrRepeated] and names the property
// and the node. A pass (B[] or, up to 19x19, B[tt]), setup stones (AB, AW, AE), another
// game (GM other than 4) and an unusable board size wrap
// [ErrUnsupported]. ParseSGF does not check that the moves can be
// played: [Record.Replay] does.
func ParseSGF(s string) (*Record, error) {
	p := &sgfParser{s: s}
	p.space()
	if p.i == len(s) {
		return nil, p.errorf(p.i, "empty input: want an SGF game tree \"(;...)\"")
	}
	r, err := p.game()
	if err != nil {
		return nil, err
	}
	if p.space(); p.i < len(s) {
		return nil, p.errorf(p.i, "more than one game tree: use ParseSGFCollection")
	}
	return r, nil
}

// ParseSGFCollection reads every game tree of an SGF collection, one
// after another, each as [ParseSGF] reads one. It returns the games up to
// the first fault with its error; an empty input is an error.
func ParseSGFCollection(s string) ([]*Record, error) {
	p := &sgfParser{s: s}
	var rs []*Record
	for {
		p.space()
		if p.i == len(s) {
			break
		}
		r, err := p.game()
		if err != nil {
			return rs, err
		}
		rs = append(rs, r)
	}
	if len(rs) == 0 {
		return nil, p.errorf(p.i, "empty input: want an SGF game tree \"(;...)\"")
	}
	return rs, nil
}

// An sgfProp is a property of a node, with the offset of its identifier.
type sgfProp struct {
	id     string
	values []string
	at     int
}

// sgfParser reads SGF text; i is the offset of the next byte.
type sgfParser struct {
	s string
	i int
	// lineOff and line are an offset and the number of its line, kept by
	// lineAt so that counting the lines of a move costs only the bytes
	// since the last one.
	lineOff, line int
}

// lineAt returns the number of the line of offset off, from 1. It is
// quickest for increasing offsets.
func (p *sgfParser) lineAt(off int) int {
	if off < p.lineOff || p.line == 0 {
		p.lineOff, p.line = 0, 1
	}
	p.line += strings.Count(p.s[p.lineOff:off], "\n")
	p.lineOff = off
	return p.line
}

// errorf returns a *board.ParseError at offset off of p.s.
func (p *sgfParser) errorf(off int, format string, args ...any) error {
	return p.wrap(off, fmt.Errorf(format, args...))
}

// wrap returns a *board.ParseError at offset off of p.s for err.
func (p *sgfParser) wrap(off int, err error) error {
	off = min(off, len(p.s))
	before := p.s[:off]
	line := strings.Count(before, "\n") + 1
	col := utf8.RuneCountInString(before[strings.LastIndexByte(before, '\n')+1:]) + 1
	return &board.ParseError{Format: "sgf", Line: line, Col: col, Err: err}
}

// space skips white space.
func (p *sgfParser) space() {
	for p.i < len(p.s) {
		switch p.s[p.i] {
		case ' ', '\t', '\n', '\r', '\v', '\f':
			p.i++
		default:
			return
		}
	}
}

// game reads one game tree and makes its record.
func (p *sgfParser) game() (*Record, error) {
	var main [][]sgfProp
	if err := p.tree(&main, true, 0, 0); err != nil {
		return nil, err
	}
	return p.record(main)
}

// tree reads a game tree "(" nodes trees ")" and, when keep is set,
// appends its nodes and those of its first variation to main. Its first
// node is node number n+1 from the root of the game.
func (p *sgfParser) tree(main *[][]sgfProp, keep bool, depth, n int) error {
	if depth > maxSGFDepth {
		return p.errorf(p.i, "variations nested more than %d deep", maxSGFDepth)
	}
	p.space()
	if p.i == len(p.s) || p.s[p.i] != '(' {
		return p.errorf(p.i, "want '(' to open a game tree")
	}
	p.i++
	p.space()
	if p.i == len(p.s) || p.s[p.i] != ';' {
		return p.errorf(p.i, "want ';' to start a node")
	}
	for p.space(); p.i < len(p.s) && p.s[p.i] == ';'; p.space() {
		p.i++
		n++
		node, err := p.node(n)
		if err != nil {
			return err
		}
		if keep {
			*main = append(*main, node)
		}
	}
	first := true
	for p.space(); p.i < len(p.s) && p.s[p.i] == '('; p.space() {
		if err := p.tree(main, keep && first, depth+1, n); err != nil {
			return err
		}
		first = false
	}
	if p.i == len(p.s) {
		return p.errorf(p.i, "unexpected end of input: want ')' to close the game tree")
	}
	if p.s[p.i] != ')' {
		return p.errorf(p.i, "unexpected %q: want a node, a variation or ')'", p.s[p.i])
	}
	p.i++
	return nil
}

// node reads the properties of node number n of the game (the root is
// 1), after its ';'.
func (p *sgfParser) node(n int) ([]sgfProp, error) {
	var props []sgfProp
	for p.space(); p.i < len(p.s) && 'A' <= p.s[p.i] && p.s[p.i] <= 'Z'; p.space() {
		at := p.i
		for p.i < len(p.s) && 'A' <= p.s[p.i] && p.s[p.i] <= 'Z' {
			p.i++
		}
		prop := sgfProp{id: p.s[at:p.i], at: at}
		for p.space(); p.i < len(p.s) && p.s[p.i] == '['; p.space() {
			v, err := p.value()
			if err != nil {
				return nil, err
			}
			prop.values = append(prop.values, v)
		}
		if len(prop.values) == 0 {
			return nil, p.errorf(p.i, "property %s without a value: want '['", prop.id)
		}
		i := slices.IndexFunc(props, func(q sgfProp) bool { return q.id == prop.id })
		if i < 0 || prop.id == "B" || prop.id == "W" {
			props = append(props, prop)
			continue
		}
		if err := p.merge(&props[i], prop, n); err != nil {
			return nil, err
		}
	}
	if p.i < len(p.s) && 'a' <= p.s[p.i] && p.s[p.i] <= 'z' {
		return nil, p.errorf(p.i, "lower-case letter %q in a property name: FF[4] names are upper case", p.s[p.i])
	}
	return props, nil
}

// merge folds prop, given again in node number n of the game, into its
// first occurrence q: the values of a list property are appended to q's,
// a single-value property that repeats q's value is dropped, and one that
// gives another value is an error matching ErrRepeated.
func (p *sgfParser) merge(q *sgfProp, prop sgfProp, n int) error {
	switch {
	case !sgfSingle(prop.id):
		q.values = append(q.values, prop.values...)
		return nil
	case slices.Equal(q.values, prop.values):
		return nil
	case n == 1:
		return p.wrap(prop.at, fmt.Errorf("%w: %s twice in the root node, with another value", ErrRepeated, prop.id))
	}
	return p.wrap(prop.at, fmt.Errorf("%w: %s twice in node %d (the root is node 1), with another value", ErrRepeated, prop.id, n))
}

// sgfSingle reports whether the FF[4] property id holds a single value
// (a number, a text, a point, a colour...), not a list. Moves, B and W,
// are apart: a node may hold several here.
func sgfSingle(id string) bool {
	switch id {
	case "C", "N", "V", "DM", "GB", "GW", "HO", "UC", "BM", "DO", "IT", "TE", // node annotation, move annotation
		"KO", "MN", "PL", "BL", "WL", "OB", "OW", // moves and times
		"AP", "CA", "FF", "GM", "ST", "SZ", // root
		"AN", "BR", "BT", "CP", "DT", "EV", "GC", "GN", "ON", "OT", "PB", "PC", "PW", // game info
		"RE", "RO", "RU", "SO", "TM", "US", "WR", "WT", "HA", "KM", "FG", "PM":
		return true
	}
	return false
}

// value reads a property value "[...]" and returns it unescaped.
func (p *sgfParser) value() (string, error) {
	open := p.i
	p.i++ // '['
	var sb strings.Builder
	for p.i < len(p.s) {
		c := p.s[p.i]
		switch c {
		case ']':
			p.i++
			return sb.String(), nil
		case '\\':
			p.i++
			if p.i == len(p.s) {
				break
			}
			// A soft line break: '\' before "\n", "\r\n", "\r" or "\n\r".
			if c := p.s[p.i]; c == '\n' || c == '\r' {
				p.i++
				if p.i < len(p.s) && (p.s[p.i] == '\n' || p.s[p.i] == '\r') && p.s[p.i] != c {
					p.i++
				}
				continue
			}
			sb.WriteByte(p.s[p.i])
			p.i++
		default:
			sb.WriteByte(c)
			p.i++
		}
	}
	return "", p.errorf(open, "unexpected end of input: property value opened here has no ']'")
}

// record makes a record of the nodes of a main line.
func (p *sgfParser) record(main [][]sgfProp) (*Record, error) {
	r := &Record{Size: gomoku.DefaultSize}
	root := main[0]
	for _, prop := range root {
		v := prop.values[0]
		switch prop.id {
		case "GM":
			if n, err := strconv.Atoi(strings.TrimSpace(v)); err != nil || n != sgfGomoku {
				return nil, p.wrap(prop.at, fmt.Errorf("%w: GM[%s] is not gomoku (want GM[4])", ErrUnsupported, v))
			}
		case "SZ":
			n, err := sgfSize(v)
			if err != nil {
				return nil, p.wrap(prop.at, err)
			}
			r.Size = n
		}
	}
	for _, prop := range root {
		v := prop.values[0]
		switch prop.id {
		case "GM", "SZ", "FF", "B", "W":
		case "RU":
			r.Rule, _ = ruleOf(v)
			if v != r.Rule.String() {
				r.RuleText = v
			}
		case "PB":
			r.Black = v
		case "PW":
			r.White = v
		case "RE":
			r.Result = sgfResult(v)
		case "C":
			r.Comment = v
		default:
			if err := p.setup(prop); err != nil {
				return nil, err
			}
			r.Props = append(r.Props, Property{ID: prop.id, Values: prop.values})
		}
	}
	for k, node := range main {
		moved, comment := false, ""
		for _, prop := range node {
			switch prop.id {
			case "B", "W":
				if err := p.move(r, prop); err != nil {
					return nil, err
				}
				moved = true
			case "C":
				comment = prop.values[0]
			default:
				if k > 0 {
					if err := p.setup(prop); err != nil {
						return nil, err
					}
				}
			}
		}
		if moved && k > 0 {
			r.Moves[len(r.Moves)-1].Comment = comment
		}
	}
	return r, nil
}

// setup refuses the setup properties, which add or remove stones.
func (p *sgfParser) setup(prop sgfProp) error {
	switch prop.id {
	case "AB", "AW", "AE":
		return p.wrap(prop.at, fmt.Errorf("%w: setup stones %s[%s]", ErrUnsupported, prop.id, prop.values[0]))
	}
	return nil
}

// move appends the move of a B or W property to r.
func (p *sgfParser) move(r *Record, prop sgfProp) error {
	n := len(r.Moves) + 1
	want := "B"
	if n%2 == 0 {
		want = "W"
	}
	if prop.id != want {
		return p.errorf(prop.at, "move %d is %s[%s]: want %s to move (the colours alternate, Black first)", n, prop.id, prop.values[0], want)
	}
	if len(prop.values) != 1 {
		return p.errorf(prop.at, "move %d: %s with %d values, want one point", n, prop.id, len(prop.values))
	}
	v := prop.values[0]
	if v == "" || (v == "tt" && r.Size <= 19) {
		return p.wrap(prop.at, fmt.Errorf("%w: move %d is a pass, %s[%s]", ErrUnsupported, n, prop.id, v))
	}
	if len(v) != 2 || v[0] < 'a' || v[0] >= 'a'+byte(r.Size) || v[1] < 'a' || v[1] >= 'a'+byte(r.Size) {
		return p.errorf(prop.at, "move %d %s[%s]: want two letters a-%c, column then row, on the %dx%d board", n, prop.id, clip(v), 'a'+r.Size-1, r.Size, r.Size)
	}
	r.Moves = append(r.Moves, Move{Point: board.Pt(int(v[1]-'a'), int(v[0]-'a')), Line: p.lineAt(prop.at)})
	return nil
}

// sgfSize reads an SZ value, "15" or "15:15".
func sgfSize(v string) (int, error) {
	cols, rows, square := strings.Cut(v, ":")
	c, err := strconv.Atoi(strings.TrimSpace(cols))
	if err != nil {
		return 0, fmt.Errorf("SZ[%s]: want the board size, like SZ[15]", clip(v))
	}
	if square {
		r, err := strconv.Atoi(strings.TrimSpace(rows))
		if err != nil {
			return 0, fmt.Errorf("SZ[%s]: want the board size, like SZ[15]", clip(v))
		}
		if r != c {
			return 0, fmt.Errorf("%w: a %dx%d board (want a square board)", ErrUnsupported, c, r)
		}
	}
	if c < gomoku.MinSize || c > gomoku.MaxSize {
		return 0, fmt.Errorf("%w: SZ[%s] (want %d to %d)", ErrUnsupported, v, gomoku.MinSize, gomoku.MaxSize)
	}
	return c, nil
}

// sgfResult reads an RE value.
func sgfResult(v string) Result {
	v = strings.TrimSpace(v)
	switch strings.ToLower(v) {
	case "0", "draw", "d", "jigo":
		return Result{Draw: true}
	case "b":
		return Result{Winner: gomoku.Black}
	case "w":
		return Result{Winner: gomoku.White}
	}
	if len(v) >= 2 && v[1] == '+' {
		switch v[0] {
		case 'B', 'b':
			return Result{Winner: gomoku.Black, Reason: v[2:]}
		case 'W', 'w':
			return Result{Winner: gomoku.White, Reason: v[2:]}
		}
	}
	return Result{}
}

// FormatSGF returns r as an SGF game tree that [ParseSGF] reads back: a
// root node with FF[4], GM[4], SZ, RU (RuleText, or the name of Rule),
// PB and PW when set, RE when the result is known, the Props and C, then
// one node per move with its comment. Values are escaped, "]" as "\]"
// and "\" as "\\", and otherwise written as they are: Go strings, so
// UTF-8, which a CA[UTF-8] in Props declares. The text ends in ")\n".
//
// SGF has no place for move times or [PSQInfo], and leaves them out. It
// returns an error matching [ErrFormat] for a size out of
// [gomoku.MinSize]..[gomoku.MaxSize], a move off the board, a RuleText
// that is not a name of Rule (see the package doc's "Rules"), a result that is not one of the
// forms it writes (a winner other than Black or White, a draw with a
// winner or a reason), and a Props entry that ParseSGF would not give
// back: an identifier that is not upper-case letters, one of the
// properties written from other fields or a setup property, a repeated
// identifier, or no value.
func FormatSGF(r *Record) (string, error) {
	bad := formatError("SGF")
	if why := offBoard(r); why != "" {
		return bad("%s", why)
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "(;FF[4]GM[%d]SZ[%d]", sgfGomoku, r.Size)
	ru := r.Rule.String()
	if r.RuleText != "" {
		if rule, _ := ruleOf(r.RuleText); rule != r.Rule || r.RuleText == ru {
			return bad("RuleText %q does not read as rule %v", r.RuleText, r.Rule)
		}
		ru = r.RuleText
	}
	writeProp(&sb, "RU", ru)
	if r.Black != "" {
		writeProp(&sb, "PB", r.Black)
	}
	if r.White != "" {
		writeProp(&sb, "PW", r.White)
	}
	switch res := r.Result; {
	case res.Draw && res.Winner == gomoku.Empty && res.Reason == "":
		writeProp(&sb, "RE", "0")
	case !res.Draw && (res.Winner == gomoku.Black || res.Winner == gomoku.White) && sgfResult(res.Winner.String()[:1]+"+"+res.Reason) == res:
		writeProp(&sb, "RE", strings.ToUpper(res.Winner.String()[:1])+"+"+res.Reason)
	case res != Result{}:
		return bad("result %+v", res)
	}
	ids := map[string]bool{}
	for _, prop := range r.Props {
		switch prop.ID {
		case "FF", "GM", "SZ", "RU", "PB", "PW", "RE", "C", "B", "W", "AB", "AW", "AE":
			return bad("property %s in Props", prop.ID)
		}
		if prop.ID == "" || strings.Trim(prop.ID, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" || ids[prop.ID] || len(prop.Values) == 0 {
			return bad("property %q with %d values", prop.ID, len(prop.Values))
		}
		ids[prop.ID] = true
		sb.WriteString(prop.ID)
		for _, v := range prop.Values {
			sb.WriteString("[" + escape(v) + "]")
		}
	}
	if r.Comment != "" {
		writeProp(&sb, "C", r.Comment)
	}
	for i, m := range r.Moves {
		colour := "B"
		if i%2 == 1 {
			colour = "W"
		}
		sb.WriteString("\n;")
		writeProp(&sb, colour, string([]byte{byte('a' + m.Point.Col), byte('a' + m.Point.Row)}))
		if m.Comment != "" {
			writeProp(&sb, "C", m.Comment)
		}
	}
	sb.WriteString(")\n")
	return sb.String(), nil
}

// writeProp writes id[v] with v escaped.
func writeProp(sb *strings.Builder, id, v string) {
	sb.WriteString(id + "[" + escape(v) + "]")
}

// escape escapes ']' and '\' in an SGF property value.
func escape(v string) string {
	if !strings.ContainsAny(v, `]\`) {
		return v
	}
	return strings.NewReplacer(`\`, `\\`, `]`, `\]`).Replace(v)
}
