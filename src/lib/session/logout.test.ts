import { afterEach, beforeEach, expect, it } from 'vitest';
import { announceLogout, onLogout } from './logout.ts';

const stored = new Map<string, string>();
beforeEach(() => {
  stored.clear();
  globalThis.localStorage = {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  } as Storage;
});
afterEach(() => {
  delete (globalThis as { localStorage?: Storage }).localStorage;
});

it('runs every loaded store’s reaction at a logout, and a later store’s when it is loaded, once', () => {
  const reacted: string[] = [];
  onLogout('first', () => reacted.push('first'));
  expect(reacted).toEqual([]);
  announceLogout();
  expect(reacted).toEqual(['first']);
  // A store loaded after the logout (on the next page) reacts at its registration, and only once.
  onLogout('later', () => reacted.push('later'));
  onLogout('later', () => reacted.push('later again'));
  expect(reacted).toEqual(['first', 'later']);
  announceLogout();
  expect(reacted).toEqual(['first', 'later', 'first', 'later again']);
});
