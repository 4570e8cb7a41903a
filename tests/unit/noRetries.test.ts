// The suite retries nothing (issue 23 point 4): a test that passes only on a second try is a
// failure to be explained, not a pass. Neither the whole run nor any project may set `retry`.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';

type Project = { test?: { name?: string; retry?: unknown } };

describe('the test configuration', () => {
  it('sets no automatic retry, for the run or for any project', () => {
    const test = config.test ?? {};
    expect(test.retry ?? 0).toBe(0);
    const projects = (test.projects ?? []) as Project[];
    expect(projects.length).toBeGreaterThan(0);
    for (const project of projects) expect(project.test?.retry ?? 0, project.test?.name).toBe(0);
  });

  it('is not told to retry from the command line', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(Object.values(scripts).filter((script) => /--retry/.test(script))).toEqual([]);
  });
});
