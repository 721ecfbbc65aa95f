package web

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"testing"
)

// call posts body to the action of h and returns the status and the
// decoded answer.
func call(t *testing.T, h http.Handler, action, body string) (int, map[string]any) {
	t.Helper()
	req := httptest.NewRequest("POST", "/api/"+action, strings.NewReader(body))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("%s %s: answer not JSON (%v): %.200q", action, body, err, rec.Body.String())
	}
	if rec.Code != 200 {
		if _, ok := out["error"].(string); !ok {
			t.Errorf("%s %s: status %d without an error: %v", action, body, rec.Code, out)
		}
	}
	return rec.Code, out
}

func TestActions(t *testing.T) {
	s := New(Options{Workers: 1})
	defer s.Close()
	tests := []struct {
		action, body string
		status       int
		want         string // a substring of the answer's JSON
	}{
		{"state", `{"game":"othello"}`, 200, `"legal":["d3","c4","f5","e6"]`},
		{"state", `{"game":"othello","size":6,"moves":["e4"]}`, 200, `"turn":"white"`},
		{"move", `{"game":"othello","moves":["f5"],"move":"d6"}`, 200, `"moves":["f5","d6"]`},
		{"move", `{"game":"othello","at":[226,186]}`, 200, `"moves":["f5"]`},
		{"move", `{"game":"othello","at":[5,5]}`, 422, `not on the board`},
		{"move", `{"game":"othello","move":"a1"}`, 422, `a1`},
		{"move", `{"game":"othello"}`, 400, `fields`},
		{"state", `{"game":"othello","moves":["f5","f5"]}`, 422, `move 2`},
		{"state", `{"game":"othello","size":7}`, 400, `size`},
		{"state", `{"game":"chess"}`, 400, `chess`},
		{"state", `{"game":"othello","bogus":1}`, 400, `bogus`},
		{"state", `{"game":"othello","moves":"f5"}`, 400, `moves`},
		{"state", `{"game":`, 400, `bad JSON`},
		{"state", `{"game":"othello"}{}`, 400, `more than one`},
		{"state", `{"game":"othello","time":999999999}`, 400, `time`},
		{"state", `{"game":"othello","time":9223372036854775807}`, 400, `time`},
		{"engine", `{"game":"tictactoe","level":4}`, 400, `want 1 to 3`},
		{"engine", `{"game":"othello","level":-1}`, 400, `level`},
		{"state", `{"game":"gomoku","rule":"renju","moves":["h8","a1","j8","a3","i9","a5","i10","a7","i8"]}`, 422, `forbidden`},
		{"state", `{"game":"gomoku","rule":"renju","moves":["h8","a1","j8","a3","i9","a5","i10","a7"]}`, 200, `{"point":"i8","reason":"double-three"}`},
		{"state", `{"game":"gomoku","rule":"renju","moves":["h8","h9","h10"]}`, 200, `Kansei`},
		{"state", `{"game":"gomoku","rule":"go"}`, 400, `rule`},
		{"state", `{"game":"tictactoe","moves":["b2","a1","c1","a3","a2","c2","b3","b1","c3"]}`, 200, `"status":"draw"`},
		{"state", `{"game":"tictactoe","start":"XX.OO...."}`, 200, `"turn":"X"`},
		{"engine", `{"game":"tictactoe","moves":["b2","a1","a3"]}`, 200, `"move":"c1"`},
		{"engine", `{"game":"tictactoe","moves":["a1","b1","a2","b2","a3"]}`, 422, `over`},
		{"analyse", `{"game":"tictactoe","moves":["b2"]}`, 200, `"score":"draw"`},
		{"analyse", `{"game":"tictactoe","moves":["b2","a2"]}`, 200, `"values":[0,1]`},
		{"analyse", `{"game":"tictactoe","start":"XX..O....","moves":["a3"]}`, 200, `"values":[1]`},
		{"analyse", `{"game":"othello","level":1,"moves":["f5","d6","c3","d3","c4"]}`, 200, `"graph":"\u003csvg`},
		{"analyse", `{"game":"othello","start":"XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO-- X"}`, 200, `exact`},
		{"threat", `{"game":"gomoku","kind":"vcf","moves":["h8","a1","i8","a3","j8","a5","k9","a7","k10","a9"]}`, 200, `"status":"win"`},
		{"threat", `{"game":"gomoku","kind":"vcx"}`, 400, `kind`},
		{"threat", `{"game":"othello","kind":"vcf"}`, 400, `gomoku`},
		{"load", `{"game":"othello","text":"f5d6c3"}`, 200, `"moves":["f5","d6","c3"]`},
		{"load", `{"game":"othello","text":"(;GM[Othello]PC[x]TY[8]BO[8 --------\n--------\n--------\n---O*---\n---*O---\n--------\n--------\n-------- *]B[F5]W[D6];)"}`, 200, `"moves":["f5","d6"]`},
		{"load", `{"game":"othello","text":"f5f5"}`, 422, `move 2`},
		{"load", `{"game":"othello","text":"-----OX--XO----- X"}`, 200, `"start":"-----OX--XO----- X"`},
		{"load", `{"game":"othello","text":"-----OX--XO----- Z"}`, 400, `"field \"text\": position: obf: line 1, column 18: side to move`},
		{"load", `{"game":"othello","text":"-----OX--XO----- *; D3:+2; % 4x4"}`, 200, `"start":"-----OX--XO----- X"`},
		{"load", `{"game":"othello","text":"f5f5"}`, 422, `"field \"text\": moves: move 2: f5`},
		{"load", `{"game":"tictactoe","text":"b2 b2"}`, 422, `"field \"text\": moves: move 2: b2`},
		{"state", `{"game":"othello","moves":["f5","f5"]}`, 422, `"field \"moves\": move 2: f5`},
		{"state", `{"game":"othello","Bogus":1,"apple":2}`, 400, `"unknown field \"Bogus\""`},
		{"state", `{"GAME":"othello","Moves":["f5"]}`, 200, `"moves":["f5"]`},
		{"state", `{"game":"othello","moves":[5]}`, 400, `"field \"moves\": want a JSON string"`},
		{"state", `[]`, 400, `"bad JSON: want an object"`},
		{"load", `{"game":"gomoku","text":"(;GM[4]SZ[15]RU[renju];B[hh];W[ig];B[ii])"}`, 200, `"rule":"renju"`},
		{"load", `{"game":"gomoku","text":"Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n-1\n"}`, 200, `"moves":["h8","i7"]`},
		{"load", `{"game":"tictactoe","text":"X...O...X"}`, 200, `"start":"X...O...X"`},
		{"load", `{"game":"tictactoe","text":""}`, 400, `empty`},
		{"save", `{"game":"othello","moves":["f5","d6"],"format":"ggf"}`, 200, `B[f5]`},
		{"save", `{"game":"gomoku","moves":["h8","h9"],"format":"psq"}`, 200, `Piskvorky`},
		{"save", `{"game":"gomoku","moves":["h8","h9"],"format":"sgf"}`, 200, `B[hh]`},
		{"save", `{"game":"tictactoe","moves":["b2"],"format":"pgn"}`, 400, `format`},
	}
	for _, tt := range tests {
		status, out := call(t, s, tt.action, tt.body)
		b, _ := json.Marshal(out)
		if status != tt.status || !strings.Contains(string(b), tt.want) {
			t.Errorf("%s %s: %d %.300s\nwant %d and %q", tt.action, tt.body, status, b, tt.status, tt.want)
		}
	}
}

