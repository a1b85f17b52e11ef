import type { RawEntry } from '../lib/server/content/repository.ts';
import type { StoreCode } from '../lib/store-view/config.ts';
import { art } from './helpers.ts';

const stores: StoreCode[] = ['sv', 'no', 'fi'];
const texts = {
  default: {
    sv: { title: 'Fri frakt över 999 kr', text: 'Gäller alla beställningar inom Sverige.', buttonText: 'Läs mer', url: '/sida/kundservice' },
    no: { title: 'Fri frakt over 999 kr', text: 'Gjelder alle bestillinger i Norge.', buttonText: 'Les mer', url: '/no/sida/kundeservice' },
    fi: { title: 'Ilmainen toimitus yli 89 €', text: 'Koskee kaikkia tilauksia Suomessa.', buttonText: 'Lue lisää', url: '/fi/page/asiakaspalvelu' },
  },
  langdskidor: {
    sv: { title: 'Osäker på spannet?', text: 'Läs vår köpguide för längdskidor.', buttonText: 'Till guiden', url: '/kopguider/valj-langdskidor' },
    no: { title: 'Usikker på spennet?', text: 'Les vår kjøpsveiledning for langrennski.', buttonText: 'Til veiledningen', url: '/no/kjopsveiledninger/velg-langrennski' },
    fi: { title: 'Epävarma jäykkyydestä?', text: 'Lue murtomaasuksien ostajan opas.', buttonText: 'Oppaaseen', url: '/fi/guides/valitse-murtomaasukset' },
  },
};

/** Banner areas: '{product}_{store}' per store plus a 'default' area in every locale. */
export const bannerAreas: RawEntry[] = stores.flatMap((store) => [
  { id: 'default', locale: store, title: 'Default', banners: [{ id: 'shipping', image: art('banners', 'frakt'), ...texts.default[store] }] },
  { id: `langdskidor_${store}`, locale: store, title: 'Längdskidor', banners: [
    { id: 'xc-guide', image: art('banners', 'langdskidor'), backgroundColor: '#0f2f52', span: 2, ...texts.langdskidor[store] },
    { id: 'shipping', ...texts.default[store] },
  ] },
]);
