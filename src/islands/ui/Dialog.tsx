import { useEffect, type KeyboardEvent, type ReactNode, type Ref } from 'react';

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
