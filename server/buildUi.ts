// `npm run build:ui`: builds the UI into dist/ when it is missing or stale (server/uiBuild.ts), as
// `npm start` and the browser tests' setup do; `npm test` runs it beside the node tests so that the
// browser tests find it built.
import { buildUiIfStale } from './uiBuild';

buildUiIfStale();
