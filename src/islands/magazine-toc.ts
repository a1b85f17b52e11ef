/** The magazine's table of contents on phones. More in README.md. */
import { $ui, closePanel, togglePanel } from '../lib/ui/store.ts';
import { panelOverlay } from './ui/overlay.ts';

/** Turns the magazine layout's contents into the phone's panel. */
export function enhanceMagazineToc(button: HTMLButtonElement): void {
  const toc = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!toc || button.dataset['enhanced']) return;
  button.dataset['enhanced'] = 'true';
  button.hidden = false;
  toc.closest('.np-magazine')?.classList.add('np-magazine--js');
  const overlay = panelOverlay(closePanel);
  let open = false;
  $ui.subscribe((ui) => {
    const next = ui.panel === 'magazineToc';
    toc.classList.toggle('np-magazine__toc--open', next);
    overlay.hidden = !next;
    button.setAttribute('aria-expanded', String(next));
    if (next && !open) toc.querySelector<HTMLElement>('a')?.focus();
    if (!next && open && toc.contains(document.activeElement)) button.focus();
    open = next;
  });
  button.addEventListener('click', () => togglePanel('magazineToc'));
  toc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && open) {
      closePanel();
      button.focus();
    }
  });
}
