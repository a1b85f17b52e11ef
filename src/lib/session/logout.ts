/** The logout event. More in README.md. */
const MARK_KEY = 'np-logout';
const seenKey = (name: string) => `np-logout-seen-${name}`;

const reactions = new Map<string, () => void>();

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private mode: the stores loaded now still react; others keep what they hold.
  }
}

function react(name: string, reaction: () => void, mark: string): void {
  write(seenKey(name), mark);
  reaction();
}

/** Registers a store's reaction to a logout; it runs at once when a logout happened since the store last reacted. */
export function onLogout(name: string, reaction: () => void): void {
  reactions.set(name, reaction);
  const mark = read(MARK_KEY);
  if (mark !== null && read(seenKey(name)) !== mark) react(name, reaction, mark);
}

/** Announces a logout: each loaded store reacts now, synchronously and in the order they registered. */
export function announceLogout(): void {
  const mark = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  write(MARK_KEY, mark);
  for (const [name, reaction] of reactions) react(name, reaction, mark);
}
