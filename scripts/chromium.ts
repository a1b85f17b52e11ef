/** Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium. */
import { existsSync } from 'node:fs';

/** The Chromium executable, or undefined when none is installed. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  return candidates.find((candidate) => existsSync(candidate));
}

/** The Chromium executable; exits with the install command when there is none. */
export function requireChromium(): string {
  const found = findChromium();
  if (!found) {
    console.error('Browser tests need Chromium, and none was found at $CHROME_PATH or /usr/bin/chromium.');
    console.error('Install it with:  sudo apt-get install -y chromium   (or set CHROME_PATH to a Chromium executable)');
    process.exit(1);
  }
  return found;
}
