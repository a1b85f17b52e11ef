/**
 * WishlistPanel: the wishlist side panel (the UI store's 'wishlist' panel: opening it closes the menu, the minicart and
 * the magazine contents, and they close it). More in README.md.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { createRoot } from 'react-dom/client';
import type { StoreCode } from '../lib/store-view/config.ts';
import { $ui, closePanel, openPanel } from '../lib/ui/store.ts';
import { Dialog } from './ui/Dialog.tsx';
import { useT } from './ui/hooks.ts';
import { WishlistPage } from './WishlistPage.tsx';
import './islands.css';

/** The wishlist drawer. */
export function WishlistPanel({
  storeCode,
  pageHref,
  onClosed,
}: {
  storeCode: StoreCode;
  pageHref: string;
  onClosed: () => void;
}) {
  const t = useT(storeCode);
  const { panel } = useStore($ui);
  const open = panel === 'wishlist';
  const ref = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) ref.current?.querySelector<HTMLElement>('button, a')?.focus();
    else if (wasOpen.current) onClosed();
    wasOpen.current = open;
  }, [open, onClosed]);
  if (!open) return null;
  return (
    <Dialog
      panelRef={ref}
      titleId="np-wishlist-panel-title"
      title={t('ui.wishlist.title')}
      closeLabel={t('site.wishlist.close')}
      onClose={closePanel}
      onKeyDown={(e: KeyboardEvent) => e.key === 'Escape' && closePanel()}
    >
      <WishlistPage storeCode={storeCode} />
      <p>
        <a href={pageHref}>{t('site.wishlist.viewAll')}</a>
      </p>
    </Dialog>
  );
}

let mounted: { trigger: HTMLElement | null } | null = null;

/** Opens the wishlist panel, mounting it on first use; focus returns to `trigger` when it closes. */
export async function openWishlistPanel(options: {
  storeCode: StoreCode;
  pageHref: string;
  trigger: HTMLElement | null;
}): Promise<void> {
  if (!mounted) {
    mounted = { trigger: options.trigger };
    const host = document.createElement('div');
    document.body.append(host);
    const state = mounted;
    createRoot(host).render(
      <WishlistPanel
        storeCode={options.storeCode}
        pageHref={options.pageHref}
        onClosed={() => state.trigger?.focus()}
      />,
    );
  }
  mounted.trigger = options.trigger;
  openPanel('wishlist');
}
