package boardtest

import (
	"hash/maphash"
	"math"
	"reflect"
	"unsafe"
)

// digest returns a hash of everything a value holds: the fields of a
// struct, the elements of arrays and slices (up to their length), the
// values that pointers, interfaces and maps lead to (a map's entries in
// any order), and the code pointer of funcs. Two digests of a value
// differ if any of that changed between them, which is how Run sees a
// read method that writes. It follows each pointer once.
func digest(v reflect.Value) uint64 {
	d := &digester{seen: map[uintptr]bool{}}
	d.h.SetSeed(digestSeed)
	d.value(v)
	return d.h.Sum64()
}

var digestSeed = maphash.MakeSeed()

type digester struct {
	h    maphash.Hash
	seen map[uintptr]bool
}

func (d *digester) word(x uint64) {
	var b [8]byte
	for i := range b {
		b[i] = byte(x >> (8 * i))
	}
	d.h.Write(b[:])
}

func (d *digester) value(v reflect.Value) {
	d.word(uint64(v.Kind()))
	switch v.Kind() {
	case reflect.Bool:
		if v.Bool() {
			d.word(1)
		} else {
			d.word(0)
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		d.word(uint64(v.Int()))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		d.word(v.Uint())
	case reflect.Float32, reflect.Float64:
		d.word(math.Float64bits(v.Float()))
	case reflect.Complex64, reflect.Complex128:
		c := v.Complex()
		d.word(math.Float64bits(real(c)))
		d.word(math.Float64bits(imag(c)))
	case reflect.String:
		d.word(uint64(v.Len()))
		d.h.WriteString(v.String())
	case reflect.Array:
		d.elems(v)
	case reflect.Slice:
		if v.IsNil() {
			d.word(0)
			return
		}
		d.word(uint64(v.Len()) + 1)
		d.elems(v)
	case reflect.Struct:
		for _, field := range v.Fields() {
			d.value(field)
		}
	case reflect.Pointer:
		if v.IsNil() {
			d.word(0)
			return
		}
		if d.seen[v.Pointer()] {
			d.word(1)
			return
		}
		d.seen[v.Pointer()] = true
		d.word(2)
		d.value(v.Elem())
	case reflect.Interface:
		if v.IsNil() {
			d.word(0)
			return
		}
		d.h.WriteString(v.Elem().Type().String())
		d.value(v.Elem())
	case reflect.Map:
		if v.IsNil() {
			d.word(0)
			return
		}
		d.word(uint64(v.Len()) + 1)
		var sum uint64 // order-free: the entries' digests added up
		for it := v.MapRange(); it.Next(); {
			e := &digester{seen: d.seen}
			e.h.SetSeed(digestSeed)
			e.value(it.Key())
			e.value(it.Value())
			sum += e.h.Sum64()
		}
		d.word(sum)
	case reflect.Func, reflect.Chan, reflect.UnsafePointer:
		d.word(uint64(v.Pointer()))
	}
}

// elems digests the elements of an array or a slice: the bytes of their
// memory at once when they hold no pointer (the arrays of a game's
// position), one by one otherwise.
func (d *digester) elems(v reflect.Value) {
	if n := v.Len(); n > 0 && plain(v.Type().Elem()) {
		if v.Kind() == reflect.Slice || v.CanAddr() {
			first := v.Index(0)
			d.h.Write(unsafe.Slice((*byte)(unsafe.Pointer(first.UnsafeAddr())), n*int(first.Type().Size())))
			return
		}
	}
	for i := range v.Len() {
		d.value(v.Index(i))
	}
}

// plain reports whether values of t hold nothing but numbers and
// booleans, so that their memory is all there is to them.
func plain(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
		return true
	case reflect.Array:
		return plain(t.Elem())
	case reflect.Struct:
		for field := range t.Fields() {
			if !plain(field.Type) {
				return false
			}
		}
		return true
	}
	return false
}

// catchesCopies reports whether go vet's copylocks check reports a copy
// of a value of type t: t holds, not behind a pointer, a field whose type
// has Lock and Unlock methods (a noCopy field, a sync.Mutex).
func catchesCopies(t reflect.Type) bool {
	if t.Kind() != reflect.Struct {
		return false
	}
	for field := range t.Fields() {
		ft := field.Type
		pt := reflect.PointerTo(ft)
		_, lock := pt.MethodByName("Lock")
		_, unlock := pt.MethodByName("Unlock")
		if lock && unlock || catchesCopies(ft) {
			return true
		}
	}
	return false
}
