import { needsChoice, type SavedProduct } from '../../lib/cart/saved.ts';

/**
 * A saved product's way into the cart (wishlist, compare list): a link to its page when options must be chosen
 * first, else the add-to-cart button (`busy` while this product is being added, `disabled` when it is sold out).
 */
export function AddSaved({
  item,
  choose,
  addToCart,
  busy,
  disabled,
  onAdd,
}: {
  item: SavedProduct;
  choose: string;
  addToCart: string;
  busy: boolean;
  disabled?: boolean;
  onAdd: () => void;
}) {
  return needsChoice(item) && item.url ? (
    <a className="np-button" href={item.url}>
      {choose}
    </a>
  ) : (
    <button
      type="button"
      className="np-button np-button--primary"
      disabled={disabled}
      aria-disabled={busy || undefined}
      onClick={onAdd}
    >
      {addToCart}
    </button>
  );
}

/** A product's name in a list (wishlist, compare list, cart), a link to its page where it has one. */
export function ProductName({ item }: { item: { name: string; url?: string | undefined } }) {
  return item.url ? <a href={item.url}>{item.name}</a> : <>{item.name}</>;
}
