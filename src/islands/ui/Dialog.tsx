import { useEffect, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useStore } from '@nanostores/react';
import type { Translate } from '../../lib/i18n/i18n.ts';
import { $ui, setLanguagesModal, setNewsletterModal } from '../../lib/ui/store.ts';

/**
 * While `open`: focuses the first element matching `focus` (a selector) and closes the dialog on Escape wherever
 * focus is (after a newsletter signup the form, and the button that had focus, are gone).
 */
export function useDialogKeys(open: boolean, focus: string, close: () => void): void {
  useEffect(() => {
    if (!open) return;
    document.querySelector<HTMLElement>(focus)?.focus();
    const onKey = (event: globalThis.KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** A modal dialog or side panel over the page: the overlay (a click on it closes), its heading and close button, content. */
export function Dialog({
  id,
  panelRef,
  titleId,
  title,
  closeLabel,
  onClose,
  onKeyDown,
  children,
}: {
  id?: string;
  panelRef?: Ref<HTMLDivElement>;
  titleId: string;
  title: string;
  closeLabel: string;
  onClose: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  children: ReactNode;
}) {
  return (
    <>
      <div className="np-overlay" onClick={onClose} aria-hidden="true" />
      <div
        id={id}
        ref={panelRef}
        className="np-minicart"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <div className="np-minicart__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="np-minicart__close" onClick={onClose} aria-label={closeLabel}>
            ×
          </button>
        </div>
        {children}
      </div>
    </>
  );
}

/** The modals the UI store opens and closes, by name: how each is set open or closed. */
const modals = { languages: setLanguagesModal, newsletter: setNewsletterModal };

/**
 * A modal dialog of the UI store (its `{name}Modal` flag): the dialog `np-{name}-modal` while the flag is set, with
 * its heading and the shop's close button; `focus` (a selector inside it) is focused on opening, and Escape closes it.
 */
export function Modal({
  name,
  focus,
  t,
  title,
  children,
}: {
  name: keyof typeof modals;
  focus: string;
  t: Translate;
  title: string;
  children: ReactNode;
}) {
  const open = useStore($ui)[`${name}Modal`];
  const onClose = () => modals[name](false);
  useDialogKeys(open, `#np-${name}-modal ${focus}`, onClose);
  if (!open) return null;
  return (
    <Dialog
      id={`np-${name}-modal`}
      titleId={`np-${name}-title`}
      title={title}
      closeLabel={t('ui.account.close')}
      onClose={onClose}
    >
      {children}
    </Dialog>
  );
}
