package web

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/seed131617c4/board"
	"github.com/seed131617c4/board/gomoku"
	gengine "github.com/seed131617c4/board/gomoku/engine"
	"github.com/seed131617c4/board/gomoku/pattern"
	"github.com/seed131617c4/board/gomoku/record"
	"github.com/seed131617c4/board/gomoku/threat"
	"github.com/seed131617c4/board/othello"
	oengine "github.com/seed131617c4/board/othello/engine"
	"github.com/seed131617c4/board/othello/ggf"
	"github.com/seed131617c4/board/othello/obf"
	"github.com/seed131617c4/board/render"
	"github.com/seed131617c4/board/search"
	"github.com/seed131617c4/board/tictactoe"
	tengine "github.com/seed131617c4/board/tictactoe/engine"
)

// state answers the view of the game of r.
func (s *Server) state(_ context.Context, r *request) (any, error) {
	m, err := r.replay()
	if err != nil {
		return nil, err
	}
	d, fouls := m.diagram()
	return m.view(r, d, fouls), nil
}

// move plays the move of r, given in notation (Move) or as a click on the
// board (At), and answers the view after it.
func (s *Server) move(_ context.Context, r *request) (any, error) {
	m, err := r.replay()
	if err != nil {
		return nil, err
	}
	switch {
	case r.At != nil && r.Move == "":
		d, _ := m.diagram()
		p, ok := d.PointAt(m.options(), r.At[0], r.At[1])
		if !ok {
			return nil, unprocessable(fmt.Errorf(`field "at" (%g, %g): not on the board`, r.At[0], r.At[1]))
		}
		if err := m.playAt(p); err != nil {
			return nil, unprocessable(fmt.Errorf(`field "at": %s: %w`, m.format(p), err))
		}
	case r.Move != "" && r.At == nil:
		if err := m.play(r.Move); err != nil {
			return nil, unprocessable(fmt.Errorf(`field "move": %w`, err))
		}
	default:
		return nil, badRequest(`want one of the fields "move" and "at"`)
	}
	d, fouls := m.diagram()
	return m.view(r, d, fouls), nil
}

// A hint is a move with its score for the side to move and its line.
type hint struct {
	Move  string   `json:"move"`
	Score string   `json:"score"` // in the game's unit, like "+1.25", "+12 exact", "win"
	Value float64  `json:"value"` // the score as a number, for sorting and graphs
	PV    []string `json:"pv"`
	Note  string   `json:"note,omitempty"` // book, stopped
}

// An engineAnswer is the engine's move and the game after it.
type engineAnswer struct {
	Hint hint  `json:"hint"`
	View *view `json:"view"`
}

// hintOf returns c as a hint of m's game.
func (m *match) hintOf(c search.Choice) hint {
	h := hint{Move: m.format(c.Move), PV: []string{}}
	for _, p := range c.PV {
		h.PV = append(h.PV, m.format(p))
	}
	switch m.kind {
	case "othello":
		h.Value = float64(c.Score) / 100
		h.Score = fmt.Sprintf("%+.2f", h.Value)
		if c.Exact {
			h.Value = float64(c.Score)
			h.Score = fmt.Sprintf("%+d exact", c.Score)
		}
	case "gomoku":
		h.Value = float64(c.Score)
		h.Score = strconv.Itoa(c.Score)
		switch {
		case c.Score >= gengine.Win:
			h.Score = "win"
		case c.Score <= -gengine.Win:
			h.Score = "loss"
		}
	default:
		h.Value = float64(c.Score) / 100
		h.Score = map[int]string{-100: "loss", 0: "draw", 100: "win"}[c.Score]
	}
	switch {
	case c.Book:
		h.Note = "book"
	case c.Stopped:
		h.Note = "stopped by a limit"
	}
	return h
}

// choose returns the engine's choice in m at r's level and time.
func (m *match) choose(ctx context.Context, r *request) (search.Choice, error) {
	ctx, cancel := context.WithTimeout(ctx, r.timeLimit())
	defer cancel()
	switch m.kind {
	case "othello":
		return (&oengine.Engine{Level: r.Level}).Choose(ctx, m.oth)
	case "gomoku":
		return (&gengine.Engine{Level: r.Level}).Choose(ctx, m.gom)
	}
	return (&tengine.Engine{Level: r.Level}).Choose(ctx, m.ttt)
}

