/** Header enhancement without React. More in README.md. */
import type { StoreView } from '../lib/store-view/config.ts';
import { CART_COUNT_EVENT, cartChangedCookieName, cartCountKey, cartUnsyncedKey } from '../lib/cart/count.ts';
import { $ui, closePanel, openPanel } from '../lib/ui/store.ts';
import { panelOverlay } from './ui/overlay.ts';

function enhanceCart(store: StoreView): void {
  const link = document.querySelector<HTMLAnchorElement>('a[data-island-slot="minicart"]');
  if (!link || link.dataset['enhanced']) return;
  link.dataset['enhanced'] = 'true';
  const badge = document.createElement('span');
  badge.className = 'np-cart-badge';
  link.append(badge);
  const render = (count: number) => {
    badge.textContent = count > 0 ? String(count) : '';
    badge.hidden = count <= 0;
  };
  let stored = 0;
  let unsynced = false;
  try {
    stored = Number(localStorage.getItem(cartCountKey(store.storeCode)) ?? 0) || 0;
    unsynced = localStorage.getItem(cartUnsyncedKey(store.storeCode)) === '1';
  } catch {
    stored = 0;
  }
  render(stored);
  window.addEventListener(CART_COUNT_EVENT, (event) => render((event as CustomEvent<number>).detail));
  window.addEventListener('storage', (event) => {
    if (event.key === cartCountKey(store.storeCode)) render(Number(event.newValue ?? 0) || 0);
  });
  // A form without JavaScript changed the cart (this visit or an earlier one), or the last page left lines the server
  // cart has not got (a sync or login merge cut off by the navigation): load the cart so it syncs.
  const formChanged = document.cookie
    .split(';')
    .some((c) => c.trim().startsWith(`${cartChangedCookieName(store.storeCode)}=`));
  if (formChanged || (unsynced && navigator.onLine)) {
    void import('../lib/cart/store.ts').then(({ loadCart }) => loadCart());
  }
  link.setAttribute('aria-haspopup', 'dialog');
  link.addEventListener('click', (event) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void import('./Minicart.tsx').then(({ openMinicart }) =>
      openMinicart({
        storeCode: store.storeCode,
        cartHref: link.href,
        checkoutHref: `${store.prefix}/checkout`,
        trigger: link,
      }),
    );
  });
}

function enhanceSearch(store: StoreView): void {
  const input = document.querySelector<HTMLInputElement>('#np-search-input');
  if (!input) return;
  input.addEventListener(
    'focus',
    () => void import('./SearchBox.tsx').then(({ attachSearch }) => attachSearch(input, store.storeCode)),
    { once: true },
  );
}

/** The phone menu button. More in README.md. */
function enhanceMenu(): void {
  const button = document.querySelector<HTMLAnchorElement>('a.np-menu-button');
  const header = button?.closest<HTMLElement>('.np-header');
  const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
  if (!button || !header || !panel || button.dataset['enhanced']) return;
  button.dataset['enhanced'] = 'true';
  button.setAttribute('role', 'button');
  button.setAttribute('aria-expanded', 'false');
  const openLabel = button.textContent?.trim() ?? '';
  const label = button.querySelector('.np-menu-button__label');
  // The open menu dims the page below it; a click there closes the menu.
  const overlay = panelOverlay(() => closePanel());
  const show = (open: boolean) => {
    header.classList.toggle('np-header--menu-open', open);
    overlay.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (label) label.textContent = open ? (button.dataset['labelClose'] ?? openLabel) : openLabel;
  };
  $ui.subscribe((ui) => show(ui.panel === 'sidebar'));
  const set = (open: boolean) => (open ? openPanel('sidebar') : closePanel());
  const toggle = (event: Event) => {
    event.preventDefault();
    set($ui.get().panel !== 'sidebar');
  };
  button.addEventListener('click', toggle);
  // A link with role=button also answers the space bar, as a button does.
  button.addEventListener('keydown', (event) => {
    if (event.key === ' ') toggle(event);
  });
  header.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && $ui.get().panel === 'sidebar') {
      set(false);
      button.focus();
    }
  });
}

/**
 * The header's wishlist links (the bar's shortcut from 768 px, the phone menu's entry) open the wishlist panel, which
 * replaces the open menu (one panel at a time); a plain link to the page with a modifier key or without JavaScript.
 */
function enhanceWishlist(store: StoreView): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.np-header a[data-wishlist-panel]')) {
    if (link.dataset['enhanced']) continue;
    link.dataset['enhanced'] = 'true';
    link.setAttribute('aria-haspopup', 'dialog');
    link.addEventListener('click', (event) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      // From the phone menu, focus returns to the menu button (the menu closes as the panel opens).
      const trigger = link.closest('.np-menu')
        ? (document.querySelector<HTMLElement>('a.np-menu-button') ?? link)
        : link;
      void import('./WishlistPanel.tsx').then(({ openWishlistPanel }) =>
        openWishlistPanel({ storeCode: store.storeCode, pageHref: link.href, trigger }),
      );
    });
  }
}

/** Adds the cart badge, the wishlist panel, the phone menu and the predictive search to the header (called by slots.tsx). */
export function enhanceHeader(store: StoreView): void {
  enhanceCart(store);
  enhanceWishlist(store);
  enhanceMenu();
  enhanceSearch(store);
}
