/** Swedish texts of offline use: the offline page, the offline-content notice, waiting offline orders. */
export const offlineSv = {
  'error.networkFailure': 'Det gick inte att nå butiken. Kontrollera din internetanslutning och försök igen.',
  'offline.title': 'Du är offline',
  'offline.text':
    'Sidor som du redan har besökt går att öppna utan anslutning. Resten av butiken är tillbaka när du är online igen.',
  'offline.ok': 'OK',
  'offline.noResults': 'Du är offline och det finns inga sparade träffar för ”{query}”',
  'offline.confirmOrder': 'Klicka här för att bekräfta ordern som du lade offline.',
  'offline.checkoutNotice':
    'Du är offline. Ordern sparas i webbläsaren och skickas när anslutningen är tillbaka. Du betalar mot faktura.',
  'offline.placeOrder': 'Lägg ordern offline',
  'offline.waitingTitle': 'Din order väntar på att skickas',
  'offline.waitingText': 'Ordern från {time} ({count} varor) skickas så snart du är online igen.',
  'offline.sending': 'Ordern skickas …',
  'offline.refused': 'Ordern från {time} kunde inte genomföras: {message}',
  'offline.remove': 'Ta bort ordern från {time}',
  'offline.sent': 'Ordern som du lade offline är skickad. Ordernummer: {number}',
} as const;
