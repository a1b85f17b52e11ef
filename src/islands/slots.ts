/** One small script for every page. More in README.md. */
import type { ComponentType } from 'react';
import { storeViewForPath, type StoreCode } from '../lib/store-view/config.ts';
import { hasCustomerToken } from '../lib/session/token-key.ts';
import { enhanceHeader } from './header-enhance.ts';
import { startOffline } from './offline.ts';

const store = storeViewForPath(location.pathname);

type Loader = (
  el: HTMLElement,
) => Promise<[ComponentType<{ storeCode: StoreCode } & Record<string, unknown>>, Record<string, unknown>]>;

const islands: Record<string, Loader> = {
  wishlist: async () => [(await import('./WishlistPage.tsx')).WishlistPage, {}],
  compare: async () => [(await import('./ComparePage.tsx')).ComparePage, {}],
  account: async () => [(await import('./Account.tsx')).Account, {}],
  checkout: async (el) => [
    (await import('./Checkout.tsx')).Checkout as Awaited<ReturnType<Loader>>[0],
    { termsHref: el.dataset['termsHref'] },
  ],
  orderConfirmation: async () => [(await import('./OrderConfirmation.tsx')).OrderConfirmation, {}],
  // The cart page shows the cart the islands hold (a customer's cart too; the server page knows only the guest
  // cookie), the same lines as the minicart.
  cart: async () => {
    const [{ Minicart }, { routePath }] = await Promise.all([
      import('./Minicart.tsx'),
      import('../lib/routes/routes.ts'),
    ]);
    return [
      Minicart as unknown as Awaited<ReturnType<Loader>>[0],
      { inline: true, cartHref: routePath(store, 'cart'), checkoutHref: routePath(store, 'checkout') },
    ];
  },
  newsletter: async () => [(await import('./Newsletter.tsx')).Newsletter, {}],
  'support-form': async () => [(await import('./SupportForm.tsx')).SupportForm, {}],
  'review-form': async (el) => [
    (await import('./ReviewForm.tsx')).ReviewForm as unknown as Awaited<ReturnType<Loader>>[0],
    { productId: Number(el.dataset['productId']) },
  ],
};

async function mount(el: HTMLElement, loader: Loader): Promise<void> {
  const [{ createElement }, { createRoot }, [Component, props], { ensureNotifications }] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    loader(el),
    import('./Notifications.tsx'),
  ]);
  ensureNotifications(store.storeCode);
  el.replaceChildren();
  createRoot(el).render(createElement(Component, { storeCode: store.storeCode, ...props }));
}

/** Islands below the fold wait until they scroll into view (React is not loaded for a page that is only read). */
const lazy = new Set(['review-form', 'newsletter']);

