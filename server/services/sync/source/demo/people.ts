// Russian personal names with their English transliterations, academic degrees and languages,
// for the demo's doctors and reviewers.

import type { Named } from './medicine';
import type { Random } from './random';

type Pair = [ru: string, en: string];

const male: Pair[] = [
  ['Александр', 'Alexander'],
  ['Дмитрий', 'Dmitry'],
  ['Сергей', 'Sergey'],
  ['Андрей', 'Andrey'],
  ['Михаил', 'Mikhail'],
  ['Алексей', 'Alexey'],
  ['Игорь', 'Igor'],
  ['Владимир', 'Vladimir'],
  ['Николай', 'Nikolay'],
  ['Евгений', 'Evgeny'],
  ['Павел', 'Pavel'],
  ['Олег', 'Oleg'],
  ['Артём', 'Artyom'],
  ['Роман', 'Roman'],
];
const female: Pair[] = [
  ['Елена', 'Elena'],
  ['Ольга', 'Olga'],
  ['Наталья', 'Natalia'],
  ['Ирина', 'Irina'],
  ['Татьяна', 'Tatiana'],
  ['Анна', 'Anna'],
  ['Мария', 'Maria'],
  ['Светлана', 'Svetlana'],
  ['Екатерина', 'Ekaterina'],
  ['Юлия', 'Yulia'],
  ['Марина', 'Marina'],
  ['Виктория', 'Victoria'],
];
/** Patronymic stems: + "ич"/"на" in Russian, + "ich"/"na" in English. */
const fathers: Pair[] = [
  ['Александров', 'Alexandrov'],
  ['Сергеев', 'Sergeyev'],
  ['Иванов', 'Ivanov'],
  ['Петров', 'Petrov'],
  ['Викторов', 'Viktorov'],
  ['Владимиров', 'Vladimirov'],
  ['Борисов', 'Borisov'],
  ['Юрьев', 'Yuryev'],
];
/** Male surnames; the female form adds "а" / "a". */
const surnames: Pair[] = [
  ['Иванов', 'Ivanov'],
  ['Смирнов', 'Smirnov'],
  ['Кузнецов', 'Kuznetsov'],
  ['Попов', 'Popov'],
  ['Соколов', 'Sokolov'],
  ['Лебедев', 'Lebedev'],
  ['Козлов', 'Kozlov'],
  ['Новиков', 'Novikov'],
  ['Морозов', 'Morozov'],
  ['Волков', 'Volkov'],
  ['Соловьёв', 'Solovyov'],
  ['Васильев', 'Vasilyev'],
  ['Зайцев', 'Zaytsev'],
  ['Павлов', 'Pavlov'],
  ['Семёнов', 'Semyonov'],
  ['Виноградов', 'Vinogradov'],
  ['Богданов', 'Bogdanov'],
  ['Фёдоров', 'Fyodorov'],
  ['Михайлов', 'Mikhaylov'],
  ['Тарасов', 'Tarasov'],
  ['Белов', 'Belov'],
  ['Орлов', 'Orlov'],
];

export const degrees: Named[] = [
  { RU: 'Доктор медицинских наук, профессор', EN: 'Doctor of Medical Sciences, Professor' },
  { RU: 'Доктор медицинских наук', EN: 'Doctor of Medical Sciences' },
  { RU: 'Кандидат медицинских наук', EN: 'Candidate of Medical Sciences' },
  { RU: 'Врач высшей категории', EN: 'Physician of the highest category' },
  { RU: 'Врач первой категории', EN: 'Physician of the first category' },
];

/** Spoken languages, codes of 002 §9's language list; Russian first because every demo clinic speaks it. */
export const languageCodes = ['RU', 'EN', 'DE', 'FR', 'AR', 'ZH', 'TR', 'UZ', 'KZ', 'IT'];

export type Person = { first: Named; last: Named; full: Named; latin: string };

export function person(r: Random): Person {
  const isFemale = r.chance(0.5);
  const [firstRU, firstEN] = r.pick(isFemale ? female : male);
  const [fatherRU, fatherEN] = r.pick(fathers);
  const [lastRU, lastEN] = r.pick(surnames);
  const last = { RU: isFemale ? `${lastRU}а` : lastRU, EN: isFemale ? `${lastEN}a` : lastEN };
  const patronymic = { RU: `${fatherRU}${isFemale ? 'на' : 'ич'}`, EN: `${fatherEN}${isFemale ? 'na' : 'ich'}` };
  return {
    first: { RU: firstRU, EN: firstEN },
    last,
    full: { RU: `${last.RU} ${firstRU} ${patronymic.RU}`, EN: `${firstEN} ${patronymic.EN} ${last.EN}` },
    latin: `${last.EN}-${firstEN}`.toLowerCase(),
  };
}

/** "Анна К." / "Anna K.": how a patient signs a review. */
export function reviewer(r: Random): Named {
  const { first, last } = person(r);
  return { RU: `${first.RU} ${last.RU[0]}.`, EN: `${first.EN} ${last.EN[0]}.` };
}
