// Issues 25 and 26's measures, printed on every run and held where they are: a screen moved onto
// the engine lowers them, and the bound follows (a view or lines added back fail here). Targets:
// at most 8 hand-written views and 7,000 lines of screen code after issue 25, 5 and 3,500 after 26.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { engineLines, handWrittenViews, screenCodeLines } from '../support/screenMeasures';

const AT_MOST = { views: 4, screenLines: 3_478 };

describe('the screens’ measures (issues 25, 26)', () => {
  it('hand-written views', () => {
    const views = handWrittenViews();
    console.log(`hand-written views: ${views.length} (at most ${AT_MOST.views})\n  ${views.join('\n  ')}`);
    expect(views.length).toBeLessThanOrEqual(AT_MOST.views);
  });

  it('lines of hand-written screen code, and of the engine', () => {
    const lines = screenCodeLines();
    console.log(`screen code: ${lines} lines (at most ${AT_MOST.screenLines}); engine: ${engineLines()} lines`);
    expect(lines).toBeLessThanOrEqual(AT_MOST.screenLines);
  });

  it('an engine that imports no screen: what a screen and the engine share lives in the engine', () => {
    const engine = join(import.meta.dirname, '../../src/engine');
    const files = readdirSync(engine, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const importing = files.filter((file) => /from '[^']*\/pages\//.test(readFileSync(join(engine, file), 'utf8')));
    expect(importing).toEqual([]);
  });
});
