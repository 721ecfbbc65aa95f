package web

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// answered checks that the answer of a request is JSON with a status of
// the API: 200, or a 4xx or 503 with an error.
func answered(t *testing.T, rec *httptest.ResponseRecorder, what string) {
	t.Helper()
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("%s: answer not JSON: %v", what, err)
	}
	switch rec.Code {
	case 200:
	case 400, 404, 405, 413, 422, 503:
		if _, ok := out["error"].(string); !ok {
			t.Fatalf("%s: %d without an error", what, rec.Code)
		}
	default:
		t.Fatalf("%s: status %d: %v", what, rec.Code, out)
	}
}

var fuzzActions = []string{"state", "move", "engine", "analyse", "threat", "load", "save"}

// FuzzRequest fuzzes the request decoder, and the replay of the game, of
// every action, with searches held to a few milliseconds.
func FuzzRequest(f *testing.F) {
	for _, s := range []string{
		`{"game":"othello","moves":["f5","d6"],"move":"c3"}`,
		`{"game":"othello","size":6,"at":[100,120],"flip":true}`,
		`{"game":"othello","start":"XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO-- X"}`,
		`{"game":"gomoku","rule":"renju","moves":["h8","a1","j8","a3","i9","a5","i10","a7"],"kind":"vcf"}`,
		`{"game":"gomoku","size":7,"rule":"omok","moves":["d4"],"format":"psq"}`,
		`{"game":"tictactoe","start":"X...O....","moves":["c3"],"format":"moves","level":1}`,
		`{"game":"tictactoe","text":"b2 a1"}`,
		`{"game":"othello","time":-1}`, `{`, `[]`, `null`, `{"game":1}`,
	} {
		for i := range fuzzActions {
			f.Add(uint8(i), s)
		}
	}
	s := New(Options{Workers: 2, MaxTime: 20 * time.Millisecond})
	defer s.Close()
	f.Fuzz(func(t *testing.T, action uint8, body string) {
		name := fuzzActions[int(action)%len(fuzzActions)]
		req := httptest.NewRequest("POST", "/api/"+name, strings.NewReader(body))
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, req)
		answered(t, rec, name)
	})
}

// FuzzLoad fuzzes the records and positions that load reads for each game.
func FuzzLoad(f *testing.F) {
	for _, s := range []string{
		"f5d6c3", "f5 d6 c3", "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOO-- X",
		"(;GM[Othello]TY[8]BO[8 -------- -------- -------- ---O*--- ---*O--- -------- -------- -------- *]B[f5]W[d6];)",
		"(;GM[4]SZ[15]RU[renju];B[hh];W[ig];B[ii])", "Piskvorky 15x15, 11:11, 0\n8,8,0\n9,9,0\n-1\n",
		"h8 h9 i9", "X...O...X", "b2 a1 c3",
	} {
		for i := range 3 {
			f.Add(uint8(i), s)
		}
	}
	s := New(Options{Workers: 1})
	defer s.Close()
	f.Fuzz(func(t *testing.T, game uint8, text string) {
		b, _ := json.Marshal(map[string]string{"game": []string{"othello", "gomoku", "tictactoe"}[int(game)%3], "text": text})
		rec := httptest.NewRecorder()
		s.ServeHTTP(rec, httptest.NewRequest("POST", "/api/load", strings.NewReader(string(b))))
		answered(t, rec, "load")
	})
}
