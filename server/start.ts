// `npm start`: builds the UI when dist/ is missing or older than its sources, then starts the
// server (which migrates the database and loads demo data into an empty one).
import { buildUiIfStale } from './uiBuild';

buildUiIfStale();
await import('./main');
