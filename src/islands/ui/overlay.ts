/**
 * The page overlay behind a side panel that is not a React island (the phone menu, the magazine contents): hidden
 * until shown, decorative for assistive technology, and a click on it closes the panel (opening a
 * panel shows the overlay).
 */
export function panelOverlay(close: () => void): HTMLDivElement {
  const overlay = document.createElement('div');
  overlay.className = 'np-overlay';
  overlay.hidden = true;
  overlay.setAttribute('aria-hidden', 'true');
  overlay.addEventListener('click', close);
  document.body.append(overlay);
  return overlay;
}
