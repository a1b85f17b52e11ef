/**
 * Filters and sort of a listing (category, campaigns, search) without React and without a full reload. More in
 * README.md.
 */

const SLOT = '[data-island-slot="listing"]';

/** The listing currently shown (its URL without the hash). */
let shown = location.pathname + location.search;
let pending: AbortController | null = null;
let status: HTMLElement | null = null;

function listing(): HTMLElement | null {
  return document.querySelector<HTMLElement>(SLOT);
}

/** Facet links become checkboxes labelled with the value and its count; checking one goes to the link's URL. */
function checkboxes(root: HTMLElement): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[data-facet][data-value]')) {
    const label = document.createElement('label');
    label.className = 'np-facet-option';
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.checked = link.getAttribute('aria-current') === 'true';
    input.dataset['href'] = link.getAttribute('href') ?? '';
    input.dataset['facet'] = link.dataset['facet'] ?? '';
    input.dataset['value'] = link.dataset['value'] ?? '';
    label.append(input, ...link.childNodes);
    link.replaceWith(label);
  }
}

/** What to focus after the swap: the same control in the new listing. */
function focusKey(): string | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.closest(SLOT)) return null;
  if (active instanceof HTMLInputElement && active.dataset['facet']) {
    return `input[data-facet="${CSS.escape(active.dataset['facet'])}"][data-value="${CSS.escape(active.dataset['value'] ?? '')}"]`;
  }
  if (active.id) return `#${CSS.escape(active.id)}`;
  if (active.closest('.np-load-more')) return 'load-more';
  return '#np-filters-title';
}

function restoreFocus(root: HTMLElement, key: string | null, before: number): void {
  if (!key) return;
  let target: HTMLElement | null = null;
  if (key === 'load-more')
    target = root.querySelectorAll('.np-product-grid > li')[before]?.querySelector<HTMLElement>('a') ?? null;
  else target = root.querySelector<HTMLElement>(key);
  target ??= root.querySelector<HTMLElement>('#np-filters-title');
  if (!target) return;
  if (!target.matches('a, input, select, button')) target.tabIndex = -1;
  target.focus({ preventScroll: key !== 'load-more' });
}

/** The open/closed state of each facet group, kept across the swap. */
function openGroups(root: HTMLElement): Map<string, boolean> {
  return new Map(
    [...root.querySelectorAll<HTMLDetailsElement>('details[data-facet-group]')].map((d) => [
      d.dataset['facetGroup']!,
      d.open,
    ]),
  );
}

/** A polite live region outside the swapped part, telling how many products the new list shows. */
function announce(root: HTMLElement): void {
  if (!status) {
    status = document.createElement('p');
    status.className = 'np-visually-hidden';
    status.setAttribute('role', 'status');
    root.before(status);
  }
  status.textContent = root.querySelector('.np-toolbar p')?.textContent?.trim() ?? '';
}

/** Shows the listing of `href`: fetches the server's page, swaps the listing in, and records the URL. */
async function show(href: string, history: 'push' | 'none'): Promise<void> {
  const current = listing();
  const url = new URL(href, location.href);
  if (!current || url.origin !== location.origin) return location.assign(href);
  pending?.abort();
  const controller = new AbortController();
  pending = controller;
  const key = focusKey();
  const groups = openGroups(current);
  const drawerOpen = current.classList.contains(DRAWER_OPEN);
  const before = current.querySelectorAll('.np-product-grid > li').length;
  current.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(url, { signal: controller.signal, headers: { accept: 'text/html' } });
    const next = response.ok
      ? new DOMParser().parseFromString(await response.text(), 'text/html').querySelector<HTMLElement>(SLOT)
      : null;
    if (controller !== pending) return;
    if (!next) return location.assign(url.href);
    const target = new URL(response.url || url.href);
    const path = target.pathname + target.search;
    checkboxes(next);
    next.dataset['enhanced'] = 'true';
    for (const details of next.querySelectorAll<HTMLDetailsElement>('details[data-facet-group]')) {
      const open = groups.get(details.dataset['facetGroup']!);
      if (open !== undefined) details.open = open || details.open;
    }
    if (drawerOpen) next.classList.add(DRAWER_OPEN);
    filterButton(next, drawerOpen);
    current.replaceWith(next);
    document.dispatchEvent(new CustomEvent('np:listing'));
    if (history === 'push') {
      if (path === location.pathname + location.search) window.history.replaceState(window.history.state, '', path);
      else window.history.pushState({ npListing: true }, '', path);
    }
    shown = path;
    announce(next);
    restoreFocus(next, key, history === 'push' ? before : -1);
  } catch (error) {
    if (controller !== pending || (error instanceof DOMException && error.name === 'AbortError')) return;
    location.assign(url.href);
  } finally {
    if (controller === pending) {
      pending = null;
      current.removeAttribute('aria-busy');
    }
  }
}

