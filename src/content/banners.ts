import type { RawEntry } from '../lib/server/content/repository.ts';
import { storeCodes, storeViews, type StoreCode } from '../lib/store-view/config.ts';
import { formatPrice } from '../lib/store-view/format.ts';
import { art } from './helpers.ts';

const stores: readonly StoreCode[] = storeCodes;
/** The free-shipping threshold as the banner states it: from the store view config, the one statement of the promise. */
const free = (store: StoreCode) => formatPrice(storeViews[store].freeShippingFrom, store);
const texts = {
  default: {
    sv: {
      title: `Fri frakt över ${free('sv')}`,
      text: 'Gäller leverans till ombud och hem inom Sverige.',
      buttonText: 'Läs mer',
      url: '/sida/kundservice',
    },
    no: {
      title: `Fri frakt over ${free('no')}`,
      text: 'Gjelder levering til hentested og hjem i Norge.',
      buttonText: 'Les mer',
      url: '/no/sida/kundeservice',
    },
    fi: {
      title: `Ilmainen toimitus yli ${free('fi')}`,
      text: 'Koskee nouto- ja kotitoimituksia Suomessa.',
      buttonText: 'Lue lisää',
      url: '/fi/page/asiakaspalvelu',
    },
  },
  langdskidor: {
    sv: {
      title: 'Osäker på spannet?',
      text: 'Läs vår köpguide för längdskidor.',
      buttonText: 'Till guiden',
      url: '/kopguider/valj-langdskidor',
    },
    no: {
      title: 'Usikker på spennet?',
      text: 'Les vår kjøpsveiledning for langrennski.',
      buttonText: 'Til veiledningen',
      url: '/no/kjopsveiledninger/velg-langrennski',
    },
    fi: {
      title: 'Epävarma jäykkyydestä?',
      text: 'Lue murtomaasuksien ostajan opas.',
      buttonText: 'Oppaaseen',
      url: '/fi/guides/valitse-murtomaasukset',
    },
  },
};

/** Banner areas: '{product}_{store}' per store plus a 'default' area in every locale. */
export const bannerAreas: RawEntry[] = stores.flatMap((store) => [
  {
    id: 'default',
    locale: store,
    title: 'Default',
    banners: [{ id: 'shipping', image: art('banners', 'frakt'), ...texts.default[store] }],
  },
  {
    id: `langdskidor_${store}`,
    locale: store,
    title: 'Längdskidor',
    banners: [
      {
        id: 'xc-guide',
        image: art('banners', 'langdskidor'),
        backgroundColor: '#0f2f52',
        span: 2,
        ...texts.langdskidor[store],
      },
      { id: 'shipping', ...texts.default[store] },
    ],
  },
]);
