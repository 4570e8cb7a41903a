// V8 settings of the server process, set before any other module runs (server/main.ts imports
// this first). V8's allocation-site pretenuring allocates the objects of a site it once saw
// surviving straight in the old generation. Under load a burst (the first requests, a slow
// moment) could make it pretenure a request's short-lived objects for the rest of the process's
// life: about one server start in four then ran every cached list page with a major collection
// every few seconds, ~30 % more CPU per request (55 % of the bare route instead of 72 %). Off,
// ten starts out of ten ran at full speed; the report's peak memory did not move
// (docs/decisions.md, "The clinics list's hot path").
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--no-allocation-site-pretenuring');
