package web

import (
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"net/http"
	"runtime"
	"strconv"
	"time"
)

// Limits of a request.
const (
	maxBody      = 1 << 20   // the most bytes of a request body
	maxRecord    = 256 << 10 // the most bytes of a record to load
	defaultTime  = time.Second
	defaultLimit = 10 * time.Second
	// slack is what a request may take beyond its search: replaying the
	// game, drawing the board.
	slack = 5 * time.Second
)

// Options configure a Server. The zero Options are the defaults.
type Options struct {
	// Workers is the most engine searches that run at once; 0 means one
	// per core.
	Workers int
	// Queue is the most engine requests that wait for a worker; a request
	// beyond it is refused with 503. 0 means 4 × Workers; a negative Queue
	// means none waits.
	Queue int
	// MaxTime is the longest that one engine request may search; 0 means
	// 10 s. A request asks for its time (1 s by default) within it.
	MaxTime time.Duration
}

// A Server is the web application: an http.Handler serving the pages and
// the JSON endpoints (see the package doc). It is safe for concurrent use.
type Server struct {
	mux    *http.ServeMux
	opts   Options
	work   chan struct{} // a token for each running search
	slots  chan struct{} // a token for each search running or waiting
	ctx    context.Context
	cancel context.CancelFunc
	pages  *template.Template
}

//go:embed static
var static embed.FS

// New returns a Server with the options o.
func New(o Options) *Server {
	if o.Workers <= 0 {
		o.Workers = runtime.NumCPU()
	}
	switch {
	case o.Queue == 0:
		o.Queue = 4 * o.Workers
	case o.Queue < 0:
		o.Queue = 0
	}
	if o.MaxTime <= 0 {
		o.MaxTime = defaultLimit
	}
	s := &Server{
		mux:   http.NewServeMux(),
		opts:  o,
		work:  make(chan struct{}, o.Workers),
		slots: make(chan struct{}, o.Workers+o.Queue),
		pages: template.Must(template.ParseFS(static, "static/*.html")),
	}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	sub, _ := fs.Sub(static, "static")
	s.mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServerFS(sub)))
	s.mux.HandleFunc("GET /{$}", s.page("index"))
	for _, g := range []string{"othello", "gomoku", "tictactoe"} {
		s.mux.HandleFunc("GET /"+g, s.page(g))
	}
	for name, h := range map[string]func(context.Context, *request) (any, error){
		"state": s.state, "move": s.move, "load": s.load, "save": s.save,
	} {
		s.mux.HandleFunc("POST /api/"+name, s.api(h, false))
	}
	for name, h := range map[string]func(context.Context, *request) (any, error){
		"engine": s.engine, "analyse": s.analyse, "threat": s.threat,
	} {
		s.mux.HandleFunc("POST /api/"+name, s.api(h, true))
	}
	s.mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/api/state", "/api/move", "/api/load", "/api/save", "/api/engine", "/api/analyse", "/api/threat":
			w.Header().Set("Allow", "POST")
			writeError(w, &httpError{http.StatusMethodNotAllowed, fmt.Errorf("%s %s: want POST", r.Method, r.URL.Path)})
		default:
			writeError(w, &httpError{http.StatusNotFound, fmt.Errorf("%s: no such action", clip(r.URL.Path))})
		}
	})
	return s
}

// ServeHTTP answers a request: a page, a static file or an action.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("X-Content-Type-Options", "nosniff")
	w.Header().Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'")
	s.mux.ServeHTTP(w, r)
}

// Close stops the searches that run and refuses the engine requests that
// come after it with 503. The pages and the other actions still answer.
func (s *Server) Close() {
	s.cancel()
}

// page returns the handler of the page of a game, or of the index.
func (s *Server) page(name string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if err := s.pages.ExecuteTemplate(w, "page.html", pageData(name)); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
		}
	}
}

// An httpError is an error with the status it is answered with.
type httpError struct {
	status int
	err    error
}

func (e *httpError) Error() string { return e.err.Error() }
func (e *httpError) Unwrap() error { return e.err }

