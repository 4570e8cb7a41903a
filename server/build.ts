// `npm start`'s first half: builds the UI when dist/ is missing or older than its sources
// (server/uiBuild.ts) and compiles the server (server/serverBuild.ts). The second half runs it,
// `node dist-server/main.mjs`: it migrates the database, loads demo data into an empty one and
// listens.
import { buildServer } from './serverBuild';
import { buildUiIfStale } from './uiBuild';

buildUiIfStale();
await buildServer();