// engine plays the engine's move in the game of r and answers it with the
// view after it.
func (s *Server) engine(ctx context.Context, r *request) (any, error) {
	m, err := r.replayLive()
	if err != nil {
		return nil, err
	}
	c, err := m.choose(ctx, r)
	if err != nil {
		return nil, searchError(ctx, err)
	}
	h := m.hintOf(c)
	if err := m.playAt(c.Move); err != nil {
		return nil, err
	}
	d, fouls := m.diagram()
	return &engineAnswer{h, m.view(r, d, fouls)}, nil
}

// searchError returns the answer to a search that failed with err: 503
// when the server is closing or the request's time ran out.
func searchError(ctx context.Context, err error) error {
	if ctx.Err() != nil {
		return &httpError{503, fmt.Errorf("the search was stopped: %w", ctx.Err())}
	}
	return unprocessable(err)
}

// An analysis is the engine's view of a position: the legal moves scored
// (all of them for Othello and tic-tac-toe; the engine's choice for
// gomoku), best first, the board with the scores on it, and for Othello
// the evaluation graph of the game.
type analysis struct {
	Hints []hint `json:"hints"`
	SVG   string `json:"svg"`
	Graph string `json:"graph,omitempty"`
	// Values are the evaluations of the graph, after each move, for the
	// first player: Othello in discs, tic-tac-toe +1, 0 or -1.
	Values []float64 `json:"values,omitempty"`
	Note   string    `json:"note,omitempty"`
}

// analyse scores the moves of the game of r.
func (s *Server) analyse(ctx context.Context, r *request) (any, error) {
	m, err := r.replayLive()
	if err != nil {
		return nil, err
	}
	a := &analysis{Hints: []hint{}}
	var choices []search.Choice
	switch m.kind {
	case "othello":
		// Three quarters of the time for the moves, the rest for the graph.
		tctx, cancel := context.WithTimeout(ctx, r.timeLimit()*3/4)
		choices, err = (&oengine.Engine{Level: r.Level}).Hint(tctx, m.oth, 0)
		cancel()
		if err == nil && m.oth.Len() > 0 {
			a.Values, a.Note = m.othelloValues(ctx, r)
			a.Graph = graph(a.Values, [2]string{"black", "white"}, 64)
		}
	case "gomoku":
		var c search.Choice
		c, err = m.choose(ctx, r)
		choices = []search.Choice{c}
	default:
		for p := range m.ttt.Moves() {
			b := m.ttt.Board().Clone()
			b.Set(p, m.ttt.Turn())
			v, verr := b.Value()
			if verr != nil {
				return nil, verr
			}
			choices = append(choices, search.Choice{Move: p, Score: -100 * int(v), Exact: true, PV: []board.Point{p}})
		}
		slices.SortStableFunc(choices, func(a, b search.Choice) int { return b.Score - a.Score })
		if m.ttt.Len() > 0 {
			a.Values = m.tttValues()
			a.Graph = graph(a.Values, [2]string{"X", "O"}, 1)
		}
	}
	if err != nil {
		return nil, searchError(ctx, err)
	}
	d, _ := m.diagram()
	d.Marks = d.Marks[:0]
	for i, c := range choices {
		h := m.hintOf(c)
		a.Hints = append(a.Hints, h)
		label := fmt.Sprintf("%+.0f", h.Value) // whole discs: a short label
		kind := render.Dot
		if i == 0 {
			kind = render.Ring
		}
		if m.kind != "othello" {
			label = ""
		}
		d.Marks = append(d.Marks, render.Mark{At: c.Move, Kind: kind, Label: label})
	}
	a.SVG = d.SVG(m.options())
	return a, nil
}

// graph returns the evaluation graph of values as SVG, "" for none.
func graph(values []float64, names [2]string, scale float64) string {
	if len(values) == 0 {
		return ""
	}
	g := render.NewGraph(values, names)
	g.Scale = scale
	return g.SVG(nil)
}

// othelloValues returns the evaluation of the Othello game m after each
// move, each move reviewed by the engine within a quarter of the time of
// r, or a note of why there is none.
func (m *match) othelloValues(ctx context.Context, r *request) ([]float64, string) {
	ctx, cancel := context.WithTimeout(ctx, r.timeLimit()/4)
	defer cancel()
	// The review makes two or three searches a move: at level 3 at most,
	// 30 ms for a game of 60 moves on the machine of docs/serve.md.
	level := min(max(r.Level, 1), 3)
	reviews, err := (&oengine.Engine{Level: level}).Review(ctx, m.oth)
	if err != nil {
		return nil, "no evaluation graph: " + err.Error()
	}
	values := make([]float64, len(reviews))
	for i, rv := range reviews {
		values[i] = rv.ForBlack()
	}
	return values, ""
}