/** A plain left click on a link of the listing that stays on this listing (not a product link). */
function listingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || !link.closest(SLOT) || link.target) return null;
  const url = new URL(link.href);
  return url.origin === location.origin && url.pathname === location.pathname ? link : null;
}

/** The URL a sort form asks for (the default sort is left out, as the server's links do). */
function sortUrl(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string' && !(name === 'sort' && value === 'popularity:desc')) params.append(name, value);
  }
  const query = params.toString();
  return `${new URL(form.action, location.href).pathname}${query ? `?${query}` : ''}`;
}

/** The class of a listing whose filter drawer is open (phones; the drawer is a column from 768 px). */
const DRAWER_OPEN = 'np-listing--filters-open';

/** The phone filter link becomes a disclosure button for the drawer. */
function filterButton(root: HTMLElement, open: boolean): void {
  const button = root.querySelector<HTMLAnchorElement>('.np-filters-button');
  if (!button) return;
  button.setAttribute('role', 'button');
  button.setAttribute('aria-expanded', String(open));
}

/** Opens or closes the filter drawer; focus goes into it, or back to `returnTo` when it closes. */
function setDrawer(root: HTMLElement, open: boolean, returnTo?: HTMLElement | null): void {
  root.classList.toggle(DRAWER_OPEN, open);
  filterButton(root, open);
  if (open) root.querySelector<HTMLElement>('#np-filters')?.focus();
  else returnTo?.focus();
}

/** Clicks on the drawer's own links (filter button, close, "show N products"); true when handled. */
function drawerClick(event: MouseEvent): boolean {
  const link = (event.target as Element | null)?.closest?.(
    'a.np-filters-button, a.np-filters__close, .np-filters__foot a',
  );
  const root = link?.closest<HTMLElement>(SLOT);
  if (!link || !root) return false;
  event.preventDefault();
  const button = root.querySelector<HTMLElement>('.np-filters-button');
  if (link.matches('.np-filters-button')) setDrawer(root, !root.classList.contains(DRAWER_OPEN));
  else
    setDrawer(
      root,
      false,
      link.matches('.np-filters__close') ? button : root.querySelector<HTMLElement>('#np-products'),
    );
  return true;
}

let started = false;

/** Enhances the listing once; later swaps are handled by the same listeners. */
export function enhanceListing(root: HTMLElement): void {
  checkboxes(root);
  filterButton(root, root.classList.contains(DRAWER_OPEN));
  root.dataset['enhanced'] = 'true';
  if (started) return;
  started = true;
  document.addEventListener('keydown', (event) => {
    const root = listing();
    if (event.key === 'Escape' && root?.classList.contains(DRAWER_OPEN))
      setDrawer(root, false, root.querySelector<HTMLElement>('.np-filters-button'));
    // The filter link acts as a button: the space bar opens the drawer too.
    if (event.key === ' ' && (event.target as Element | null)?.matches?.('a.np-filters-button')) {
      event.preventDefault();
      (event.target as HTMLElement).click();
    }
  });
  document.addEventListener('change', (event) => {
    const el = event.target;
    if (!(el instanceof HTMLElement) || !el.closest(SLOT)) return;
    if (el instanceof HTMLInputElement && el.dataset['href']) void show(el.dataset['href'], 'push');
    else if (el instanceof HTMLSelectElement && el.form?.dataset['islandSlot'] === 'sort')
      void show(sortUrl(el.form), 'push');
  });
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.dataset['islandSlot'] !== 'sort' || !form.closest(SLOT)) return;
    event.preventDefault();
    void show(sortUrl(form), 'push');
  });
  document.addEventListener('click', (event) => {
    if (drawerClick(event)) return;
    const link = listingLink(event);
    if (!link) return;
    event.preventDefault();
    void show(link.href, 'push');
  });
  window.addEventListener('popstate', () => {
    const path = location.pathname + location.search;
    if (path !== shown && listing()) void show(path, 'none');
  });
}