func TestPagesAndLimits(t *testing.T) {
	s := New(Options{})
	defer s.Close()
	for path, want := range map[string]string{
		"/": "Play and analyse", "/othello": `data-game="othello"`, "/gomoku": `<option value="renju" selected>`,
		"/tictactoe": "Tic-tac-toe", "/static/app.js": "matrixTransform", "/static/app.css": "#board",
	} {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
		if rec.Code != 200 || !strings.Contains(rec.Body.String(), want) {
			t.Errorf("GET %s: %d, want 200 and %q", path, rec.Code, want)
		}
	}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest("GET", "/api/state", nil))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("GET /api/state: %d", rec.Code)
	}
	big := `{"game":"othello","text":"` + strings.Repeat("f5", maxBody) + `"}`
	if status, out := call(t, s, "load", big); status != http.StatusRequestEntityTooLarge {
		t.Errorf("a body over the limit: %d %v", status, out)
	}
	rec2 := `{"game":"othello","text":"` + strings.Repeat(" ", maxRecord+1) + `"}`
	if status, out := call(t, s, "load", rec2); status != 400 || !strings.Contains(out["error"].(string), "text") {
		t.Errorf("a record over the limit: %d %v", status, out)
	}
}

// TestBusy checks that engine requests beyond the workers and the queue are
// refused with 503 and Retry-After, and that Close stops a search that runs
// and refuses the ones after it.
func TestBusy(t *testing.T) {
	s := New(Options{Workers: 1, Queue: -1})
	release, err := s.acquire(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	s.ServeHTTP(rec, httptest.NewRequest("POST", "/api/engine", strings.NewReader(`{"game":"tictactoe"}`)))
	if rec.Code != http.StatusServiceUnavailable || rec.Header().Get("Retry-After") == "" {
		t.Errorf("a request beyond the pool: %d, Retry-After %q", rec.Code, rec.Header().Get("Retry-After"))
	}
	// Non-engine actions still answer.
	if status, _ := call(t, s, "state", `{"game":"tictactoe"}`); status != 200 {
		t.Errorf("state while the pool is full: %d", status)
	}
	release()
	done := make(chan int)
	go func() {
		// A gomoku search with 10 s to spend, stopped by Close.
		status, _ := call(t, s, "engine", `{"game":"gomoku","level":3,"time":10000,"moves":["h8"]}`)
		done <- status
	}()
	for len(s.work) == 0 { // until the search runs
		select {
		case status := <-done:
			t.Fatalf("the search answered %d before it ran", status)
		default:
			runtime.Gosched()
		}
	}
	s.Close()
	if status := <-done; status != 200 && status != http.StatusServiceUnavailable {
		t.Errorf("a search stopped by Close: %d", status)
	}
	if status, _ := call(t, s, "engine", `{"game":"tictactoe"}`); status != http.StatusServiceUnavailable {
		t.Errorf("engine after Close: %d", status)
	}
}

func TestUnknownAction(t *testing.T) {
	s := New(Options{})
	defer s.Close()
	for _, tt := range []struct {
		method, path string
		status       int
	}{{"GET", "/api/state", 405}, {"POST", "/api/nothing", 404}, {"GET", "/api/", 404}} {
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest(tt.method, tt.path, nil))
		answered(t, rec, tt.method+" "+tt.path)
		if rec.Code != tt.status {
			t.Errorf("%s %s: %d, want %d", tt.method, tt.path, rec.Code, tt.status)
		}
	}
}
