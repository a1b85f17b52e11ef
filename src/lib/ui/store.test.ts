import { cleanStores, keepMount } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $overlay,
  $submenu,
  $ui,
  closeAll,
  hideSubmenu,
  openPanel,
  openSignup,
  setCheckoutMode,
  setLanguagesModal,
  setNewsletterModal,
  showSubmenu,
  togglePanel,
} from './store.ts';

beforeEach(() => keepMount($overlay));
afterEach(() => {
  setCheckoutMode(false);
  closeAll();
  cleanStores($ui, $overlay, $submenu);
  vi.useRealTimers();
});

describe('ui panels', () => {
  it('are mutually exclusive and show the overlay', () => {
    expect($overlay.get()).toBe(false);
    openPanel('microcart');
    expect($ui.get().panel).toBe('microcart');
    expect($overlay.get()).toBe(true);
    openPanel('wishlist');
    expect($ui.get().panel).toBe('wishlist');
    togglePanel('wishlist');
    expect($ui.get().panel).toBeNull();
    expect($overlay.get()).toBe(false);
  });

  it('newsletter and languages dialogs close the open panel and each other', () => {
    openPanel('sidebar');
    setNewsletterModal(true);
    expect($ui.get()).toMatchObject({ panel: null, newsletterModal: true });
    setLanguagesModal(true);
    expect($ui.get()).toMatchObject({ newsletterModal: false, languagesModal: true });
    expect($overlay.get()).toBe(true);
    closeAll();
    expect($ui.get().languagesModal).toBe(false);
    expect($overlay.get()).toBe(false);
  });

  it('close in checkout mode and stay closed', () => {
    openPanel('sidebar');
    setCheckoutMode(true);
    expect($ui.get().panel).toBeNull();
    openPanel('magazineToc');
    expect($ui.get().panel).toBeNull();
  });

  it('the signup modal closes the panel and opens on the login form by default', () => {
    openPanel('microcart');
    openSignup();
    expect($ui.get()).toMatchObject({ panel: null, signupModal: true, authElement: 'login' });
    expect($overlay.get()).toBe(true);
  });

  it('opens a submenu only after 300 ms', () => {
    vi.useFakeTimers();
    showSubmenu('skidor');
    vi.advanceTimersByTime(299);
    expect($submenu.get()).toBeNull();
    showSubmenu('lopning');
    vi.advanceTimersByTime(299);
    expect($submenu.get()).toBeNull();
    vi.advanceTimersByTime(1);
    expect($submenu.get()).toBe('lopning');
    hideSubmenu();
    expect($submenu.get()).toBeNull();
  });
});