// tttValues returns the value of the tic-tac-toe game m under perfect play
// after each move, for X: +1 a win, 0 a draw, -1 a loss.
func (m *match) tttValues() []float64 {
	g := m.ttt.Clone()
	values := make([]float64, g.Len())
	for i := len(values) - 1; i >= 0; i-- {
		b := g.Board()
		v, err := b.Value() // for the side to move
		if err != nil {
			return nil
		}
		if b.Turn() == tictactoe.O {
			v = -v
		}
		values[i] = float64(v)
		g.Undo()
	}
	return values
}

// A threatAnswer is the answer of a VCF or VCT search.
type threatAnswer struct {
	Attacker string   `json:"attacker"`
	Status   string   `json:"status"` // win, none or unknown
	Line     []string `json:"line"`
	Text     string   `json:"text"`
	SVG      string   `json:"svg"`
}

// The bounds of a threat search besides its time: the most attacker moves
// and the most positions (VCT keeps about 80 bytes a position).
const (
	threatDepth = 20
	threatNodes = 2_000_000
)

// threat looks for a VCF or VCT of the side to move of the gomoku game of
// r, and draws its winning line numbered on the board.
func (s *Server) threat(ctx context.Context, r *request) (any, error) {
	if r.Game != "gomoku" {
		return nil, badRequest(`field "game": VCF and VCT are gomoku's`)
	}
	solve := threat.VCF
	switch r.Kind {
	case "vcf":
	case "vct":
		solve = threat.VCT
	default:
		return nil, badRequest(`field "kind" %q: want vcf or vct`, clip(r.Kind))
	}
	m, err := r.replayLive()
	if err != nil {
		return nil, err
	}
	pos, err := pattern.From(m.gom.Board(), m.gom.Rule())
	if err != nil {
		return nil, unprocessable(err)
	}
	a := m.gom.Turn()
	line, res, err := solve(ctx, pos, a, threat.Limits{Time: r.timeLimit(), Nodes: threatNodes, Depth: threatDepth, Threat: 3})
	if err != nil {
		return nil, badRequest("%v", err)
	}
	if res.Cut == threat.ContextBound {
		return nil, searchError(ctx, context.Canceled)
	}
	ans := &threatAnswer{Attacker: strings.ToLower(a.String()), Line: []string{}, Status: strings.ToLower(res.Status.String())}
	d, _ := m.diagram()
	for i, p := range line {
		ans.Line = append(ans.Line, m.format(p))
		d.Marks = append(d.Marks, render.Mark{At: p, Kind: render.Ring, Label: strconv.Itoa(i + 1)})
	}
	switch {
	case res.Status == threat.Win:
		ans.Text = line.Format(m.size)
	case res.Status == threat.None && res.Cut == threat.DepthBound:
		ans.Text = fmt.Sprintf("none within %d moves", threatDepth)
	case res.Status == threat.None:
		ans.Text = "none"
	default:
		ans.Text = fmt.Sprintf("unknown: the search stopped (%v)", res.Cut)
	}
	ans.SVG = d.SVG(m.options())
	return ans, nil
}

