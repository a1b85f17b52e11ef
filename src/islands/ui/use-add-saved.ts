import { useState } from 'react';
import { addSavedToCart, type SavedProduct } from '../../lib/cart/saved.ts';

/**
 * Adds a saved product (wishlist, compare list) to the cart, one at a time: answers the sku being added (its button
 * says it is busy; other clicks wait for it) and the add.
 */
export function useAddSaved(): [string | null, (item: SavedProduct) => void] {
  const [busy, setBusy] = useState<string | null>(null);
  const add = (item: SavedProduct) => {
    if (busy !== null) return;
    setBusy(item.sku);
    void addSavedToCart(item).finally(() => setBusy(null));
  };
  return [busy, add];
}
