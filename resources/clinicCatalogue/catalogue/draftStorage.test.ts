// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { draftKey, draftOffered, forgetDraft, keepDraft } from './draftStorage';

const key = draftKey('h-1', 'oms');

describe('the OMS and children text drafts', () => {
  beforeEach(() => localStorage.clear());

  it('offers a kept draft back only while it differs from the saved text', () => {
    expect(draftOffered(key, '<p>Saved</p>')).toBeUndefined();
    keepDraft(key, '<p>Typed</p>', '<p>Saved</p>');
    expect(draftOffered(key, '<p>Saved</p>')).toBe('<p>Typed</p>');
    expect(draftOffered(key, '<p>Typed</p>')).toBeUndefined();
    keepDraft(key, '<p>Saved</p>', '<p>Saved</p>');
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("does not count the editor's empty paragraph as a draft, and forgets a saved one", () => {
    keepDraft(key, '<p></p>', '');
    expect(draftOffered(key, '')).toBeUndefined();
    keepDraft(key, 'x', '');
    forgetDraft(key);
    expect(draftOffered(key, '')).toBeUndefined();
    expect(draftKey('h-1', 'children')).not.toBe(key);
  });
});
