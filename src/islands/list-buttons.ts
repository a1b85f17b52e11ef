/** Wishlist and compare toggle buttons without React. More in README.md. */
import { $compare, compareAttributes, toggleCompare, type CompareItem } from '../lib/compare/store.ts';
import { $wishlist, toggleWishlist, type WishlistItem } from '../lib/wishlist/store.ts';

function headerText(slot: string): string {
  return document.querySelector(`a[data-island-slot="${slot}"]`)?.textContent?.trim() ?? slot;
}

interface ListData {
  image?: string;
  type?: string;
  parentSku?: string;
  attributes?: Record<string, string>;
}

/** The product as the form shows it now: the chosen variant's sku, price and compare values. */
function formProduct(form: HTMLFormElement): { wish: Omit<WishlistItem, 'qty'>; compare: CompareItem } {
  const data = JSON.parse(form.dataset['list'] ?? '{}') as ListData;
  const name = form.dataset['name'] ?? document.querySelector('h1')?.textContent?.trim() ?? '';
  const sku = String(new FormData(form).get('sku') ?? '');
  const price = form.dataset['price'] !== undefined ? Number(form.dataset['price']) : undefined;
  const parentSku = data.parentSku && data.parentSku !== sku ? data.parentSku : undefined;
  // A configurable product without a chosen variant cannot go to the cart from the list: it links to its page.
  const needsChoice = data.type === 'configurable' && !parentSku;
  const attributes = { ...(data.attributes ?? {}) };
  for (const fieldset of form.querySelectorAll<HTMLFieldSetElement>('fieldset[data-axis]')) {
    const code = fieldset.dataset['axis']!;
    const chosen = fieldset.querySelector('[aria-current="true"]')?.closest<HTMLElement>('li[data-label]')?.dataset[
      'label'
    ];
    if (chosen && (compareAttributes as readonly string[]).includes(code)) attributes[code] = chosen;
  }
  const common = {
    sku,
    name,
    url: location.pathname,
    ...(data.image ? { image: data.image } : {}),
    ...(price !== undefined && Number.isFinite(price) ? { price } : {}),
  };
  const line = {
    ...common,
    ...(parentSku ? { parentSku } : {}),
    ...(data.type ? { type: needsChoice ? 'configurable' : data.type === 'configurable' ? 'simple' : data.type } : {}),
  };
  return { wish: line, compare: { ...line, attributes } };
}

/** Adds the two buttons after the product page's form. */
export function addListButtons(form: HTMLFormElement): void {
  if (form.nextElementSibling?.classList.contains('np-list-buttons')) return;
  const box = document.createElement('div');
  box.className = 'np-list-buttons np-buy__row';
  const current = () => String(new FormData(form).get('sku') ?? '');
  const make = (slot: string, mark: string, isOn: () => boolean, toggle: () => void) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'np-iconbutton';
    button.dataset['list'] = slot;
    const render = () => {
      button.setAttribute('aria-pressed', String(isOn()));
      button.replaceChildren(
        Object.assign(document.createElement('span'), { ariaHidden: 'true', textContent: mark }),
        ` ${headerText(slot)}`,
      );
    };
    button.addEventListener('click', () => {
      toggle();
      render();
    });
    // The chosen variant changes what is on the list.
    form.addEventListener('click', () => queueMicrotask(render));
    render();
    box.append(button);
  };
  make(
    'wishlist',
    '♥',
    () => $wishlist.get().some((i) => i.sku === current()),
    () => void toggleWishlist(formProduct(form).wish),
  );
  make(
    'compare',
    '⇄',
    () => $compare.get().some((i) => i.sku === current()),
    () => void toggleCompare(formProduct(form).compare),
  );
  form.after(box);
}

/** Adds a heart button to every product card under `root` that has none yet. */
export function addCardButtons(root: ParentNode): void {
  for (const card of root.querySelectorAll<HTMLElement>('article.np-card[data-wishlist]')) {
    if (card.querySelector('button[data-list="wishlist"]')) continue;
    const { label, ...product } = JSON.parse(card.dataset['wishlist']!) as Omit<WishlistItem, 'qty'> & {
      label: string;
    };
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'np-iconbutton np-card__wish';
    button.dataset['list'] = 'wishlist';
    const render = () => {
      const on = $wishlist.get().some((i) => i.sku === product.sku);
      button.setAttribute('aria-pressed', String(on));
      button.replaceChildren(
        Object.assign(document.createElement('span'), { ariaHidden: 'true', textContent: on ? '♥' : '♡' }),
        Object.assign(document.createElement('span'), { className: 'np-visually-hidden', textContent: label }),
      );
    };
    button.addEventListener('click', () => {
      toggleWishlist(product);
      render();
    });
    render();
    card.append(button);
  }
}
