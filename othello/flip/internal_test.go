package flip_test

import "github.com/seed131617c4/board/othello/internal/kernel"

// vectorLevel returns the vector level of the processor and the build: 0
// portable, 1 AVX2, 2 AVX-512.
func vectorLevel() int { return int(kernel.Best()) }
