package web

import (
	"bytes"
	"flag"
	"io"
	"net/http"
	"net/http/httptest"
	"runtime"
	"slices"
	"sync"
	"testing"
	"time"
)

var (
	loadTime    = flag.Duration("web.load", 0, "run TestLoad for this long (like 5s) instead of its short run of a fixed count of requests")
	loadClients = flag.Int("web.clients", 16, "the concurrent clients of TestLoad")
)

// loadRequests are the requests of TestLoad, in turn: the cheap actions of
// a page, and engine work that fills the pool.
var loadRequests = []struct{ action, body string }{
	{"state", `{"game":"othello","moves":["f5","d6","c3"]}`},
	{"move", `{"game":"gomoku","rule":"renju","moves":["h8","h9"],"move":"i9"}`},
	{"engine", `{"game":"tictactoe","moves":["b2"]}`},
	{"engine", `{"game":"othello","level":2,"time":50,"moves":["f5","d6","c3","d3","c4","f4","f6","f3","e6","e7"]}`},
	{"analyse", `{"game":"othello","level":1,"time":50,"moves":["f5","d6","c3"]}`},
	{"save", `{"game":"gomoku","moves":["h8","h9"],"format":"sgf"}`},
}

// TestLoad sends requests from concurrent clients on a loopback server
// with a small pool (2 workers, 4 waiting): every answer must be 200 or the
// documented 503 of a full pool, no goroutine may be left after, and the
// heap must stay bounded. Its default run is 16 clients × 12 requests;
// -web.load 5s runs it for 5 s and prints the figures of docs/serve.md.
func TestLoad(t *testing.T) {
	before := runtime.NumGoroutine()
	s := New(Options{Workers: 2, Queue: 4, MaxTime: 2 * time.Second})
	srv := httptest.NewServer(s)
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: *loadClients}}
	var (
		mu        sync.Mutex
		latencies []time.Duration
		statuses  = map[int]int{}
		maxHeap   uint64
	)
	deadline := time.Now().Add(*loadTime)
	start := time.Now()
	var wg sync.WaitGroup
	for c := range *loadClients {
		wg.Go(func() {
			for i := 0; ; i++ {
				if *loadTime > 0 && time.Now().After(deadline) || *loadTime == 0 && i == 12 {
					return
				}
				r := loadRequests[(c+i)%len(loadRequests)]
				t0 := time.Now()
				res, err := client.Post(srv.URL+"/api/"+r.action, "application/json", bytes.NewReader([]byte(r.body)))
				if err != nil {
					t.Error(err)
					return
				}
				body, _ := io.ReadAll(res.Body)
				res.Body.Close()
				d := time.Since(t0)
				mu.Lock()
				latencies = append(latencies, d)
				statuses[res.StatusCode]++
				mu.Unlock()
				switch res.StatusCode {
				case 200:
				case 503:
					if res.Header.Get("Retry-After") == "" {
						t.Errorf("503 without Retry-After: %s", body)
					}
				default:
					t.Errorf("%s %s: %d %s", r.action, r.body, res.StatusCode, body)
				}
			}
		})
	}
	done := make(chan struct{})
	sampled := make(chan struct{})
	go func() { // the heap, sampled while the clients run
		defer close(sampled)
		var ms runtime.MemStats
		for {
			runtime.ReadMemStats(&ms)
			maxHeap = max(maxHeap, ms.HeapInuse)
			select {
			case <-done:
				return
			case <-time.After(20 * time.Millisecond):
			}
		}
	}()
	wg.Wait()
	elapsed := time.Since(start)
	close(done)
	<-sampled
	s.Close()
	srv.Close()
	client.CloseIdleConnections()
	slices.Sort(latencies)
	n := len(latencies)
	if n == 0 {
		t.Fatal("no request answered")
	}
	pct := func(p float64) time.Duration { return latencies[min(n-1, int(float64(n)*p))] }
	t.Logf("%d clients, %d requests in %v: %.0f requests/s, p50 %v, p99 %v, max %v; 200: %d, 503 (refused): %d; heap in use at most %.1f MB",
		*loadClients, n, elapsed.Round(time.Millisecond), float64(n)/elapsed.Seconds(), pct(0.50).Round(time.Microsecond), pct(0.99).Round(time.Microsecond),
		latencies[n-1].Round(time.Microsecond), statuses[200], statuses[503], float64(maxHeap)/(1<<20))
	if statuses[200] == 0 {
		t.Errorf("no request succeeded: %v", statuses)
	}
	if maxHeap > 512<<20 {
		t.Errorf("heap in use reached %d MB", maxHeap>>20)
	}
	// Every goroutine of the server and the clients ends.
	var after int
	for range 500 {
		if after = runtime.NumGoroutine(); after <= before {
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	buf := make([]byte, 1<<16)
	t.Errorf("%d goroutines before, %d after:\n%s", before, after, buf[:runtime.Stack(buf, true)])
}
