module github.com/seed131617c4/board

go 1.26.0

require github.com/google/go-cmp v0.7.0
