import { addToCart, type AddResult } from './store.ts';

/** A product as the wishlist and the compare list keep it (what they need to show it and put it in the cart). */
export interface SavedProduct {
  sku: string;
  name: string;
  url?: string;
  image?: string;
  price?: number;
  parentSku?: string;
  /** type_id; 'configurable' when no variant was chosen (the lists link to the product page to choose one). */
  type?: string;
}

/** Whether a saved product needs a choice on its page before it can go to the cart (no variant, package or group). */
export function needsChoice(item: SavedProduct): boolean {
  return item.type === 'configurable' || item.type === 'bundle' || item.type === 'grouped';
}

/** Puts one of a saved product in the cart (the stock checks and notifications of any add). */
export function addSavedToCart(item: SavedProduct): Promise<AddResult> {
  return addToCart(
    {
      sku: item.sku,
      name: item.name,
      type_id: item.type ?? 'simple',
      price_incl_tax: item.price ?? 0,
      ...(item.parentSku ? { parentSku: item.parentSku } : {}),
      ...(item.image ? { image: item.image } : {}),
      ...(item.url ? { url: item.url } : {}),
    },
    1,
  );
}
