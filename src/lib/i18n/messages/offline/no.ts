import type { offlineSv } from './sv.ts';

/** Norwegian (bokmål) texts of offline use. */
export const offlineNo: Record<keyof typeof offlineSv, string> = {
  'error.networkFailure': 'Vi fikk ikke kontakt med butikken. Sjekk internettforbindelsen og prøv igjen.',
  'offline.title': 'Du er frakoblet',
  'offline.text':
    'Sider du allerede har besøkt, kan åpnes uten forbindelse. Resten av butikken er tilbake når du er på nett igjen.',
  'offline.ok': 'OK',
  'offline.noResults': 'Du er frakoblet, og det finnes ingen lagrede treff for «{query}»',
  'offline.confirmOrder': 'Klikk her for å bekrefte bestillingen du gjorde uten nett.',
  'offline.checkoutNotice':
    'Du er frakoblet. Bestillingen lagres i nettleseren og sendes når forbindelsen er tilbake. Du betaler med faktura.',
  'offline.placeOrder': 'Bestill uten nett',
  'offline.waitingTitle': 'Bestillingen din venter på å bli sendt',
  'offline.waitingText': 'Bestillingen fra {time} ({count} varer) sendes så snart du er på nett igjen.',
  'offline.sending': 'Bestillingen sendes …',
  'offline.refused': 'Bestillingen fra {time} kunne ikke gjennomføres: {message}',
  'offline.remove': 'Fjern bestillingen fra {time}',
  'offline.sent': 'Bestillingen du gjorde uten nett, er sendt. Ordrenummer: {number}',
};
