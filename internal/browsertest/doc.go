// Package browsertest tests the web application of package web in a real
// browser: headless Chromium, driven by chromedp, loads each page, plays by
// clicking on the board and checks the board and the analysis. It is a
// module of its own so that the module of the library does not depend on
// chromedp; run it with
//
//	cd internal/browsertest && go test ./...
//
// The tests skip when no Chromium is found (/usr/bin/chromium, or the
// program the CHROMIUM environment variable names). With -update-screenshots
// they write the screenshots of docs/serve-*.png.
package browsertest
