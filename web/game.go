package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"iter"
	"maps"
	"math"
	"reflect"
	"slices"
	"strings"
	"time"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	gengine "github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/gomoku/opening"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/render"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
)

// A request is the JSON object of every action: the game (its kind, size,
// rule, start and moves) and the fields of the action.
type request struct {
	Game  string   `json:"game"`            // othello, gomoku or tictactoe
	Size  int      `json:"size,omitempty"`  // Othello 4-26 even (8), gomoku 5-26 (15)
	Rule  string   `json:"rule,omitempty"`  // gomoku's rule set (freestyle)
	Start string   `json:"start,omitempty"` // Othello: a position line; tic-tac-toe: a board
	Moves []string `json:"moves,omitempty"` // the moves from the start, in notation
	Flip  bool     `json:"flip,omitempty"`  // draw the board turned

	Move string      `json:"move,omitempty"` // move: a move in notation
	At   *[2]float64 `json:"at,omitempty"`   // move: a click, x and y in the SVG's viewBox

	Level int    `json:"level,omitempty"` // engine, analyse: the level (0: default)
	Time  int    `json:"time,omitempty"`  // engine, analyse, threat: milliseconds (0: 1000)
	Kind  string `json:"kind,omitempty"`  // threat: vcf or vct

	Text   string `json:"text,omitempty"`   // load: a record or position
	Format string `json:"format,omitempty"` // save: the record's format
}

// maxMoves bounds the moves of a request: more than any board holds.
const maxMoves = 26 * 26

// decodeRequest reads one JSON request object from r: unknown fields,
// trailing data and wrong types are errors. The object is read twice: as
// its fields, to name an unknown one, then as a request.
func decodeRequest(r io.Reader) (*request, error) {
	dec := json.NewDecoder(r)
	var fields map[string]json.RawMessage
	if err := dec.Decode(&fields); err != nil {
		if _, ok := errors.AsType[*json.SyntaxError](err); ok || errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
			return nil, badRequest("bad JSON: %v", err)
		}
		if _, ok := errors.AsType[*json.UnmarshalTypeError](err); ok {
			return nil, badRequest("bad JSON: want an object")
		}
		return nil, fmt.Errorf("bad JSON: %w", err)
	}
	if dec.More() {
		return nil, badRequest("bad JSON: more than one value in the body")
	}
	for _, name := range slices.Sorted(maps.Keys(fields)) {
		if !slices.ContainsFunc(requestFields(), func(f string) bool { return strings.EqualFold(f, name) }) {
			return nil, badRequest("unknown field %q", clip(name))
		}
	}
	data, err := json.Marshal(fields)
	if err != nil {
		return nil, fmt.Errorf("bad JSON: %w", err)
	}
	var req request
	if err := json.Unmarshal(data, &req); err != nil {
		if te, ok := errors.AsType[*json.UnmarshalTypeError](err); ok {
			return nil, badField(te.Field, "want a JSON %v", te.Type)
		}
		return nil, fmt.Errorf("bad JSON: %w", err)
	}
	return &req, nil
}

// requestFields returns the JSON names of the fields of a request.
func requestFields() []string {
	t := reflect.TypeFor[request]()
	names := make([]string, t.NumField())
	for i := range names {
		names[i], _, _ = strings.Cut(t.Field(i).Tag.Get("json"), ",")
	}
	return names
}

// maxLevel is the highest level of each game's engine.
var maxLevel = map[string]int{"othello": oengine.MaxLevel, "gomoku": gengine.MaxLevel, "tictactoe": tengine.MaxLevel}

// check checks the fields that need no game: the game's kind, the time
// against limit, the level and the sizes of the lists.
func (r *request) check(limit time.Duration) error {
	switch r.Game {
	case "othello", "gomoku", "tictactoe":
	case "":
		return badRequest(`field "game" missing: want othello, gomoku or tictactoe`)
	default:
		return badRequest(`field "game" %q: want othello, gomoku or tictactoe`, clip(r.Game))
	}
	if len(r.Moves) > maxMoves {
		return badField("moves", "%d moves, more than %d", len(r.Moves), maxMoves)
	}
	if r.Time < 0 || int64(r.Time) > limit.Milliseconds() {
		return badRequest(`field "time" %d: want 0 to %d milliseconds`, r.Time, limit.Milliseconds())
	}
	if top := maxLevel[r.Game]; r.Level < 0 || r.Level > top {
		return badRequest(`field "level" %d: want 1 to %d, or 0 for the default`, r.Level, top)
	}
	if len(r.Text) > maxRecord {
		return badRequest(`field "text": %d bytes, more than %d`, len(r.Text), maxRecord)
	}
	if r.At != nil && (math.IsNaN(r.At[0]) || math.IsNaN(r.At[1])) {
		return badRequest(`field "at": not a place`)
	}
	return nil
}

