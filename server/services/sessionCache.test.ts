// The sessions a node keeps: used only under the version they were looked up under, dropped all
// at once by a newer one, never kept from a lookup older than the newest version seen, ended by
// their own dates, bounded, and frozen (requests share them).
import { describe, expect, it } from 'vitest';
import type { Session } from '../db/tables';
import { SessionCache } from './sessionCache';

const policy = { idleMinutes: 120, maxHours: 12 };
const now = 1_800_000_000_000;
const session = (id: string, changes: Partial<Session> = {}): Session => ({
  id,
  user_id: 1,
  csrf_token: 'token',
  lang: 'ru',
  created: now - 1000,
  last_seen: now - 1000,
  expires: now + 3_600_000,
  ...changes,
});
const user = {
  id: 1,
  hash: 'h',
  email: 'a@test.local',
  name: 'A',
  password_hash: null,
  state: 'ACTIVE' as const,
  lang: 'ru' as const,
  time_zone: null,
  avatar_hash: null,
  avatar_file_type: null,
  created: 0,
  updated: 0,
  roles: ['ADMIN' as const],
};

describe('SessionCache', () => {
  it('answers a kept session under its own version only, and drops all at a newer one', () => {
    const cache = new SessionCache(10);
    cache.set('a', 5, { session: session('a'), user });
    cache.set('b', 5, { session: session('b'), user: null });
    expect(cache.get('a', 5, policy, now)?.user?.email).toBe('a@test.local');
    expect(cache.get('b', 5, policy, now)?.session.id).toBe('b');
    expect(cache.get('a', 6, policy, now)).toBeUndefined();
    // Version 5 is over: its sessions are gone even for a late call that read 5.
    expect(cache.get('a', 5, policy, now)).toBeUndefined();
  });

  it('does not keep a session looked up under an older version than the newest seen', () => {
    const cache = new SessionCache(10);
    expect(cache.get('a', 7, policy, now)).toBeUndefined();
    const answered = cache.set('a', 6, { session: session('a'), user });
    expect(answered.session.id).toBe('a');
    expect(cache.get('a', 7, policy, now)).toBeUndefined();
    expect(cache.get('a', 6, policy, now)).toBeUndefined();
  });

  it('does not answer a session that has expired or been idle too long by its own dates', () => {
    const cache = new SessionCache(10);
    cache.set('idle', 1, { session: session('idle', { last_seen: now - 120 * 60_000 }), user });
    cache.set('expired', 1, { session: session('expired', { expires: now }), user });
    cache.set('live', 1, { session: session('live'), user });
    expect(cache.get('idle', 1, policy, now)).toBeUndefined();
    expect(cache.get('expired', 1, policy, now)).toBeUndefined();
    expect(cache.get('live', 1, policy, now)).toBeDefined();
  });

  it('keeps at most its limit, dropping the oldest first', () => {
    const cache = new SessionCache(2);
    for (const id of ['a', 'b', 'c']) cache.set(id, 1, { session: session(id), user });
    expect(cache.get('a', 1, policy, now)).toBeUndefined();
    expect(cache.get('b', 1, policy, now)).toBeDefined();
    expect(cache.get('c', 1, policy, now)).toBeDefined();
  });

  it('hands out frozen sessions and users, which a request cannot change for the others', () => {
    const cache = new SessionCache(10);
    const original = { session: session('a'), user };
    const kept = cache.set('a', 1, original);
    expect(() => {
      (kept.session as { lang: string }).lang = 'en';
    }).toThrow(TypeError);
    expect(() => kept.user?.roles.push('MANAGER')).toThrow(TypeError);
    expect(cache.get('a', 1, policy, now)?.session.lang).toBe('ru');
    // The caller's own objects stay theirs.
    expect(Object.isFrozen(original.user)).toBe(false);
  });
});
