import type { Localized } from '../db/schema/catalog.ts';

/** A category of the demo tree; `key` names it in the product kinds. */
export interface CategoryDef {
  id: number;
  key: string;
  parentKey?: string;
  names: Localized;
  urlKeys: Localized;
  icon?: string;
  descriptions?: Localized;
}

const c = (
  id: number,
  key: string,
  parentKey: string | undefined,
  sv: string,
  no: string,
  fi: string,
  urls: [string, string, string],
  icon?: string,
): CategoryDef => ({
  id,
  key,
  ...(parentKey ? { parentKey } : {}),
  names: { sv, no, fi },
  urlKeys: { sv: urls[0], no: urls[1], fi: urls[2] },
  ...(icon ? { icon } : {}),
});

/** The demo category tree under root id 2. */
export const categoryDefs: CategoryDef[] = [
  c(
    10,
    'xc',
    undefined,
    'Längdskidor',
    'Langrenn',
    'Murtomaahiihto',
    ['langdskidor', 'langrenn', 'murtomaahiihto'],
    'xc-ski',
  ),
  c(11, 'xc-skis', 'xc', 'Skidor', 'Ski', 'Sukset', ['skidor', 'ski', 'sukset']),
  c(12, 'xc-boots', 'xc', 'Pjäxor', 'Støvler', 'Monot', ['pjaxor', 'stovler', 'monot']),
  c(13, 'xc-bindings', 'xc', 'Bindningar', 'Bindinger', 'Siteet', ['bindningar', 'bindinger', 'siteet']),
  c(14, 'xc-poles', 'xc', 'Stavar', 'Staver', 'Sauvat', ['stavar', 'staver', 'sauvat']),
  c(15, 'wax', 'xc', 'Valla och vallningstillbehör', 'Smøring og tilbehør', 'Voiteet ja voitelutarvikkeet', [
    'valla',
    'smoring',
    'voiteet',
  ]),
  c(20, 'alpine', undefined, 'Alpint', 'Alpint', 'Laskettelu', ['alpint', 'alpint', 'laskettelu'], 'alpine'),
  c(21, 'alpine-skis', 'alpine', 'Alpinskidor', 'Alpinski', 'Laskettelusukset', [
    'alpinskidor',
    'alpinski',
    'laskettelusukset',
  ]),
  c(22, 'alpine-boots', 'alpine', 'Alpinpjäxor', 'Alpinstøvler', 'Laskettelumonot', [
    'alpinpjaxor',
    'alpinstovler',
    'laskettelumonot',
  ]),
  c(23, 'alpine-bindings', 'alpine', 'Alpinbindningar', 'Alpinbindinger', 'Laskettelusiteet', [
    'alpinbindningar',
    'alpinbindinger',
    'laskettelusiteet',
  ]),
  c(24, 'helmets', 'alpine', 'Hjälmar', 'Hjelmer', 'Kypärät', ['hjalmar', 'hjelmer', 'kyparat']),
  c(30, 'running', undefined, 'Löpning', 'Løping', 'Juoksu', ['lopning', 'loping', 'juoksu'], 'running'),
  c(31, 'running-shoes', 'running', 'Löparskor', 'Løpesko', 'Juoksukengät', ['loparskor', 'lopesko', 'juoksukengat']),
  c(32, 'running-clothes', 'running', 'Löparkläder', 'Løpeklær', 'Juoksuvaatteet', [
    'loparklader',
    'lopeklaer',
    'juoksuvaatteet',
  ]),
  c(33, 'nutrition', 'running', 'Sportnäring', 'Sportsernæring', 'Urheiluravinteet', [
    'sportnaring',
    'sportsernaering',
    'urheiluravinteet',
  ]),
  c(
    40,
    'outdoor',
    undefined,
    'Friluftsliv',
    'Friluftsliv',
    'Retkeily',
    ['friluftsliv', 'friluftsliv', 'retkeily'],
    'outdoor',
  ),
  c(41, 'jackets', 'outdoor', 'Jackor', 'Jakker', 'Takit', ['jackor', 'jakker', 'takit']),
  c(42, 'backpacks', 'outdoor', 'Ryggsäckar', 'Sekker', 'Reput', ['ryggsackar', 'sekker', 'reput']),
  c(43, 'tents', 'outdoor', 'Tält', 'Telt', 'Teltat', ['talt', 'telt', 'teltat']),
  c(50, 'clothing', undefined, 'Kläder', 'Klær', 'Vaatteet', ['klader', 'klaer', 'vaatteet'], 'clothing'),
  c(51, 'baselayers', 'clothing', 'Underställ', 'Ullundertøy', 'Kerrastot', ['understall', 'ullundertoy', 'kerrastot']),
  c(52, 'beanies', 'clothing', 'Mössor', 'Luer', 'Pipot', ['mossor', 'luer', 'pipot']),
  c(53, 'gloves', 'clothing', 'Handskar', 'Hansker', 'Käsineet', ['handskar', 'hansker', 'kasineet']),
  c(
    60,
    'packages',
    undefined,
    'Skidpaket',
    'Skipakker',
    'Suksipaketit',
    ['skidpaket', 'skipakker', 'suksipaketit'],
    'package',
  ),
  c(
    70,
    'gift-cards',
    undefined,
    'Presentkort',
    'Gavekort',
    'Lahjakortit',
    ['presentkort', 'gavekort', 'lahjakortit'],
    'gift',
  ),
  c(80, 'campaign', undefined, 'Kampanj', 'Kampanje', 'Kampanja', ['kampanj', 'kampanje', 'kampanja'], 'campaign'),
];
