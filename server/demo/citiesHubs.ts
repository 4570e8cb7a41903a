// Demo hubs and real Russian cities for an empty database (DEMO=1): Latin slugs, RU/EN names,
// the RU prepositional "place" form and the region code of 002 §9's region list.

export type DemoHub = {
  slug: string;
  name: { RU: string; EN: string };
  seo: { RU: string; EN: string };
};
export type DemoCity = {
  slug: string;
  name: { RU: string; EN: string };
  place: string;
  region: number;
  hub: string;
};

const hubSlugs = [
  'moskva-i-podmoskovye',
  'severo-zapad',
  'yug-rossii',
  'povolzhye',
  'ural',
  'sibir',
  'dalniy-vostok',
  'kavminvody',
] as const;
type HubSlug = (typeof hubSlugs)[number];

// Typing the hub as HubSlug makes a misspelt hub a compile error rather than a failed demo load.
function hub(slug: HubSlug, nameRU: string, nameEN: string, seoRU: string, seoEN: string): DemoHub {
  return {
    slug,
    name: { RU: nameRU, EN: nameEN },
    seo: { RU: seoRU, EN: seoEN },
  };
}

function city(slug: string, nameRU: string, nameEN: string, place: string, region: number, hubSlug: HubSlug): DemoCity {
  return {
    slug,
    name: { RU: nameRU, EN: nameEN },
    place,
    region,
    hub: hubSlug,
  };
}

export const demoHubs: DemoHub[] = [
  hub(
    'moskva-i-podmoskovye',
    'Москва и Подмосковье',
    'Moscow and Moscow Region',
    'Федеральные медицинские центры, университетские клиники и частные сети столичного региона.',
    'Federal medical centres, university hospitals and private clinic chains of the capital region.',
  ),
  hub(
    'severo-zapad',
    'Санкт-Петербург и Северо-Запад',
    'Saint Petersburg and the North-West',
    'Клиники Санкт-Петербурга и северо-западных регионов: от высокотехнологичной хирургии до реабилитации.',
    'Clinics of Saint Petersburg and the north-western regions, from high-tech surgery to rehabilitation.',
  ),
  hub(
    'yug-rossii',
    'Юг России',
    'Southern Russia',
    'Лечение и оздоровление на юге России: Краснодарский край, Ростов-на-Дону, Волгоград и Крым.',
    'Treatment and recovery in southern Russia: Krasnodar Krai, Rostov-on-Don, Volgograd and Crimea.',
  ),
  hub(
    'povolzhye',
    'Поволжье',
    'Volga Region',
    'Крупные многопрофильные и специализированные клиники городов Поволжья.',
    'Major multidisciplinary and specialised clinics in the cities of the Volga region.',
  ),
  hub(
    'ural',
    'Урал',
    'Urals',
    'Медицинские центры Екатеринбурга, Челябинска, Тюмени и Югры.',
    'Medical centres of Yekaterinburg, Chelyabinsk, Tyumen and Yugra.',
  ),
  hub(
    'sibir',
    'Сибирь',
    'Siberia',
    'Федеральные центры и научные клиники Новосибирска, Томска, Омска, Красноярска и Иркутска.',
    'Federal centres and research clinics of Novosibirsk, Tomsk, Omsk, Krasnoyarsk and Irkutsk.',
  ),
  hub(
    'dalniy-vostok',
    'Дальний Восток',
    'Russian Far East',
    'Клиники Дальнего Востока для пациентов из России и стран Азиатско-Тихоокеанского региона.',
    'Far Eastern clinics serving patients from Russia and the Asia-Pacific countries.',
  ),
  hub(
    'kavminvody',
    'Кавказские Минеральные Воды',
    'Caucasian Mineral Waters',
    'Санаторно-курортное лечение и реабилитация на курортах Кавказских Минеральных Вод.',
    'Spa treatment and rehabilitation at the resorts of the Caucasian Mineral Waters.',
  ),
];

