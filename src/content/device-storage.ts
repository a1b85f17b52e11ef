/** What the shop keeps on the shopper's device, each with its purpose (the privacy page's table). More in README.md. */
import type { StoreCode } from '../lib/store-view/config.ts';

type Kind = 'cookie' | 'localStorage' | 'sessionStorage' | 'indexedDb' | 'cache';
type Text = Record<StoreCode, string>;

/** One thing stored on the device: where, under which name, and why. */
export interface DeviceStorageItem {
  kind: Kind;
  name: string | ((store: StoreCode) => string);
  purpose: Text;
}

/** Everything the shop stores on the device. */
export const deviceStorage: DeviceStorageItem[] = [
  {
    kind: 'cookie',
    name: (store) => `np_cart_${store}`,
    purpose: {
      sv: 'Din varukorgs id, så att varukorgen hittas på nästa sida. Sätts när du lägger något i varukorgen; gäller 30 dagar.',
      no: 'Handlekurvens id, slik at handlekurven finnes på neste side. Settes når du legger noe i handlekurven; gjelder i 30 dager.',
      fi: 'Ostoskorisi tunniste, jotta kori löytyy seuraavalla sivulla. Asetetaan, kun lisäät jotain ostoskoriin; voimassa 30 päivää.',
    },
  },
  {
    kind: 'cookie',
    name: (store) => `np_cart_changed_${store}`,
    purpose: {
      sv: 'Talar om att varukorgen ändrades utan JavaScript, så att sidan visar den nya varukorgen.',
      no: 'Forteller at handlekurven ble endret uten JavaScript, slik at siden viser den nye handlekurven.',
      fi: 'Kertoo, että ostoskoria muutettiin ilman JavaScriptiä, jotta sivu näyttää uuden korin.',
    },
  },
  {
    kind: 'cookie',
    name: 'np_staff, np_preview',
    purpose: {
      sv: 'Bara för Nordpeaks personal: inloggning i administrationen och förhandsvisning av opublicerat innehåll.',
      no: 'Bare for Nordpeaks ansatte: innlogging i administrasjonen og forhåndsvisning av upublisert innhold.',
      fi: 'Vain Nordpeakin henkilökunnalle: kirjautuminen hallintaan ja julkaisemattoman sisällön esikatselu.',
    },
  },
  {
    kind: 'localStorage',
    name: 'np-user-token, np-refresh-token, np-user',
    purpose: {
      sv: 'Din inloggning och ditt namn när du är inloggad. Tas bort när du loggar ut.',
      no: 'Innloggingen din og navnet ditt når du er logget inn. Fjernes når du logger ut.',
      fi: 'Kirjautumisesi ja nimesi, kun olet kirjautunut. Poistetaan, kun kirjaudut ulos.',
    },
  },
  {
    kind: 'localStorage',
    name: (store) => `np-cart-count:${store}, np-cart-unsynced:${store}`,
    purpose: {
      sv: 'Antalet varor i varukorgen som visas i sidhuvudet, och om en ändring väntar på att skickas.',
      no: 'Antall varer i handlekurven som vises i toppen, og om en endring venter på å bli sendt.',
      fi: 'Ostoskorin tuotemäärä, joka näkyy ylätunnisteessa, ja odottaako muutos lähettämistä.',
    },
  },
  {
    kind: 'localStorage',
    name: 'np-wishlist, np-compare, np-view-history',
    purpose: {
      sv: 'Din önskelista, dina jämförda produkter och produkter du nyss tittat på. Syns bara för dig.',
      no: 'Ønskelisten din, produktene du sammenligner og produkter du nylig har sett på. Vises bare for deg.',
      fi: 'Toivelistasi, vertailemasi tuotteet ja äskettäin katsomasi tuotteet. Näkyvät vain sinulle.',
    },
  },
  {
    kind: 'localStorage',
    name: 'np-checkout, np-guest-orders, np-newsletter',
    purpose: {
      sv: 'Uppgifterna du fyllt i kassan (aldrig lösenordet), ordrar du lagt som gäst på den här enheten och om du prenumererar på nyhetsbrevet.',
      no: 'Opplysningene du har fylt inn i kassen (aldri passordet), ordrer du har lagt som gjest på denne enheten og om du abonnerer på nyhetsbrevet.',
      fi: 'Kassalla täyttämäsi tiedot (ei koskaan salasanaa), tällä laitteella vieraana tekemäsi tilaukset ja oletko tilannut uutiskirjeen.',
    },
  },
  {
    kind: 'localStorage',
    name: 'np-logout, np-logout-seen-*, np-offline-pending',
    purpose: {
      sv: 'Loggar ut dig i alla öppna flikar samtidigt, och minns att en order lagd utan uppkoppling väntar på att skickas.',
      no: 'Logger deg ut i alle åpne faner samtidig, og husker at en ordre lagt uten nett venter på å bli sendt.',
      fi: 'Kirjaa sinut ulos kaikissa avoimissa välilehdissä kerralla ja muistaa, että ilman yhteyttä tehty tilaus odottaa lähettämistä.',
    },
  },
  {
    kind: 'sessionStorage',
    name: 'np-payment-pending, np-order-confirmation',
    purpose: {
      sv: 'Betalningen som pågår och den senaste ordern, för orderbekräftelsen. Försvinner när du stänger fliken.',
      no: 'Betalingen som pågår og den siste ordren, for ordrebekreftelsen. Forsvinner når du lukker fanen.',
      fi: 'Käynnissä oleva maksu ja viimeisin tilaus tilausvahvistusta varten. Häviävät, kun suljet välilehden.',
    },
  },
  {
    kind: 'indexedDb',
    name: 'nordpeak',
    purpose: {
      sv: 'Varukorgen, ändringar som väntar på uppkoppling och ordrar lagda utan uppkoppling.',
      no: 'Handlekurven, endringer som venter på nett og ordrer lagt uten nett.',
      fi: 'Ostoskori, yhteyttä odottavat muutokset ja ilman yhteyttä tehdyt tilaukset.',
    },
  },
  {
    kind: 'cache',
    name: 'np-pages, np-images, np-catalog',
    purpose: {
      sv: 'Sidor, produktbilder och katalogsvar du redan sett, så att butiken fungerar utan uppkoppling. Högst 60 sidor i 7 dagar, 200 bilder i 30 dagar och 100 svar i ett dygn.',
      no: 'Sider, produktbilder og katalogsvar du allerede har sett, slik at butikken virker uten nett. Høyst 60 sider i 7 dager, 200 bilder i 30 dager og 100 svar i ett døgn.',
      fi: 'Jo katsomasi sivut, tuotekuvat ja luettelon vastaukset, jotta kauppa toimii ilman yhteyttä. Enintään 60 sivua 7 päivää, 200 kuvaa 30 päivää ja 100 vastausta vuorokauden.',
    },
  },
  {
    kind: 'cache',
    name: 'serwist-precache',
    purpose: {
      sv: 'Butikens skript, stilmallar och offlinesidor.',
      no: 'Butikkens skript, stilark og frakoblede sider.',
      fi: 'Kaupan skriptit, tyylitiedostot ja offline-sivut.',
    },
  },
];

