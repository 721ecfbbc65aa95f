package engine

// searchFitWeights are the weights that TestTechniques' row searchfit
// plays against fittedWeights: fitted.go's own (the row's control) until
// TestEvalFit -engine.fitout searchfit_test.go writes a fit's here.
var searchFitWeights = fittedWeights
