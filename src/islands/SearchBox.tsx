/** SearchBox: predictive search on the header's search field. More in README.md. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { routePath, productPath } from '../lib/routes/routes.ts';
import { $suggest, suggest } from '../lib/search/store.ts';
import type { SearchProduct } from '../lib/search/api.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { formatPrice } from '../lib/store-view/format.ts';
import { useT } from './ui/hooks.ts';
import './islands.css';

const LISTBOX_ID = 'np-search-suggestions';

/**
 * Opens a suggestion on press (mouse down, before the field's blur closes the list). Options hold text only: a link
 * inside an ARIA option is a nested interactive control (axe), and the keyboard opens the active option with Enter.
 */
const go = (href: string) => (event: { preventDefault(): void; button?: number }) => {
  if (event.button !== undefined && event.button !== 0) return;
  event.preventDefault();
  location.assign(href);
};

/** A suggestion: a product of the answer with its sku (the search asks for sku, name, slug and prices). */
type Suggestion = SearchProduct & { sku: string };
const isSuggestion = (item: SearchProduct): item is Suggestion => typeof item.sku === 'string';

function hrefOf(storeCode: StoreCode, item: Suggestion): string {
  const parent = typeof item['parentSku'] === 'string' ? item['parentSku'] : item.sku;
  const slug = item.slug ?? (typeof item['url_key'] === 'string' ? item['url_key'] : item.sku);
  return productPath(storeCode, parent, slug);
}

/** The suggestion list bound to an input element it does not own. */
export function SearchBox({ storeCode, input }: { storeCode: StoreCode; input: HTMLInputElement }) {
  const t = useT(storeCode);
  const state = useStore($suggest);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const items = (state.result?.items ?? []).filter(isSuggestion);
  const showAllHref = routePath(storeCode, 'search', { s: state.query.trim() });
  const options = [...items.map((item) => hrefOf(storeCode, item)), showAllHref];

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onInput = () => {
      setActive(-1);
      setOpen(true);
      clearTimeout(timer);
      timer = setTimeout(() => void suggest(storeCode, input.value), 150);
    };
    const onKey = (event: KeyboardEvent) => {
      if (!open || state.query.trim().length < 2) return;
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setActive((i) => (i + 1) % options.length);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        setActive((i) => (i <= 0 ? options.length - 1 : i - 1));
      } else if (event.key === 'Escape') {
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'Enter' && active >= 0) {
        event.preventDefault();
        location.assign(options[active]!);
      }
    };
    const onBlur = () => setTimeout(() => setOpen(false), 200);
    const onFocus = () => setOpen(true);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKey);
    input.addEventListener('blur', onBlur);
    input.addEventListener('focus', onFocus);
    return () => {
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKey);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('focus', onFocus);
      clearTimeout(timer);
    };
  }, [input, storeCode, open, active, options.length, state.query]);

  const visible = open && state.query.trim().length >= 2 && !state.loading && state.result !== null;
  useEffect(() => {
    input.setAttribute('aria-expanded', String(visible));
    if (visible && active >= 0) input.setAttribute('aria-activedescendant', `${LISTBOX_ID}-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }, [visible, active, input]);

  if (!visible) return null;
  return (
    <ul id={LISTBOX_ID} role="listbox" aria-label={t('ui.search.suggestions')}>
      {items.length === 0 && (
        <li role="option" id={`${LISTBOX_ID}-0`} aria-selected={active === 0} onMouseDown={go(showAllHref)}>
          {t(state.result?.offline ? 'offline.noResults' : 'ui.search.noResults', { query: state.query.trim() })}
        </li>
      )}
      {items.map((item, index) => {
        const price = item.final_price_incl_tax ?? item.price_incl_tax;
        return (
          <li
            key={item.sku}
            role="option"
            id={`${LISTBOX_ID}-${index}`}
            aria-selected={active === index}
            onMouseDown={go(hrefOf(storeCode, item))}
          >
            {item.name}
            {typeof price === 'number' && ` – ${formatPrice(price, storeCode)}`}
          </li>
        );
      })}
      {items.length > 0 && (
        <li
          role="option"
          id={`${LISTBOX_ID}-${items.length}`}
          aria-selected={active === items.length}
          onMouseDown={go(showAllHref)}
        >
          {t('ui.search.showAll', { count: state.result?.total ?? items.length })}
        </li>
      )}
    </ul>
  );
}

/** Turns a plain search input into a combobox with live suggestions (once per input). */
export function attachSearch(input: HTMLInputElement, storeCode: StoreCode): void {
  if (input.dataset['suggest']) return;
  input.dataset['suggest'] = 'true';
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-controls', LISTBOX_ID);
  input.setAttribute('aria-expanded', 'false');
  const host = document.createElement('div');
  host.className = 'np-suggest';
  input.insertAdjacentElement('afterend', host);
  createRoot(host).render(<SearchBox storeCode={storeCode} input={input} />);
  if (input.value) void suggest(storeCode, input.value);
}
