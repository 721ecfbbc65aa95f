package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/seed131617c4/board/web"
)

func init() {
	register(&command{
		group: "serve",
		verb:  "",
		args: `

It serves the pages of package web: Othello, gomoku (freestyle, standard,
renju, omok) and tic-tac-toe, played by clicking on the board against the
engines or another person, with analysis (the engine's score of every
move and its line, Othello's evaluation graph, renju's forbidden points,
VCF and VCT) and records (transcripts, GGF, PSQ, SGF). It prints the
address to open, like "serving http://127.0.0.1:8080/", and runs until
SIGINT or SIGTERM, which stop the searches that run and end it.

It listens on the loopback address unless -addr names another; engine work
runs on -workers searches at a time with -queue more waiting, beyond which
a request is refused with 503; each search takes at most -maxtime.`,
		summary: "play and analyse every game in the browser: a local web application",
		setup: func(fs *flag.FlagSet) func(*stdio, []string) error {
			addr := fs.String("addr", "127.0.0.1:8080", "the `host:port` to listen on (port 0: any free port)")
			workers := intArg(fs, "workers", 0, 0, maxThreads(), fmt.Sprintf("the engine searches that run at once, `n` from 1 to %d, or 0 for one per core", maxThreads()))
			queue := intArg(fs, "queue", 0, 0, 1000, "the engine requests that may wait for a worker, `n` from 1 to 1000, or 0 for 4 × workers")
			maxTime := durationArg(fs, "maxtime", 10*time.Second, "", "the longest one engine request may search: a positive `duration` like 10s, at most 1m")
			return func(s *stdio, args []string) error {
				if err := noArgs(args); err != nil {
					return err
				}
				if *maxTime > time.Minute {
					return usagef("-maxtime %v: want a positive duration of 1m at most", *maxTime)
				}
				if _, _, err := net.SplitHostPort(*addr); err != nil {
					return usagef("-addr %q: want host:port, like 127.0.0.1:8080", clip(*addr))
				}
				ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
				defer stop()
				return serve(ctx, s, *addr, web.Options{Workers: *workers, Queue: *queue, MaxTime: *maxTime})
			}
		},
	})
}

// serve serves the web application on addr until ctx ends, then shuts it
// down: the searches stop, and the requests that run get a few seconds to
// finish.
func serve(ctx context.Context, s *stdio, addr string, o web.Options) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return &inputError{0, fmt.Errorf("-addr %s: %w", addr, err)}
	}
	h := web.New(o)
	srv := &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      o.MaxTime + 20*time.Second,
		IdleTimeout:       time.Minute,
		MaxHeaderBytes:    64 << 10,
	}
	if ip := ln.Addr().(*net.TCPAddr).IP; !ip.IsLoopback() {
		fmt.Fprintf(s.err, "warning: %v is not a loopback address: other machines can reach this server\n", ln.Addr())
		s.err.Flush()
	}
	fmt.Fprintf(s.out, "serving http://%s/\n", ln.Addr())
	s.out.Flush()
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		h.Close()
		return err
	case <-ctx.Done():
	}
	h.Close() // stops the searches, so that their requests end
	sctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	err = srv.Shutdown(sctx)
	if serr := <-done; !errors.Is(serr, http.ErrServerClosed) && err == nil {
		err = serr
	}
	fmt.Fprintln(s.out, "stopped")
	s.out.Flush()
	return err
}
