/**
 * The stock a product page shows: sold out, in stock, or the exact number of units at LOW_STOCK_SHOWN or fewer
 * ("Only 3 left"). An order that leaves all three as they were changes nothing a page shows, so it retires no page.
 */
export const LOW_STOCK_SHOWN = 5;

/** The number a page may show of a managed stock level (null: it only says in stock or sold out). */
export const shownQty = (qty: number | null | undefined): number | null =>
  qty !== null && qty !== undefined && qty <= LOW_STOCK_SHOWN ? qty : null;