// load reads the record or position in r.Text for the game of r: Othello a
// transcript, a position line or a GGF game; gomoku a PSQ or SGF record or
// moves in renju notation; tic-tac-toe a board or moves. It answers the
// view of the game read.
func (s *Server) load(_ context.Context, r *request) (any, error) {
	text := strings.TrimSpace(r.Text)
	if text == "" {
		return nil, badField("text", "empty: want a record or a position")
	}
	n := &request{Game: r.Game, Size: r.Size, Rule: r.Rule, Flip: r.Flip}
	switch r.Game {
	case "othello":
		switch {
		case strings.HasPrefix(text, "("):
			gg, err := ggf.Parse(text)
			if err != nil {
				return nil, unprocessableField("text", fmt.Errorf("GGF: %w", err))
			}
			g, err := gg.Replay()
			if err != nil {
				return nil, unprocessableField("text", fmt.Errorf("GGF: %w", err))
			}
			n.Size, n.Start = g.Size(), g.Start().Text()
			for p := range g.History() {
				n.Moves = append(n.Moves, othello.FormatMove(p))
			}
		case strings.ContainsAny(text, "-XO.") && strings.Contains(text, " "):
			l, err := obf.Parse(text) // a position line, or an OBF line
			if err != nil {
				return nil, badField("text", "position: %w", err)
			}
			n.Start, n.Size = l.Position.Text(), 0
		default:
			n.Moves = moveList(text, 2)
		}
	case "gomoku":
		if strings.HasPrefix(text, "(") || strings.HasPrefix(text, "Piskvorky") {
			rec, _, err := record.Parse(text)
			if err != nil {
				return nil, unprocessableField("text", err)
			}
			n.Size, n.Rule = rec.Size, rec.Rule.String()
			if r.Rule != "" {
				n.Rule = r.Rule
			}
			for _, mv := range rec.Moves {
				n.Moves = append(n.Moves, gomoku.FormatMove(mv.Point, rec.Size))
			}
		} else {
			n.Moves = strings.FieldsFunc(text, func(c rune) bool { return c == ',' || c == ' ' || c == '\n' || c == '\t' || c == '\r' })
		}
	default:
		if b, err := tictactoe.Parse(text); err == nil {
			n.Start = b.String()
		} else {
			n.Moves = moveList(text, 2)
		}
	}
	if err := n.check(s.opts.MaxTime); err != nil {
		return nil, asText(err)
	}
	m, err := n.replay()
	if err != nil {
		return nil, asText(err)
	}
	d, fouls := m.diagram()
	return m.view(n, d, fouls), nil
}

// asText returns err, an error of the request that load made of the
// field "text", with the fields it made, "start" and "moves", named as
// "text", the part of the text they were first, like `field "text":
// moves: move 2: ...`; other errors are returned as they are.
func asText(err error) error {
	fe, ok := errors.AsType[*fieldError](err)
	he, ok2 := errors.AsType[*httpError](err)
	if !ok || !ok2 || fe.field != "start" && fe.field != "moves" {
		return err
	}
	part := map[string]string{"start": "position", "moves": "moves"}[fe.field]
	return &httpError{he.status, &fieldError{"text", fmt.Errorf("%s: %w", part, fe.err)}}
}

// moveList splits moves written together, like "f5d6c3" or "b2 a1", into
// moves of w characters or more: a letter and its digits.
func moveList(text string, w int) []string {
	var out []string
	cur := ""
	for _, c := range text {
		switch {
		case c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
			if cur != "" {
				out = append(out, cur)
			}
			cur = string(c)
		case c >= '0' && c <= '9':
			cur += string(c)
		case cur != "" && len(cur) >= w:
			out = append(out, cur)
			cur = ""
		}
	}
	if cur != "" {
		out = append(out, cur)
	}
	return out
}

// A saved record is the text of the game in a format, and a file name.
type saved struct {
	Format string `json:"format"`
	Text   string `json:"text"`
	Name   string `json:"name"`
}

// save writes the game of r as a record: Othello a transcript or GGF,
// gomoku PSQ or SGF, tic-tac-toe its moves.
func (s *Server) save(_ context.Context, r *request) (any, error) {
	m, err := r.replay()
	if err != nil {
		return nil, err
	}
	out := &saved{Format: r.Format}
	switch m.kind + "/" + r.Format {
	case "othello/transcript", "othello/":
		out.Format, out.Text, out.Name = "transcript", m.oth.Transcript()+"\n", "othello.txt"
	case "othello/ggf":
		out.Text, err = ggf.Format(ggf.FromGame(m.oth))
		out.Name = "othello.ggf"
	case "gomoku/psq", "gomoku/sgf", "gomoku/":
		rec := &record.Record{Size: m.size, Rule: m.gom.Rule()}
		for p := range m.gom.History() {
			rec.Moves = append(rec.Moves, record.Move{Point: p})
		}
		if r.Format == "psq" {
			out.Text, err = record.FormatPSQ(rec)
			out.Name = "gomoku.psq"
		} else {
			out.Format = "sgf"
			out.Text, err = record.FormatSGF(rec)
			out.Name = "gomoku.sgf"
		}
	case "tictactoe/moves", "tictactoe/":
		out.Format, out.Text, out.Name = "moves", tictactoe.FormatMoves(m.ttt.History())+"\n", "tictactoe.txt"
	default:
		return nil, badRequest(`field "format" %q: want %s`, clip(r.Format), map[string]string{
			"othello": "transcript or ggf", "gomoku": "psq or sgf", "tictactoe": "moves"}[m.kind])
	}
	if err != nil {
		return nil, unprocessable(err)
	}
	return out, nil
}
