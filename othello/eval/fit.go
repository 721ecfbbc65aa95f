package eval

import (
	"math/bits"
	"sync"
)

// A Sample is a position and the score the evaluation should give it,
// for Fit.
type Sample struct {
	Player, Opponent uint64 // the discs of the side to move and of the other side
	// Score is the final disc difference for the side to move, in discs:
	// the theoretical score or the result of a game.
	Score float64
}

// Options are the parameters of Fit. The zero Options fits with the
// defaults.
type Options struct {
	// Lambda is the L2 regularisation: each weight is drawn towards 0
	// as if it had been seen Lambda more times with a score of 0. Zero
	// means 16; a negative Lambda means none.
	Lambda float64
	// Iterations is the number of conjugate gradient steps per stage;
	// 0 means 30, enough for the WTHOR archive to converge.
	Iterations int
	// Threads is the number of goroutines that share the work; 0 (or
	// less) means one, as in the searchers of the module.
	Threads int
}

// Fit returns the weights that minimise, stage by stage, the sum over
// samples of the squared difference between Score and the sample's score,
// plus Lambda times the sum of the squared weights: a least-squares fit by
// the conjugate gradient method preconditioned by the diagonal, from zero
// weights, with a fixed number of steps. It is deterministic for a given
// number of Threads. A stage without samples scores 0; samples whose score
// is not finite are skipped. It costs Iterations+1 passes over the samples
// of each stage, each of them reading 49 weights per sample.
func Fit(samples []Sample, opt Options) *Weights {
	lambda, iters, workers := opt.Lambda, opt.Iterations, max(opt.Threads, 1)
	switch {
	case lambda == 0:
		lambda = 16
	case lambda < 0:
		lambda = 0
	}
	if iters == 0 {
		iters = 30
	}
	byStage := make([][]int, nStages)
	for i, s := range samples {
		if s.Score-s.Score != 0 { // NaN or infinite
			continue
		}
		st := stageOf(64 - bits.OnesCount64(s.Player|s.Opponent))
		byStage[st] = append(byStage[st], i)
	}
	w := &Weights{w: newTables()}
	canon := canonical()
	for st, idx := range byStage {
		if len(idx) == 0 {
			continue
		}
		p := newProblem(samples, idx, canon, workers)
		x := p.solve(lambda, iters)
		t := w.w[st*stageSize : (st+1)*stageSize]
		for i, c := range canon {
			t[i] = quantise(100 * x[c])
		}
	}
	return w
}

// A problem is the least-squares problem of one stage: the features of
// its samples (tied by the symmetries) and their scores.
type problem struct {
	f       []int32 // width weight indices per sample
	y       []float64
	width   int // the weights a sample adds up
	size    int // the weights of the stage
	workers int
}

func newProblem(samples []Sample, idx []int, canon []int32, workers int) *problem {
	p := &problem{f: make([]int32, 0, len(idx)*nFeatures), y: make([]float64, len(idx)), width: nFeatures, size: stageSize, workers: workers}
	var f [nFeatures]int32
	for k, i := range idx {
		s := samples[i]
		features(&f, s.Player, s.Opponent)
		for _, j := range f {
			p.f = append(p.f, canon[j])
		}
		p.y[k] = s.Score
	}
	return p
}

// apply returns X^T (X v) for the sample matrix X, the work split among
// the workers, each with its own sum, added up in a fixed order.
func (p *problem) apply(v []float64) []float64 {
	n := len(p.y)
	parts := make([][]float64, p.workers)
	var wg sync.WaitGroup
	for k := range p.workers {
		lo, hi := n*k/p.workers, n*(k+1)/p.workers
		parts[k] = make([]float64, len(v))
		wg.Go(func() {
			out := parts[k]
			for s := lo; s < hi; s++ {
				row := p.f[s*p.width : (s+1)*p.width]
				sum := 0.0
				for _, j := range row {
					sum += v[j]
				}
				for _, j := range row {
					out[j] += sum
				}
			}
		})
	}
	wg.Wait()
	for _, part := range parts[1:] {
		for i, x := range part {
			parts[0][i] += x
		}
	}
	return parts[0]
}

// solve returns the weights after iters steps of the conjugate gradient
// method on (X^T X + lambda I) x = X^T y, preconditioned by its diagonal.
// Weights that no sample uses stay 0.
func (p *problem) solve(lambda float64, iters int) []float64 {
	x := make([]float64, p.size)
	r := make([]float64, p.size) // X^T y - (X^T X + lambda) x
	diag := make([]float64, p.size)
	for s, y := range p.y {
		row := p.f[s*p.width : (s+1)*p.width]
		for _, j := range row {
			r[j] += y
		}
		for a, j := range row {
			for _, k := range row[:a] {
				if k == j {
					diag[j] += 2 // a weight read twice counts 4 times, not 2
				}
			}
			diag[j]++
		}
	}
	z := make([]float64, p.size)
	precondition := func() (rz float64) {
		for i, d := range diag {
			if d > 0 {
				z[i] = r[i] / (d + lambda)
				rz += r[i] * z[i]
			}
		}
		return rz
	}
	rz := precondition()
	stop := rz * 1e-24 // r is as good as 0: the fit is exact
	d := append([]float64(nil), z...)
	for range iters {
		if rz <= stop {
			break
		}
		q := p.apply(d)
		dq := 0.0
		for i, di := range d {
			q[i] += lambda * di
			dq += di * q[i]
		}
		if dq <= 0 {
			break
		}
		alpha := rz / dq
		for i := range x {
			x[i] += alpha * d[i]
			r[i] -= alpha * q[i]
		}
		next := precondition()
		beta := next / rz
		rz = next
		for i := range d {
			d[i] = z[i] + beta*d[i]
		}
	}
	return x
}