const kinds: Record<Kind, Text> = {
  cookie: { sv: 'Cookie', no: 'Cookie', fi: 'Eväste' },
  localStorage: { sv: 'Lokal lagring', no: 'Lokal lagring', fi: 'Paikallinen tallennustila' },
  sessionStorage: { sv: 'Sessionslagring', no: 'Øktlagring', fi: 'Istunnon tallennustila' },
  indexedDb: { sv: 'IndexedDB-databas', no: 'IndexedDB-database', fi: 'IndexedDB-tietokanta' },
  cache: { sv: 'Service workerns cache', no: 'Service workerens hurtigbuffer', fi: 'Service workerin välimuisti' },
};

const texts: Record<StoreCode, { heading: string; intro: string; caption: string; columns: [string, string, string] }> =
  {
    sv: {
      heading: 'Det här sparas på din enhet',
      intro:
        'Vi sparar bara det som behövs för att butiken ska fungera och det du själv bett om. Inget sparas innan du gör något, vi har inga spårnings- eller annonscookies och inga tredjepartstjänster laddas. Därför behöver vi ingen samtyckesruta. Du kan när som helst rensa allt i webbläsarens inställningar.',
      caption: 'Lagring på din enhet',
      columns: ['Typ', 'Namn', 'Syfte'],
    },
    no: {
      heading: 'Dette lagres på enheten din',
      intro:
        'Vi lagrer bare det som trengs for at butikken skal virke, og det du selv har bedt om. Ingenting lagres før du gjør noe, vi har ingen sporings- eller annonsecookies, og ingen tredjepartstjenester lastes inn. Derfor trenger vi ingen samtykkeboks. Du kan når som helst slette alt i nettleserens innstillinger.',
      caption: 'Lagring på enheten din',
      columns: ['Type', 'Navn', 'Formål'],
    },
    fi: {
      heading: 'Laitteellesi tallennettavat tiedot',
      intro:
        'Tallennamme vain sen, mitä kauppa tarvitsee toimiakseen, ja sen, mitä itse pyydät. Mitään ei tallenneta ennen kuin teet jotain, meillä ei ole seuranta- tai mainosevästeitä eikä kolmansien osapuolten palveluita ladata. Siksi emme tarvitse suostumusikkunaa. Voit tyhjentää kaiken milloin tahansa selaimen asetuksista.',
      caption: 'Laitteellesi tallennettavat tiedot',
      columns: ['Tyyppi', 'Nimi', 'Tarkoitus'],
    },
  };

/** The privacy page's section on device storage: a heading, why no consent is asked, and the table (HTML). */
export function deviceStorageHtml(store: StoreCode): string {
  const text = texts[store];
  const rows = deviceStorage
    .map((item) => {
      const name = typeof item.name === 'string' ? item.name : item.name(store);
      return `<tr><td>${kinds[item.kind][store]}</td><td><code>${name}</code></td><td>${item.purpose[store]}</td></tr>`;
    })
    .join('');
  const head = text.columns.map((column) => `<th scope="col">${column}</th>`).join('');
  return `<h2>${text.heading}</h2><p>${text.intro}</p><table><caption>${text.caption}</caption><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`;
}
