package protocol

import (
	"reflect"
	"runtime/debug"
	"strings"
)

// Version returns the version of this module in the running program, as
// the go command recorded it (see [runtime/debug.ReadBuildInfo]): the
// module's version when the program was built against a release or a
// pseudo-version of it, or built in a work tree of the module that the
// go command stamped with one; "devel" when no version was recorded, as
// under go test. The servers of every protocol report it: GTP's version,
// UGI's id name, NBoard's set myname and Gomocup's ABOUT.
func Version() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return "devel"
	}
	return moduleVersion(bi, reflect.TypeFor[Line]().PkgPath())
}

// moduleVersion returns the version that bi records of the module that
// holds the package pkg (the main module or a dependency, the longest
// path that is pkg or a parent of it), after its replacement if it has
// one, or "devel" when bi records none.
func moduleVersion(bi *debug.BuildInfo, pkg string) string {
	var m *debug.Module
	for _, d := range append([]*debug.Module{&bi.Main}, bi.Deps...) {
		if (pkg == d.Path || strings.HasPrefix(pkg, d.Path+"/")) && (m == nil || len(d.Path) > len(m.Path)) {
			m = d
		}
	}
	if m != nil && m.Replace != nil {
		m = m.Replace
	}
	if m == nil || m.Version == "" || m.Version == "(devel)" {
		return "devel"
	}
	return m.Version
}
