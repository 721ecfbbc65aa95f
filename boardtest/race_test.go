//go:build race

package boardtest_test

const raceDetector = true
