import { removeFromCompare } from '../../lib/compare/store.ts';
import type { Translate } from '../../lib/i18n/i18n.ts';
import { removeFromWishlist } from '../../lib/wishlist/store.ts';

/** The lists a shopper saves products in: how a product leaves each, and the button's text naming it. */
const lists = {
  compare: { remove: removeFromCompare, label: 'ui.compare.remove' },
  wishlist: { remove: removeFromWishlist, label: 'ui.wishlist.remove' },
} as const;

/** The link-styled button that takes a saved product off its list. */
export function RemoveSaved({
  list,
  item,
  t,
}: {
  list: keyof typeof lists;
  item: { sku: string; name: string };
  t: Translate;
}) {
  const { remove, label } = lists[list];
  return (
    <button type="button" className="np-link" onClick={() => remove(item.sku)}>
      {t(label, { name: item.name })}
    </button>
  );
}
