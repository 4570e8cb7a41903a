// Imported first by main.ts. V8 lets the old generation grow up to four times what the last full
// collection left before it collects again: with 40 MB live, 160 MB, mostly garbage at the clinics
// report's pace, whose rows reach the old generation while they wait for PostgreSQL and the
// compressor. At 100 % (twice the live heap at most, as Go's default) the report's peak on
// PostgreSQL was 190 MB instead of 270, at the same speed (docs/decisions.md "Clinics report,
// round 3"). Set here rather than on node's command line, so that every way of starting the
// server gets it.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--heap-growing-percent=100');
