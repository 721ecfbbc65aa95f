package nboard_test

import (
	"bytes"
	"context"
	"io"
	"sync"
	"testing"
	"time"

	"github.com/seed131617c4/board/othello/nboard"
)

// A syncBuffer is a bytes.Buffer safe for a writer and a reader in two
// goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// goServe runs s.Serve(ctx, r, w) in a goroutine, then after if not nil,
// and sends Serve's error on the channel it returns.
func goServe(ctx context.Context, s *nboard.Server, r io.Reader, w io.Writer, after func()) <-chan error {
	done := make(chan error, 1)
	go func() {
		err := s.Serve(ctx, r, w)
		if after != nil {
			after()
		}
		done <- err
	}()
	return done
}

// served returns the error of a Serve from done, and fails the test with
// why if it does not come within 10 s.
func served(t testing.TB, done <-chan error, why string) error {
	t.Helper()
	select {
	case err := <-done:
		return err
	case <-time.After(10 * time.Second):
		t.Fatal(why)
		return nil
	}
}
