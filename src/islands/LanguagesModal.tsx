/**
 * LanguagesModal: the languages dialog: the store views as links to
 * the same page in each store. Opened by `setLanguagesModal(true)` (the footer's "country and language" button);
 * mounted by slots.ts the first time it opens. The links are the header's store switcher links (StoreSwitcher.astro),
 * which already point at this page's equivalent in each store.
 */
import { useMemo } from 'react';
import type { StoreCode } from '../lib/store-view/config.ts';
import { Modal } from './ui/Dialog.tsx';
import { useT } from './ui/hooks.ts';
import './islands.css';

interface StoreLink {
  href: string;
  hreflang: string;
  lang: string;
  label: string;
  current: boolean;
}

function storeLinks(): StoreLink[] {
  return [...document.querySelectorAll<HTMLAnchorElement>('nav.np-stores a')].slice(0, 3).map((a) => ({
    href: a.getAttribute('href') ?? '/',
    hreflang: a.hreflang,
    lang: a.lang,
    label: a.textContent?.trim() ?? '',
    current: a.getAttribute('aria-current') === 'true',
  }));
}

/** The languages dialog. */
export function LanguagesModal({ storeCode }: { storeCode: StoreCode }) {
  const t = useT(storeCode);
  const links = useMemo(storeLinks, []);
  return (
    <Modal name="languages" focus="a" t={t} title={t('site.languages.title')}>
      <ul className="np-languages">
        {links.map((link) => (
          <li key={link.hreflang}>
            {/* Another store view is a full page load. */}
            <a
              href={link.href}
              hrefLang={link.hreflang}
              lang={link.lang}
              aria-current={link.current ? 'true' : undefined}
              data-astro-reload
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