function whenVisible(el: HTMLElement, run: () => void): void {
  if (!('IntersectionObserver' in window)) return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(el);
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

/** Heart buttons on product cards (home, listings, recommendations), again after a listing swapped its cards in. */
function cardButtons(): void {
  const run = (event?: Event) => {
    if (!document.querySelector('article.np-card[data-wishlist]')) return;
    void import('./list-buttons.ts').then(({ addCardButtons }) => addCardButtons(document));
    // A customer's group prices on the cards (on a product page product-enhance.ts asks for them with the product's).
    if (hasCustomerToken() && (!document.querySelector('form[data-island-slot="add-to-cart"]') || event)) {
      void import('./group-prices.ts').then(({ showGroupPrices }) => showGroupPrices(store.storeCode));
    }
  };
  whenIdle(() => run());
  document.addEventListener('np:listing', run);
}

/** A product page view is recorded once per visit (lib/view-history: the backend's product view report). */
function recordProductView(): void {
  const id = Number(document.querySelector<HTMLElement>('.np-product[data-product-id]')?.dataset['productId']);
  if (!Number.isInteger(id) || id <= 0) return;
  whenIdle(() => void import('../lib/view-history/store.ts').then(({ recordView }) => recordView(id)));
}

/**
 * Back-in-stock on a product with sold-out variants: a button (the server's translated title) that loads the form
 * (StockAlert, React) only when a shopper wants it, so the product page stays light.
 */
function stockAlertButton(el: HTMLElement): void {
  const button = Object.assign(document.createElement('button'), {
    type: 'button',
    className: 'np-button',
    textContent: el.dataset['title'] ?? '',
  });
  button.addEventListener(
    'click',
    () => {
      button.setAttribute('aria-disabled', 'true');
      void mount(el, async () => [
        (await import('./StockAlert.tsx')).StockAlert as unknown as Awaited<ReturnType<Loader>>[0],
        { variants: JSON.parse(el.dataset['variants'] ?? '[]') as unknown, autoFocus: true },
      ]);
    },
    { once: true },
  );
  el.replaceChildren(button);
}

function start(): void {
  enhanceHeader(store);
  const tocButton = document.querySelector<HTMLButtonElement>('button.np-toc-button');
  if (tocButton) void import('./magazine-toc.ts').then(({ enhanceMagazineToc }) => enhanceMagazineToc(tocButton));
  cardButtons();
  recordProductView();
  for (const el of document.querySelectorAll<HTMLElement>('[data-island-slot]')) {
    if (el instanceof HTMLAnchorElement) continue;
    const name = el.getAttribute('data-island-slot') ?? '';
    if (name === 'add-to-cart' && el instanceof HTMLFormElement) {
      void import('./product-enhance.ts').then(({ enhanceAddToCart }) => enhanceAddToCart(el, store.storeCode));
      void import('./list-buttons.ts').then(({ addListButtons }) => addListButtons(el));
    } else if (name === 'stock-alert') {
      stockAlertButton(el);
    } else if (name === 'listing') {
      // Filters and sort apply in place (checkboxes, URL pushed); the links and the sort form work until then.
      whenIdle(() => void import('./listing-enhance.ts').then(({ enhanceListing }) => enhanceListing(el)));
    } else if (islands[name]) {
      const loader = islands[name];
      if (lazy.has(name)) whenVisible(el, () => void mount(el, loader));
      else void mount(el, loader);
    }
  }
}

/** The sign-in dialog mounts the first time something opens it (the session ended, or a "log in" action). */
function watchSignup(): void {
  void import('../lib/ui/store.ts').then(({ $ui }) => {
    let mounted = false;
    const unbind = $ui.subscribe((ui) => {
      if (!ui.signupModal || mounted) return;
      mounted = true;
      const host = document.createElement('div');
      host.id = 'np-account-modal-root';
      document.body.append(host);
      void mount(host, async () => [(await import('./Account.tsx')).AccountModal, {}]);
      queueMicrotask(() => unbind());
    });
  });
}

/**
 * The newsletter and languages dialogs: their triggers (`[data-newsletter-modal]` in the header menu, a link to the
 * footer's form without JavaScript; `[data-languages-modal]` in the footer, hidden without JavaScript) open them
 * through the UI store, which mounts each dialog on first use and gives focus back to the trigger when it closes.
 */
function watchDialogs(): void {
  const dialogs = [
    {
      selector: '[data-newsletter-modal]',
      key: 'newsletterModal',
      load: async () => (await import('./Newsletter.tsx')).NewsletterModal,
    },
    {
      selector: '[data-languages-modal]',
      key: 'languagesModal',
      load: async () => (await import('./LanguagesModal.tsx')).LanguagesModal,
    },
  ] as const;
  for (const dialog of dialogs) {
    const triggers = [...document.querySelectorAll<HTMLElement>(dialog.selector)];
    if (triggers.length === 0) continue;
    let mounted = false;
    let opener: HTMLElement | null = null;
    for (const trigger of triggers) {
      trigger.hidden = false;
      if (trigger instanceof HTMLAnchorElement) trigger.setAttribute('role', 'button');
      trigger.setAttribute('aria-haspopup', 'dialog');
      // A link with role=button also answers the space bar, as a button does.
      trigger.addEventListener('keydown', (event) => {
        if (event.key === ' ' && trigger instanceof HTMLAnchorElement) {
          event.preventDefault();
          trigger.click();
        }
      });
      trigger.addEventListener('click', (event) => {
        event.preventDefault();
        opener = trigger;
        void import('../lib/ui/store.ts').then((ui) => {
          if (!mounted) {
            mounted = true;
            const host = document.createElement('div');
            document.body.append(host);
            void mount(host, async () => [(await dialog.load()) as unknown as Awaited<ReturnType<Loader>>[0], {}]);
            let open = false;
            ui.$ui.subscribe((state) => {
              if (open && !state[dialog.key]) opener?.focus();
              open = state[dialog.key];
            });
          }
          if (dialog.key === 'newsletterModal') ui.setNewsletterModal(true);
          else ui.setLanguagesModal(true);
        });
      });
    }
  }
}

start();
watchSignup();
watchDialogs();
startOffline(store);
