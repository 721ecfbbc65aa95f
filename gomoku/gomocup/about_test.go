package gomocup

import (
	"testing"

	"github.com/seed131617c4/board/protocol"
)

// TestDefaultAboutVersion holds DefaultAbout to the version of the
// module that the servers of every protocol report.
func TestDefaultAboutVersion(t *testing.T) {
	if got, want := DefaultAbout().Version, protocol.Version(); got != want {
		t.Errorf("DefaultAbout().Version = %q, want %q", got, want)
	}
}