export const demoCities: DemoCity[] = [
  city('moskva', 'Москва', 'Moscow', 'в Москве', 77, 'moskva-i-podmoskovye'),
  city('khimki', 'Химки', 'Khimki', 'в Химках', 50, 'moskva-i-podmoskovye'),
  city('podolsk', 'Подольск', 'Podolsk', 'в Подольске', 50, 'moskva-i-podmoskovye'),
  city('balashikha', 'Балашиха', 'Balashikha', 'в Балашихе', 50, 'moskva-i-podmoskovye'),
  city('mytishchi', 'Мытищи', 'Mytishchi', 'в Мытищах', 50, 'moskva-i-podmoskovye'),
  city('sankt-peterburg', 'Санкт-Петербург', 'Saint Petersburg', 'в Санкт-Петербурге', 78, 'severo-zapad'),
  city('kaliningrad', 'Калининград', 'Kaliningrad', 'в Калининграде', 39, 'severo-zapad'),
  city('velikiy-novgorod', 'Великий Новгород', 'Veliky Novgorod', 'в Великом Новгороде', 53, 'severo-zapad'),
  city('petrozavodsk', 'Петрозаводск', 'Petrozavodsk', 'в Петрозаводске', 10, 'severo-zapad'),
  city('murmansk', 'Мурманск', 'Murmansk', 'в Мурманске', 51, 'severo-zapad'),
  city('arkhangelsk', 'Архангельск', 'Arkhangelsk', 'в Архангельске', 29, 'severo-zapad'),
  city('krasnodar', 'Краснодар', 'Krasnodar', 'в Краснодаре', 23, 'yug-rossii'),
  city('sochi', 'Сочи', 'Sochi', 'в Сочи', 23, 'yug-rossii'),
  city('rostov-na-donu', 'Ростов-на-Дону', 'Rostov-on-Don', 'в Ростове-на-Дону', 61, 'yug-rossii'),
  city('volgograd', 'Волгоград', 'Volgograd', 'в Волгограде', 34, 'yug-rossii'),
  city('stavropol', 'Ставрополь', 'Stavropol', 'в Ставрополе', 26, 'yug-rossii'),
  city('simferopol', 'Симферополь', 'Simferopol', 'в Симферополе', 91, 'yug-rossii'),
  city('sevastopol', 'Севастополь', 'Sevastopol', 'в Севастополе', 92, 'yug-rossii'),
  city('kazan', 'Казань', 'Kazan', 'в Казани', 16, 'povolzhye'),
  city('nizhniy-novgorod', 'Нижний Новгород', 'Nizhny Novgorod', 'в Нижнем Новгороде', 52, 'povolzhye'),
  city('samara', 'Самара', 'Samara', 'в Самаре', 63, 'povolzhye'),
  city('ufa', 'Уфа', 'Ufa', 'в Уфе', 2, 'povolzhye'),
  city('perm', 'Пермь', 'Perm', 'в Перми', 59, 'povolzhye'),
  city('saratov', 'Саратов', 'Saratov', 'в Саратове', 64, 'povolzhye'),
  city('cheboksary', 'Чебоксары', 'Cheboksary', 'в Чебоксарах', 21, 'povolzhye'),
  city('yekaterinburg', 'Екатеринбург', 'Yekaterinburg', 'в Екатеринбурге', 66, 'ural'),
  city('chelyabinsk', 'Челябинск', 'Chelyabinsk', 'в Челябинске', 74, 'ural'),
  city('tyumen', 'Тюмень', 'Tyumen', 'в Тюмени', 72, 'ural'),
  city('surgut', 'Сургут', 'Surgut', 'в Сургуте', 86, 'ural'),
  city('novosibirsk', 'Новосибирск', 'Novosibirsk', 'в Новосибирске', 54, 'sibir'),
  city('omsk', 'Омск', 'Omsk', 'в Омске', 55, 'sibir'),
  city('krasnoyarsk', 'Красноярск', 'Krasnoyarsk', 'в Красноярске', 24, 'sibir'),
  city('tomsk', 'Томск', 'Tomsk', 'в Томске', 70, 'sibir'),
  city('irkutsk', 'Иркутск', 'Irkutsk', 'в Иркутске', 38, 'sibir'),
  city('barnaul', 'Барнаул', 'Barnaul', 'в Барнауле', 22, 'sibir'),
  city('vladivostok', 'Владивосток', 'Vladivostok', 'во Владивостоке', 25, 'dalniy-vostok'),
  city('khabarovsk', 'Хабаровск', 'Khabarovsk', 'в Хабаровске', 27, 'dalniy-vostok'),
  city('yuzhno-sakhalinsk', 'Южно-Сахалинск', 'Yuzhno-Sakhalinsk', 'в Южно-Сахалинске', 65, 'dalniy-vostok'),
  city('yakutsk', 'Якутск', 'Yakutsk', 'в Якутске', 14, 'dalniy-vostok'),
  city('pyatigorsk', 'Пятигорск', 'Pyatigorsk', 'в Пятигорске', 26, 'kavminvody'),
  city('kislovodsk', 'Кисловодск', 'Kislovodsk', 'в Кисловодске', 26, 'kavminvody'),
  city('essentuki', 'Ессентуки', 'Yessentuki', 'в Ессентуках', 26, 'kavminvody'),
  city('zheleznovodsk', 'Железноводск', 'Zheleznovodsk', 'в Железноводске', 26, 'kavminvody'),
  city('mineralnye-vody', 'Минеральные Воды', 'Mineralnye Vody', 'в Минеральных Водах', 26, 'kavminvody'),
];
