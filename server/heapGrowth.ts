// Imported first by main.ts. V8 lets the old generation grow up to four times what the last full
// collection left before it collects again; with 40 MB live, that is 160 MB of garbage at the
// clinics report's pace, whose rows reach the old generation while they wait for PostgreSQL and
// the compressor. 100 % (at most twice the live heap, Go's default) kept the report's peak at 190
// MB instead of 270 on PostgreSQL, at the same speed (docs/decisions.md "Clinics report, round 3").
// Set here rather than on node's command line, so that every way of starting the server gets it.
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--heap-growing-percent=100');
