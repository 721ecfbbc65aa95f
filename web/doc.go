// Package web is the browser front end of the module: a web application,
// an http.Handler, that serves a page for each game (Othello on any even
// board, gomoku under each rule set, tic-tac-toe) where a person plays
// against the engines or another person by clicking on the board, and
// studies a position: the engine's score of every move, its line, the
// evaluation graph of the game, renju's forbidden points with their
// reasons, VCF and VCT on demand, the opening's name, and the records of
// each game loaded and saved. The command "board serve" runs it.
//
// # Quick start
//
//	h := web.New(web.Options{Workers: 2})
//	defer h.Close()
//	srv := &http.Server{Addr: "127.0.0.1:8080", Handler: h}
//	srv.ListenAndServe() // then open http://127.0.0.1:8080/
//
// # Pages and endpoints
//
// GET / lists the games; GET /othello, /gomoku and /tictactoe are their
// pages, which load their script and style sheet from /static/. The page
// draws the board with package render: the server sends the SVG, and a click
// on it is sent back as a place in the SVG's viewBox, which
// render.Diagram.PointAt turns into a point.
//
// Every action is a POST of one JSON object to /api/NAME, answered by one
// JSON object: state (the view of a game), move (a move by a click or in
// notation), engine (the engine's move), analyse (the engine's scores with
// their lines: of every legal move in Othello and tic-tac-toe, of its choice
// in gomoku; and the evaluation graph of the game in Othello and
// tic-tac-toe), threat (VCF or VCT), load (a record or position) and save (a
// record). The game itself travels with each request, as its start and its
// moves, so that the server keeps no state: the games of different tabs are
// independent, and undo and redo are the page's.
//
// # Limits
//
// A request body is at most 1 MiB and a record 256 KiB. Engine work (engine,
// analyse, threat) runs on a pool of Options.Workers searches at a time, with
// Options.Queue more waiting: beyond that a request is refused at once with
// 503 Service Unavailable and a Retry-After header. Each search is held to
// the time the request asks for, at most Options.MaxTime, and stops when the
// request is cancelled (the page's Cancel button, a closed tab) or when
// Server.Close is called. Bad input is answered with a 4xx status and a JSON
// object {"error": "..."} that names the field and the problem.
package web
