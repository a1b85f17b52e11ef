import { art, localized } from './helpers.ts';

const email = 'kundservice@nordpeak.example';

/** CMS pages: customer support, FAQ, store opening hours, about us (and an unpublished draft). */
export const pages = [
  ...localized(
    'kundservice',
    { identifier: 'customer-support', heroImage: art('pages', 'kundservice'), updatedAt: '2026-11-01' },
    {
      sv: {
        slug: 'kundservice',
        title: 'Kundservice',
        excerpt: 'Vi hjälper dig med order, returer och produktfrågor.',
        metaDescription: 'Kontakta Nordpeaks kundservice om order, leveranser och returer.',
        body: `<p>Har du frågor om en order, en leverans eller en produkt? Vi svarar vardagar 08–17.</p><h2>Kontakt</h2><ul><li>E-post: <a href="mailto:${email}">${email}</a></li><li>Telefon: 010-123 45 00</li></ul><h2>Order och leverans</h2><p>Du får en orderbekräftelse via e-post inom 20 minuter. Varor i lager skickas inom 24 timmar.</p><h2>Returer</h2><p>Du har 30 dagars öppet köp. Skicka varan i originalförpackningen tillsammans med returformuläret.</p>`,
      },
      no: {
        slug: 'kundeservice',
        title: 'Kundeservice',
        excerpt: 'Vi hjelper deg med ordre, returer og produktspørsmål.',
        metaDescription: 'Kontakt Nordpeaks kundeservice om ordre, levering og retur.',
        body: `<p>Har du spørsmål om en ordre, en levering eller et produkt? Vi svarer hverdager 08–17.</p><h2>Kontakt</h2><ul><li>E-post: <a href="mailto:${email}">${email}</a></li><li>Telefon: 21 00 45 00</li></ul><h2>Ordre og levering</h2><p>Du får en ordrebekreftelse på e-post innen 20 minutter. Varer på lager sendes innen 24 timer.</p><h2>Retur</h2><p>Du har 30 dagers åpent kjøp. Send varen i originalemballasjen sammen med returskjemaet.</p>`,
      },
      fi: {
        slug: 'asiakaspalvelu',
        title: 'Asiakaspalvelu',
        excerpt: 'Autamme tilauksissa, palautuksissa ja tuotekysymyksissä.',
        metaDescription: 'Ota yhteyttä Nordpeakin asiakaspalveluun tilauksista, toimituksista ja palautuksista.',
        body: `<p>Onko sinulla kysyttävää tilauksesta, toimituksesta tai tuotteesta? Vastaamme arkisin klo 8–17.</p><h2>Yhteystiedot</h2><ul><li>Sähköposti: <a href="mailto:${email}">${email}</a></li><li>Puhelin: 09 4500 1200</li></ul><h2>Tilaus ja toimitus</h2><p>Saat tilausvahvistuksen sähköpostiisi 20 minuutin kuluessa. Varastossa olevat tuotteet lähetetään 24 tunnin kuluessa.</p><h2>Palautukset</h2><p>Sinulla on 30 päivän palautusoikeus. Lähetä tuote alkuperäispakkauksessa palautuslomakkeen kanssa.</p>`,
      },
    },
  ),
  ...localized(
    'faq',
    { identifier: 'faq', heroImage: art('pages', 'faq'), updatedAt: '2026-10-20' },
    {
      sv: {
        slug: 'vanliga-fragor',
        title: 'Vanliga frågor',
        excerpt: 'Svar på de vanligaste frågorna om köp, frakt och betalning.',
        metaDescription: 'Vanliga frågor om frakt, betalning, returer och presentkort hos Nordpeak.',
        body: '<h2>Hur lång är leveranstiden?</h2><p>Varor i lager skickas inom 24 timmar och levereras normalt inom 1–3 vardagar.</p><h2>Kan jag dela upp betalningen?</h2><p>Ja, du kan dela upp betalningen på upp till 24 månader i kassan.</p><h2>Hur använder jag ett presentkort?</h2><p>Ange presentkortets kod i kassan. Resterande saldo finns kvar till nästa köp.</p><h2>Vallar ni skidor?</h2><p>Ja, i våra butiker erbjuder vi grundvallning och slipning. Se öppettiderna.</p>',
      },
      no: {
        slug: 'ofte-stilte-sporsmal',
        title: 'Ofte stilte spørsmål',
        excerpt: 'Svar på de vanligste spørsmålene om kjøp, frakt og betaling.',
        metaDescription: 'Ofte stilte spørsmål om frakt, betaling, retur og gavekort hos Nordpeak.',
        body: '<h2>Hvor lang er leveringstiden?</h2><p>Varer på lager sendes innen 24 timer og leveres normalt innen 1–3 virkedager.</p><h2>Kan jeg dele opp betalingen?</h2><p>Ja, du kan dele opp betalingen over inntil 24 måneder i kassen.</p><h2>Hvordan bruker jeg et gavekort?</h2><p>Oppgi gavekortkoden i kassen. Resten av saldoen ligger igjen til neste kjøp.</p><h2>Smører dere ski?</h2><p>Ja, i butikkene våre tilbyr vi grunnsmøring og sliping. Se åpningstidene.</p>',
      },
      fi: {
        slug: 'usein-kysyttya',
        title: 'Usein kysyttyä',
        excerpt: 'Vastaukset yleisimpiin kysymyksiin ostamisesta, toimituksesta ja maksamisesta.',
        metaDescription: 'Usein kysyttyä toimituksista, maksamisesta, palautuksista ja lahjakorteista.',
        body: '<h2>Kuinka pitkä toimitusaika on?</h2><p>Varastossa olevat tuotteet lähetetään 24 tunnin kuluessa ja toimitetaan yleensä 1–3 arkipäivässä.</p><h2>Voinko maksaa osissa?</h2><p>Kyllä, voit jakaa maksun enintään 24 kuukaudelle kassalla.</p><h2>Miten käytän lahjakorttia?</h2><p>Syötä lahjakortin koodi kassalla. Jäljelle jäävä saldo säilyy seuraavaan ostokseen.</p><h2>Voitelette suksia?</h2><p>Kyllä, myymälöissämme tarjoamme pohjavoitelun ja hionnan. Katso aukioloajat.</p>',
      },
    },
  ),
  ...localized(
    'oppettider',
    { identifier: 'store-opening-hours', heroImage: art('pages', 'oppettider'), updatedAt: '2026-11-15' },
    {
      sv: {
        slug: 'butiker-och-oppettider',
        title: 'Butiker och öppettider',
        excerpt: 'Besök oss i Stockholm, Östersund och Umeå.',
        metaDescription: 'Adresser och öppettider för Nordpeaks butiker.',
        body: '<table><caption>Öppettider</caption><thead><tr><th scope="col">Butik</th><th scope="col">Vardagar</th><th scope="col">Lördag</th><th scope="col">Söndag</th></tr></thead><tbody><tr><td>Stockholm, Sveavägen 12</td><td>10–19</td><td>10–17</td><td>11–16</td></tr><tr><td>Östersund, Prästgatan 40</td><td>10–18</td><td>10–16</td><td>Stängt</td></tr><tr><td>Umeå, Kungsgatan 7</td><td>10–18</td><td>10–15</td><td>Stängt</td></tr></tbody></table><p>Under jul och nyår gäller särskilda öppettider.</p>',
      },
      no: {
        slug: 'butikker-og-apningstider',
        title: 'Butikker og åpningstider',
        excerpt: 'Besøk oss i Oslo, Lillehammer og Trondheim.',
        metaDescription: 'Adresser og åpningstider for Nordpeaks butikker.',
        body: '<table><caption>Åpningstider</caption><thead><tr><th scope="col">Butikk</th><th scope="col">Hverdager</th><th scope="col">Lørdag</th><th scope="col">Søndag</th></tr></thead><tbody><tr><td>Oslo, Bogstadveien 30</td><td>10–20</td><td>10–18</td><td>Stengt</td></tr><tr><td>Lillehammer, Storgata 55</td><td>10–18</td><td>10–16</td><td>Stengt</td></tr><tr><td>Trondheim, Nordre gate 9</td><td>10–19</td><td>10–17</td><td>Stengt</td></tr></tbody></table><p>I jul og nyttår gjelder egne åpningstider.</p>',
      },
      fi: {
        slug: 'myymalat-ja-aukioloajat',
        title: 'Myymälät ja aukioloajat',
        excerpt: 'Tervetuloa Helsinkiin, Ouluun ja Rovaniemelle.',
        metaDescription: 'Nordpeakin myymälöiden osoitteet ja aukioloajat.',
        body: '<table><caption>Aukioloajat</caption><thead><tr><th scope="col">Myymälä</th><th scope="col">Arkisin</th><th scope="col">Lauantai</th><th scope="col">Sunnuntai</th></tr></thead><tbody><tr><td>Helsinki, Mannerheimintie 20</td><td>10–20</td><td>10–18</td><td>12–17</td></tr><tr><td>Oulu, Kirkkokatu 15</td><td>10–19</td><td>10–16</td><td>Suljettu</td></tr><tr><td>Rovaniemi, Koskikatu 8</td><td>10–18</td><td>10–16</td><td>12–16</td></tr></tbody></table><p>Joulun ja uudenvuoden aikaan noudatamme poikkeusaukioloja.</p>',
      },
    },
  ),
  ...localized(
    'om-oss',
    { identifier: 'about-us', heroImage: art('pages', 'om-oss'), updatedAt: '2026-08-01' },
    {
      sv: {
        slug: 'om-nordpeak',
        title: 'Om Nordpeak',
        excerpt: 'Vi är skidåkare, löpare och vandrare som älskar nordisk natur.',
        metaDescription: 'Om Nordpeak – skid-, löpar- och friluftsbutiken för Norden.',
        body: '<p>Nordpeak startade som en liten skidbutik i Östersund. I dag hjälper vi skidåkare, löpare och vandrare i Sverige, Norge och Finland att hitta rätt utrustning.</p><p>Alla i vår personal använder själva det vi säljer – fråga oss gärna om råd.</p>',
      },
      no: {
        slug: 'om-nordpeak',
        title: 'Om Nordpeak',
        excerpt: 'Vi er skiløpere, løpere og turgåere som elsker nordisk natur.',
        metaDescription: 'Om Nordpeak – ski-, løpe- og friluftsbutikken for Norden.',
        body: '<p>Nordpeak startet som en liten skibutikk i Östersund. I dag hjelper vi skiløpere, løpere og turgåere i Sverige, Norge og Finland med å finne riktig utstyr.</p><p>Alle ansatte bruker selv det vi selger – spør oss gjerne om råd.</p>',
      },
      fi: {
        slug: 'tietoa-nordpeakista',
        title: 'Tietoa Nordpeakista',
        excerpt: 'Olemme hiihtäjiä, juoksijoita ja retkeilijöitä, jotka rakastavat pohjoista luontoa.',
        metaDescription: 'Tietoa Nordpeakista – hiihto-, juoksu- ja retkeilykauppa Pohjoismaille.',
        body: '<p>Nordpeak sai alkunsa pienenä suksiliikkeenä Östersundissa. Nykyään autamme hiihtäjiä, juoksijoita ja retkeilijöitä Ruotsissa, Norjassa ja Suomessa löytämään oikeat varusteet.</p><p>Koko henkilökuntamme käyttää itse myymiään tuotteita – kysy rohkeasti neuvoa.</p>',
      },
    },
  ),
  // Unpublished: shows editors how rich text is sanitized (script, handlers and javascript: links are stripped).
  ...localized(
    'forhandsgranskning',
    { identifier: 'preview-check', draft: true },
    {
      sv: {
        slug: 'forhandsgranskning',
        title: 'Förhandsgranskning av innehåll',
        excerpt: 'Opublicerad sida för redaktörer.',
        body: '<p>Denna sida är opublicerad och syns bara i förhandsgranskningen.</p><p id="xss-probe">Innehåll som klistras in från andra källor rensas: <script>window.__xss = 1</script><img src="/favicon.svg" alt="Nordpeak" onerror="window.__xss = 2"> <a href="javascript:window.__xss = 3">en osäker länk</a> <a href="https://example.com/" onclick="window.__xss = 4">en extern länk</a></p><iframe src="https://example.com/"></iframe><style>body{display:none}</style>',
      },
      no: {
        slug: 'forhandsvisning',
        title: 'Forhåndsvisning av innhold',
        excerpt: 'Upublisert side for redaktører.',
        body: '<p>Denne siden er upublisert og vises bare i forhåndsvisningen.</p><p id="xss-probe">Innhold som limes inn fra andre kilder renses: <script>window.__xss = 1</script><img src="/favicon.svg" alt="Nordpeak" onerror="window.__xss = 2"> <a href="javascript:window.__xss = 3">en usikker lenke</a> <a href="https://example.com/" onclick="window.__xss = 4">en ekstern lenke</a></p>',
      },
      fi: {
        slug: 'esikatselu',
        title: 'Sisällön esikatselu',
        excerpt: 'Julkaisematon sivu toimittajille.',
        body: '<p>Tämä sivu on julkaisematon ja näkyy vain esikatselussa.</p><p id="xss-probe">Muualta liitetty sisältö puhdistetaan: <script>window.__xss = 1</script><img src="/favicon.svg" alt="Nordpeak" onerror="window.__xss = 2"> <a href="javascript:window.__xss = 3">vaarallinen linkki</a> <a href="https://example.com/" onclick="window.__xss = 4">ulkoinen linkki</a></p>',
      },
    },
  ),
];
