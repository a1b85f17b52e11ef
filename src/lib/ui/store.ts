import { atom, computed, map } from 'nanostores';

/** The mutually exclusive side panels. */
export type Panel = 'sidebar' | 'microcart' | 'wishlist' | 'magazineToc';

/** Which sign-in form the account modal shows (default: login). */
export type AuthElement = 'login' | 'register' | 'forgot-pass';

/** UI state shared by the header, panels and modals. */
export interface UiState {
  panel: Panel | null;
  /** Checkout mode closes every panel and keeps them closed. */
  checkoutMode: boolean;
  signupModal: boolean;
  authElement: AuthElement;
  newsletterModal: boolean;
  languagesModal: boolean;
}

/** The UI state. */
export const $ui = map<UiState>({
  panel: null,
  checkoutMode: false,
  signupModal: false,
  authElement: 'login',
  newsletterModal: false,
  languagesModal: false,
});

/** True while a panel or modal is open: the overlay is shown. */
export const $overlay = computed(
  $ui,
  (ui) => ui.panel !== null || ui.signupModal || ui.newsletterModal || ui.languagesModal,
);

/** Opens one panel and closes the others (ignored in checkout mode). */
export function openPanel(panel: Panel): void {
  if ($ui.get().checkoutMode) return;
  $ui.setKey('panel', panel);
}

/** Closes the open panel. */
export function closePanel(): void {
  $ui.setKey('panel', null);
}

/** Opens the panel, or closes it when it is the one already open. */
export function togglePanel(panel: Panel): void {
  if ($ui.get().panel === panel) closePanel();
  else openPanel(panel);
}

/** Enters or leaves checkout mode; entering closes every panel. */
export function setCheckoutMode(on: boolean): void {
  $ui.set({ ...$ui.get(), checkoutMode: on, panel: on ? null : $ui.get().panel });
}

/** Opens the account modal on one of its forms. */
export function openSignup(element: AuthElement = 'login'): void {
  $ui.set({
    ...$ui.get(),
    panel: null,
    signupModal: true,
    newsletterModal: false,
    languagesModal: false,
    authElement: element,
  });
}

/** Closes the account modal. */
export function closeSignup(): void {
  $ui.setKey('signupModal', false);
}

/** Opens the newsletter modal (closing panels and other modals), or closes it. */
export function setNewsletterModal(open: boolean): void {
  if (open) $ui.set({ ...$ui.get(), panel: null, signupModal: false, languagesModal: false, newsletterModal: true });
  else $ui.setKey('newsletterModal', false);
}

/** Opens the languages modal (closing panels and other modals), or closes it. */
export function setLanguagesModal(open: boolean): void {
  if (open) $ui.set({ ...$ui.get(), panel: null, signupModal: false, newsletterModal: false, languagesModal: true });
  else $ui.setKey('languagesModal', false);
}

/** Closes every panel and modal (the overlay was clicked, or Escape pressed). */
export function closeAll(): void {
  $ui.set({ ...$ui.get(), panel: null, signupModal: false, newsletterModal: false, languagesModal: false });
}

/** Submenu pop delay. */
export const SUBMENU_DELAY_MS = 300;

/** The id of the open submenu, set 300 ms after the pointer arrives. */
export const $submenu = atom<string | null>(null);
let submenuTimer: ReturnType<typeof setTimeout> | undefined;

/** Schedules a submenu to open after the delay (a quick pass over the menu opens nothing). */
export function showSubmenu(id: string): void {
  clearTimeout(submenuTimer);
  submenuTimer = setTimeout(() => $submenu.set(id), SUBMENU_DELAY_MS);
}

/** Closes the submenu and cancels a scheduled one. */
export function hideSubmenu(): void {
  clearTimeout(submenuTimer);
  $submenu.set(null);
}