// A fieldError is a field of a request that the server refuses: its JSON
// name and why.
type fieldError struct {
	field string
	err   error
}

func (e *fieldError) Error() string { return fmt.Sprintf("field %q: %v", e.field, e.err) }
func (e *fieldError) Unwrap() error { return e.err }

// badField returns an error answered with 400 Bad Request for the field
// name, whose reason is formatted as by fmt.Errorf.
func badField(name, format string, args ...any) error {
	return &httpError{http.StatusBadRequest, &fieldError{name, fmt.Errorf(format, args...)}}
}

// unprocessableField returns err, the game's refusal of the field name,
// answered with 422 Unprocessable Entity.
func unprocessableField(name string, err error) error {
	return &httpError{http.StatusUnprocessableEntity, &fieldError{name, err}}
}

// badRequest returns an error answered with 400 Bad Request.
func badRequest(format string, args ...any) error {
	return &httpError{http.StatusBadRequest, fmt.Errorf(format, args...)}
}

// unprocessable returns err answered with 422 Unprocessable Entity: a
// well-formed request whose content the game refuses, like an illegal move.
func unprocessable(err error) error {
	return &httpError{http.StatusUnprocessableEntity, err}
}

// errBusy is the answer when every worker is busy and the queue is full.
var errBusy = &httpError{http.StatusServiceUnavailable, errors.New("busy: every engine worker is in use and the queue is full; try again")}

// errClosed is the answer to engine work after Close.
var errClosed = &httpError{http.StatusServiceUnavailable, errors.New("the server is shutting down")}

// acquire waits for a worker for a search of ctx; release gives it back.
// A full queue returns errBusy at once.
func (s *Server) acquire(ctx context.Context) (release func(), err error) {
	select {
	case s.slots <- struct{}{}:
	default:
		return nil, errBusy
	}
	select {
	case s.work <- struct{}{}:
		return func() { <-s.work; <-s.slots }, nil
	case <-ctx.Done():
		<-s.slots
		if s.ctx.Err() != nil {
			return nil, errClosed
		}
		return nil, &httpError{http.StatusServiceUnavailable, fmt.Errorf("no engine worker became free in time: %w", ctx.Err())}
	}
}

// api returns the handler of an action: it decodes the request, runs h
// under the request's time limit (on a worker when engine is set) and
// writes its answer or its error as JSON.
func (s *Server) api(h func(context.Context, *request) (any, error), engine bool) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		req, err := decodeRequest(http.MaxBytesReader(w, r.Body, maxBody))
		if err == nil {
			err = req.check(s.opts.MaxTime)
		}
		if err != nil {
			writeError(w, err)
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), s.opts.MaxTime+slack)
		defer cancel()
		stop := context.AfterFunc(s.ctx, cancel)
		defer stop()
		var out any
		if engine {
			if s.ctx.Err() != nil {
				writeError(w, errClosed)
				return
			}
			var release func()
			if release, err = s.acquire(ctx); err != nil {
				writeError(w, err)
				return
			}
			defer release()
		}
		if out, err = h(ctx, req); err != nil {
			writeError(w, err)
			return
		}
		writeJSON(w, http.StatusOK, out)
	}
}

// writeJSON writes v as the JSON answer with status.
func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// writeError writes err as {"error": "..."} with its status: that of an
// httpError, 413 for a body over the limit, 400 for other input errors.
func writeError(w http.ResponseWriter, err error) {
	status := http.StatusBadRequest
	if he, ok := errors.AsType[*httpError](err); ok {
		status = he.status
	}
	if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
		status = http.StatusRequestEntityTooLarge
		err = fmt.Errorf("request body larger than %d bytes", maxBody)
	}
	if status == http.StatusServiceUnavailable || status == http.StatusTooManyRequests {
		w.Header().Set("Retry-After", strconv.Itoa(1))
	}
	writeJSON(w, status, struct {
		Error string `json:"error"`
	}{err.Error()})
}