// timeLimit returns the search time that r asks for.
func (r *request) timeLimit() time.Duration {
	if r.Time == 0 {
		return defaultTime
	}
	return time.Duration(r.Time) * time.Millisecond
}

// clip shortens s for an error message.
func clip(s string) string {
	if len(s) > 40 {
		return s[:40] + "..."
	}
	return s
}

// A match is a game of one of the three kinds, replayed from a request.
type match struct {
	kind string
	oth  *othello.Game
	gom  *gomoku.Game
	ttt  *tictactoe.Game
	size int
	flip bool
	// parse and format read and write a point in the game's notation.
	parse  func(string) (board.Point, error)
	format func(board.Point) string
}

// replay returns the game of r: its start and its moves played. A move
// that cannot be played is a 422 error naming it.
func (r *request) replay() (*match, error) {
	m := &match{kind: r.Game, flip: r.Flip}
	var err error
	switch r.Game {
	case "othello":
		if r.Rule != "" {
			return nil, badRequest(`field "rule": Othello has none`)
		}
		if r.Start != "" {
			p, perr := othello.ParsePosition(r.Start)
			if perr != nil {
				return nil, badField("start", "%w", perr)
			}
			if r.Size != 0 && r.Size != p.Size() {
				return nil, badRequest(`field "size" %d: the start position is %d×%[2]d`, r.Size, p.Size())
			}
			m.oth, err = othello.NewGameFrom(p)
		} else {
			size := r.Size
			if size == 0 {
				size = 8
			}
			m.oth, err = othello.NewGame(size)
		}
		if err != nil {
			return nil, badRequest(`field "size": %v`, err)
		}
		m.size = m.oth.Size()
		m.parse, m.format = othello.ParseMove, othello.FormatMove
	case "gomoku":
		rule := gomoku.Freestyle
		if r.Rule != "" {
			if rule, err = gomoku.ParseRule(r.Rule); err != nil {
				return nil, badRequest(`field "rule" %q: want freestyle, standard, renju or omok`, clip(r.Rule))
			}
		}
		if r.Start != "" {
			return nil, badField("start", "a gomoku game starts empty; give its moves")
		}
		size := r.Size
		if size == 0 {
			size = 15
		}
		if m.gom, err = gomoku.NewGame(size, rule); err != nil {
			return nil, badRequest(`field "size": %v`, err)
		}
		m.size = size
		m.parse = func(s string) (board.Point, error) { return gomoku.ParseMove(s, size) }
		m.format = func(p board.Point) string { return gomoku.FormatMove(p, size) }
	case "tictactoe":
		if r.Rule != "" || r.Size != 0 && r.Size != tictactoe.Size {
			return nil, badRequest(`fields "size" and "rule": tic-tac-toe is 3×3 and has no rule`)
		}
		m.ttt = tictactoe.NewGame()
		if r.Start != "" {
			b, berr := tictactoe.Parse(r.Start)
			if berr != nil {
				return nil, badField("start", "%w", berr)
			}
			if m.ttt, err = tictactoe.NewGameFrom(b); err != nil {
				return nil, badField("start", "%w", err)
			}
		}
		m.size = tictactoe.Size
		m.parse, m.format = tictactoe.ParseMove, tictactoe.FormatMove
	}
	for i, s := range r.Moves {
		if err := m.play(s); err != nil {
			return nil, unprocessableField("moves", fmt.Errorf("move %d: %w", i+1, err))
		}
	}
	return m, nil
}

// replayLive is replay for the actions that search the position: a game
// that is over is a 422 error.
func (r *request) replayLive() (*match, error) {
	m, err := r.replay()
	if err == nil && m.game().Over() {
		return nil, unprocessable(fmt.Errorf(`field "moves": %w`, board.ErrGameOver))
	}
	return m, err
}

// play plays the move that s names.
func (m *match) play(s string) error {
	p, err := m.parse(s)
	if err != nil {
		return fmt.Errorf("%q: %w", clip(s), err)
	}
	if err := m.playAt(p); err != nil {
		return fmt.Errorf("%s: %w", m.format(p), err)
	}
	return nil
}

// playAt plays p.
func (m *match) playAt(p board.Point) error {
	switch m.kind {
	case "othello":
		return m.oth.Play(p)
	case "gomoku":
		return m.gom.Play(p)
	}
	return m.ttt.Play(p)
}

// game returns the game as the contract of package board sees it.
func (m *match) game() interface {
	Over() bool
	Len() int
	History() iter.Seq[board.Point]
	Moves() iter.Seq[board.Point]
} {
	switch m.kind {
	case "othello":
		return m.oth
	case "gomoku":
		return m.gom
	}
	return m.ttt
}

