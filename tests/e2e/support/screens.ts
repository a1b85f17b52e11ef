import { test } from '@playwright/test';

/** The screen a journey runs on: the Playwright project (`phone` 390×844 or `desktop` 1366×900, playwright.config.ts). */
export function screen(): 'phone' | 'desktop' {
  return test.info().project.name === 'phone' ? 'phone' : 'desktop';
}

/** A tag for data a run makes (e-mail addresses): the two screens of one store run at the same time. */
export function runTag(code: string): string {
  return `${code}-${screen()}-${Date.now()}`;
}
