//go:build !amd64 || purego

package kernel

// detect returns the vector level of the processor: on other
// architectures, and with the purego build tag, there is no vector code.
func detect() Level { return Portable }

// implAt returns the portable code, the only code of this build.
func implAt(Level) impl {
	return portable
}