// moves returns the moves played, in notation.
func (m *match) moves() []string {
	out := []string{}
	for p := range m.game().History() {
		out = append(out, m.format(p))
	}
	return out
}

// A foul is a forbidden point and its reason.
type foul struct {
	Point  string `json:"point"`
	Reason string `json:"reason"`
}

// A view is the answer of every action that returns a game: what the page
// shows of it.
type view struct {
	Game       string   `json:"game"`
	Size       int      `json:"size"`
	Rule       string   `json:"rule,omitempty"`
	Start      string   `json:"start,omitempty"`
	Moves      []string `json:"moves"`
	SVG        string   `json:"svg"`
	Turn       string   `json:"turn"` // the side to move, "" when the game is over
	Over       bool     `json:"over"`
	Status     string   `json:"status"`
	Legal      []string `json:"legal"`
	Forbidden  []foul   `json:"forbidden,omitempty"`
	Opening    string   `json:"opening,omitempty"`
	Position   string   `json:"position"` // a position line (Othello), the board (the others)
	Transcript string   `json:"transcript"`
}

// diagram returns the board of m as render draws it, with its legal moves
// (Othello) or forbidden points (gomoku) marked.
func (m *match) diagram() (*render.Diagram, []foul) {
	var fouls []foul
	var d *render.Diagram
	switch m.kind {
	case "othello":
		d = render.Game(m.oth)
		for p := range m.oth.Moves() {
			d.Marks = append(d.Marks, render.Mark{At: p, Kind: render.Dot})
		}
	case "gomoku":
		d = render.Game(m.gom)
		d.Numbers = true
		if !m.gom.Over() {
			d.Marks = render.ForbiddenMarks(m.gom.Board(), m.gom.Turn(), m.gom.Rule())
			for p, f := range gomoku.ForbiddenPoints(m.gom.Board(), m.gom.Turn(), m.gom.Rule()) {
				fouls = append(fouls, foul{m.format(p), f.String()})
			}
		}
	default:
		d = render.Game(m.ttt)
	}
	return d, fouls
}

// options returns how the board of m is drawn.
func (m *match) options() *render.Options {
	return &render.Options{Flipped: m.flip}
}

// view returns what the page shows of m, its board drawn by d (the
// diagram of m, maybe with more marks).
func (m *match) view(r *request, d *render.Diagram, fouls []foul) *view {
	v := &view{Game: m.kind, Size: m.size, Start: r.Start, Moves: m.moves(), SVG: d.SVG(m.options()), Legal: []string{}, Forbidden: fouls}
	g := m.game()
	v.Over = g.Over()
	if !v.Over {
		for p := range g.Moves() {
			v.Legal = append(v.Legal, m.format(p))
		}
	}
	switch m.kind {
	case "othello":
		v.Turn = strings.ToLower(m.oth.Turn().String())
		v.Position = m.oth.Position().Text()
		v.Transcript = m.oth.Transcript()
		b, w := m.oth.Count(othello.Black), m.oth.Count(othello.White)
		if v.Over {
			b, w = m.oth.Score()
		}
		switch {
		case !v.Over:
			v.Status = fmt.Sprintf("%s to move (black %d, white %d)", v.Turn, b, w)
		case b == w:
			v.Status = fmt.Sprintf("draw %d-%d", b, w)
		default:
			v.Status = fmt.Sprintf("%s wins %d-%d", strings.ToLower(m.oth.Winner().String()), max(b, w), min(b, w))
		}
	case "gomoku":
		v.Rule = m.gom.Rule().String()
		v.Turn = strings.ToLower(m.gom.Turn().String())
		v.Position = m.gom.Board().Format(gomoku.Stone.Rune)
		v.Transcript = strings.Join(v.Moves, " ")
		if res := m.gom.Result(); res.Over() {
			v.Status = res.String()
		} else {
			v.Status = v.Turn + " to move"
		}
		pts := make([]board.Point, 0, 3)
		for p := range m.gom.History() {
			pts = append(pts, p)
		}
		if o, _, ok := opening.IdentifyMoves(pts, m.size); ok {
			v.Opening = o.String()
		}
	default:
		v.Turn = m.ttt.Turn().String()
		v.Position = m.ttt.Board().String()
		v.Transcript = tictactoe.FormatMoves(m.ttt.History())
		switch w := m.ttt.Winner(); {
		case w != tictactoe.Empty:
			v.Status = w.String() + " wins"
		case v.Over:
			v.Status = "draw"
		default:
			v.Status = v.Turn + " to move"
		}
	}
	if v.Over {
		v.Turn = ""
	}
	return v
}
