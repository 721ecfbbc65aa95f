package web_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"time"

	"github.com/seed131617c4/board/web"
)

// Serve the application and play a move of Othello through its JSON API,
// as the page does when the board is clicked.
func Example() {
	h := web.New(web.Options{Workers: 1})
	defer h.Close()
	srv := httptest.NewServer(h)
	defer srv.Close()
	res, _ := http.Post(srv.URL+"/api/move", "application/json",
		strings.NewReader(`{"game":"othello","moves":["f5"],"move":"d6"}`))
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	var v struct{ Moves []string }
	json.Unmarshal(body, &v)
	fmt.Println(res.StatusCode, v.Moves)
	// Output:
	// 200 [f5 d6]
}

// Bad input is answered with a 4xx status and a JSON error naming the
// field and the problem.
func ExampleNew() {
	h := web.New(web.Options{})
	defer h.Close()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", "/api/move", strings.NewReader(`{"game":"tictactoe","moves":["b2"],"move":"b2"}`)))
	fmt.Println(rec.Code, strings.TrimSpace(rec.Body.String()))
	// Output:
	// 422 {"error":"field \"move\": b2: tictactoe: illegal move b2 by O: point occupied"}
}

// Options for a shared machine: two searches at a time, eight waiting, none
// longer than 5 s.
func ExampleOptions() {
	o := web.Options{Workers: 2, Queue: 8, MaxTime: 5 * time.Second}
	h := web.New(o)
	defer h.Close()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("POST", "/api/engine", strings.NewReader(`{"game":"tictactoe","time":6000}`)))
	fmt.Println(rec.Code, strings.TrimSpace(rec.Body.String()))
	// Output:
	// 400 {"error":"field \"time\" 6000: want 0 to 5000 milliseconds"}
}

// A Server is an http.Handler, serving the pages at the root of its site.
func ExampleServer() {
	h := web.New(web.Options{})
	defer h.Close()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/tictactoe", nil))
	fmt.Println(rec.Code, rec.Header().Get("Content-Type"))
	// Output:
	// 200 text/html; charset=utf-8
}
