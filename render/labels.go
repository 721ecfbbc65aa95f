package render

import "strconv"

// letters returns the column labels "a", "b", ... of n columns.
func letters(n int) []string {
	l := make([]string, n)
	for i := range l {
		l[i] = string(rune('a' + i))
	}
	return l
}

// numbersDown returns the row labels "1", "2", ... of n rows counted from
// the top.
func numbersDown(n int) []string {
	l := make([]string, n)
	for i := range l {
		l[i] = strconv.Itoa(i + 1)
	}
	return l
}

// numbersUp returns the row labels of n rows counted from 1 at the bottom,
// top row first.
func numbersUp(n int) []string {
	l := numbersDown(n)
	for i, j := 0, n-1; i < j; i, j = i+1, j-1 {
		l[i], l[j] = l[j], l[i]
	}
	return l
}
