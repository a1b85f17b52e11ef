/**
 * Wishlist and compare toggle buttons on the product page without React: added under the add-to-cart form,
 * labelled with the header's own link texts, pressed state from the saved lists (set after load, so the server
 * HTML never mismatches). Mount: done by `slots.ts` for `form[data-island-slot="add-to-cart"]`.
 */
import { $compare, toggleCompare } from '../lib/compare/store.ts';
import { $wishlist, toggleWishlist } from '../lib/wishlist/store.ts';

function headerText(slot: string): string {
  return document.querySelector(`a[data-island-slot="${slot}"]`)?.textContent?.trim() ?? slot;
}

/** Adds the two buttons after the form. */
export function addListButtons(form: HTMLFormElement): void {
  if (form.nextElementSibling?.classList.contains('np-list-buttons')) return;
  const name = form.dataset['name'] ?? document.querySelector('h1')?.textContent?.trim() ?? '';
  const sku = String(new FormData(form).get('sku') ?? '');
  const product = { sku, name, url: location.pathname + location.search };
  const box = document.createElement('div');
  box.className = 'np-list-buttons np-buy__row';
  const make = (slot: string, mark: string, isOn: () => boolean, toggle: () => void) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'np-iconbutton';
    button.dataset['list'] = slot;
    const render = () => {
      button.setAttribute('aria-pressed', String(isOn()));
      button.textContent = `${mark} ${headerText(slot)}`;
    };
    button.addEventListener('click', () => {
      toggle();
      render();
    });
    render();
    box.append(button);
  };
  make('wishlist', '♥', () => $wishlist.get().some((i) => i.sku === sku), () => void toggleWishlist(product));
  make('compare', '⇄', () => $compare.get().some((i) => i.sku === sku), () => void toggleCompare({ ...product, attributes: {} }));
  form.after(box);
}
