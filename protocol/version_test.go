package protocol

import (
	"runtime/debug"
	"testing"
)

// TestModuleVersion reads the version of this module from build
// information of every shape: the main module or a dependency, a
// release, a pseudo-version, none, a replacement by another version or
// by a directory, and a module of a longer path that is not this one.
func TestModuleVersion(t *testing.T) {
	const pkg = "example.com/board/protocol"
	mod := func(path, version string) debug.Module { return debug.Module{Path: path, Version: version} }
	dep := func(path, version string) *debug.Module { m := mod(path, version); return &m }
	tests := []struct {
		name string
		bi   debug.BuildInfo
		want string
	}{
		{"main, devel", debug.BuildInfo{Main: mod("example.com/board", "(devel)")}, "devel"},
		{"main, no version", debug.BuildInfo{Main: mod("example.com/board", "")}, "devel"},
		{"main, stamped", debug.BuildInfo{Main: mod("example.com/board", "v0.0.0-20260101000000-0123456789ab+dirty")}, "v0.0.0-20260101000000-0123456789ab+dirty"},
		{"main, release", debug.BuildInfo{Main: mod("example.com/board", "v1.2.0")}, "v1.2.0"},
		{"dependency", debug.BuildInfo{Main: mod("example.com/app", "v3.0.0"), Deps: []*debug.Module{dep("example.com/other", "v9.9.9"), dep("example.com/board", "v1.4.1")}}, "v1.4.1"},
		{"replaced by a version", debug.BuildInfo{Main: mod("example.com/app", "(devel)"), Deps: []*debug.Module{{Path: "example.com/board", Version: "v1.4.1", Replace: dep("example.com/fork", "v1.4.2")}}}, "v1.4.2"},
		{"replaced by a directory", debug.BuildInfo{Main: mod("example.com/app", "(devel)"), Deps: []*debug.Module{{Path: "example.com/board", Version: "v1.4.1", Replace: dep("../board", "")}}}, "devel"},
		{"a nested module", debug.BuildInfo{Main: mod("example.com/board", "v1.0.0"), Deps: []*debug.Module{dep("example.com/board/protocol", "v0.2.0")}}, "v0.2.0"},
		{"a longer path", debug.BuildInfo{Main: mod("example.com/app", "v3.0.0"), Deps: []*debug.Module{dep("example.com/boardgames", "v2.0.0")}}, "devel"},
		{"absent", debug.BuildInfo{Main: mod("example.com/app", "v3.0.0")}, "devel"},
		{"no module", debug.BuildInfo{}, "devel"},
	}
	for _, tt := range tests {
		if got := moduleVersion(&tt.bi, pkg); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// TestVersion holds Version to the build information of the running
// test, and logs what it says.
func TestVersion(t *testing.T) {
	bi, ok := debug.ReadBuildInfo()
	want := "devel"
	if ok {
		want = moduleVersion(bi, "github.com/seed131617c4/board/protocol")
		t.Logf("main module %s %s", bi.Main.Path, bi.Main.Version)
	}
	if got := Version(); got != want || got == "" {
		t.Errorf("Version() = %q, want %q", got, want)
	}
}
