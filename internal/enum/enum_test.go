package enum_test

import (
	"testing"

	"github.com/seed131617c4/board/internal/enum"
)

type signed int8

type unsigned uint8

func TestName(t *testing.T) {
	for _, c := range []struct{ got, want string }{
		{enum.Name(signed(-1), -1, "Proof", "loss", "unproven", "win"), "loss"},
		{enum.Name(signed(1), -1, "Proof", "loss", "unproven", "win"), "win"},
		{enum.Name(signed(2), -1, "Proof", "loss", "unproven", "win"), "Proof(2)"},
		{enum.Name(signed(-2), -1, "Proof", "loss", "unproven", "win"), "Proof(-2)"},
		{enum.Name(unsigned(0), 0, "Color", "empty", "black", "white"), "empty"},
		{enum.Name(unsigned(3), 0, "Color", "empty", "black", "white"), "Color(3)"},
		{enum.Name(unsigned(255), 0, "Color", "empty", "black", "white"), "Color(255)"},
	} {
		if c.got != c.want {
			t.Errorf("got %q, want %q", c.got, c.want)
		}
	}
}

func TestNameAllocs(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _ = enum.Name(unsigned(1), 0, "Color", "empty", "black", "white") }); n != 0 {
		t.Errorf("%v allocations to name a value, want 0", n)
	}
}
