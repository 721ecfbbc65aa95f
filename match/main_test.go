package match_test

import (
	"os"
	"testing"

	"github.com/seed131617c4/board/internal/prototest"
)

// TestMain lets more tests wait on engines at once than there are
// processors (see prototest.Main).
func TestMain(m *testing.M) { os.Exit(prototest.Main(m)) }
