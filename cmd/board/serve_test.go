package main

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/seed131617c4/board/web"
)

func TestServeFlags(t *testing.T) {
	for _, tt := range []struct {
		args []string
		want []string
	}{
		{[]string{"serve", "-addr", "nonsense"}, []string{"-addr", "host:port"}},
		{[]string{"serve", "-workers", "-1"}, []string{"-workers"}},
		{[]string{"serve", "-maxtime", "2m"}, []string{"-maxtime", "1m"}},
		{[]string{"serve", "-maxtime", "0"}, []string{"-maxtime"}},
		{[]string{"serve", "extra"}, []string{"unexpected argument"}},
		{[]string{"serve", "-addr", "256.1.1.1:0"}, []string{"-addr"}},
	} {
		_, stderr, code := runBoard(t, "", tt.args...)
		wantError(t, stderr, code, tt.want...)
	}
}

// TestServe serves on a free loopback port, loads a page and an action
// there, and shuts the server down by its context.
func TestServe(t *testing.T) {
	pr, pw := io.Pipe()
	var errOut bytes.Buffer // written by serve, read after it returns
	s := &stdio{out: bufio.NewWriter(pw), err: bufio.NewWriter(&errOut)}
	ctx, cancel := context.WithCancel(t.Context())
	done := make(chan error, 1)
	go func() {
		done <- serve(ctx, s, "127.0.0.1:0", web.Options{Workers: 1})
		pw.Close()
	}()
	lines := bufio.NewScanner(pr)
	if !lines.Scan() {
		t.Fatalf("no address printed: %v", <-done)
	}
	addr, ok := strings.CutPrefix(lines.Text(), "serving ")
	if !ok {
		t.Fatalf("first line %q", lines.Text())
	}
	res, err := http.Get(addr + "othello")
	if err != nil {
		t.Fatal(err)
	}
	page, _ := io.ReadAll(res.Body)
	res.Body.Close()
	if res.StatusCode != 200 || !strings.Contains(string(page), `data-game="othello"`) {
		t.Errorf("GET /othello: %d %.100q", res.StatusCode, page)
	}
	res, err = http.Post(addr+"api/engine", "application/json", strings.NewReader(`{"game":"tictactoe"}`))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != 200 {
		t.Errorf("POST /api/engine: %d", res.StatusCode)
	}
	cancel()
	if lines.Scan(); lines.Text() != "stopped" {
		t.Errorf("after the shutdown: %q", lines.Text())
	}
	if err := <-done; err != nil {
		t.Errorf("serve: %v", err)
	}
	if errOut.String() != "" {
		t.Errorf("stderr: %q", errOut.String())
	}
}
