// The demo's longer texts in Russian and English: clinic descriptions, patient reviews, doctor
// biographies and document names, assembled from a clinic's own facts.
import { counted } from '../../../../../i18n/interpolate';
import type { Named } from './medicine';
import type { Random } from './random';

const list = (items: string[], and: string) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;

export type ClinicFacts = { name: Named; kind: Named; place: Named; founded: number; directions: Named[]; doctors: number; beds: number };

export function clinicDescription(f: ClinicFacts): Named {
  const dirRU = list(
    f.directions.slice(0, 4).map((d) => d.RU.toLowerCase()),
    'и',
  );
  const dirEN = list(
    f.directions.slice(0, 4).map((d) => d.EN.toLowerCase()),
    'and',
  );
  return {
    RU:
      `<p>${f.name.RU} — ${f.kind.RU.toLowerCase()} ${f.place.RU}, принимающий пациентов с ${f.founded} года. ` +
      `Основные направления: ${dirRU}.</p>` +
      `<p>В штате клиники ${counted('ru', f.doctors, 'врач |||| врача |||| врачей')}, стационар рассчитан на ${counted('ru', f.beds, 'койку |||| койки |||| коек')}. ` +
      'Иностранным пациентам помогает международный отдел: переводчик, трансфер и сопровождение на всех этапах лечения.</p>',
    EN:
      `<p>${f.name.EN} is a ${f.kind.EN.toLowerCase()} ${f.place.EN}, treating patients since ${f.founded}. ` +
      `Main areas: ${dirEN}.</p>` +
      `<p>The clinic employs ${counted('en', f.doctors, 'doctor |||| doctors')} and has a ${f.beds}-bed inpatient department. ` +
      'Its international office helps foreign patients with interpreting, transfers and escort at every stage of treatment.</p>',
  };
}

const reviewTemplates: ((what: Named, doctor: Named) => Named)[] = [
  (what, doctor) => ({
    RU: `Проходила лечение по направлению «${what.RU}». Мой врач — ${doctor.RU}: огромная благодарность за внимание и профессионализм. Всё объяснили, сроки соблюдены.`,
    EN: `I was treated for ${what.EN.toLowerCase()}. Many thanks to Dr ${doctor.EN} for the attention and professionalism. Everything was explained and the schedule was kept.`,
  }),
  (what) => ({
    RU: `Приехали из Казахстана на «${what.RU}». Встретили в аэропорту, переводчик был рядом весь день. Результатом довольны.`,
    EN: `We came from Kazakhstan for ${what.EN.toLowerCase()}. We were met at the airport and the interpreter stayed with us all day. We are happy with the result.`,
  }),
  (what, doctor) => ({
    RU: `Хорошая клиника, современное оборудование. Лечащий врач, ${doctor.RU}, подробно рассказал о плане лечения (${what.RU.toLowerCase()}). Минус — пришлось подождать в очереди.`,
    EN: `A good clinic with modern equipment. ${doctor.EN} explained the treatment plan (${what.EN.toLowerCase()}) in detail. The only downside was the waiting time.`,
  }),
  (what) => ({
    RU: `Палата чистая, персонал вежливый. Операция (${what.RU.toLowerCase()}) прошла без осложнений, через неделю была дома.`,
    EN: `The ward was clean and the staff polite. The operation (${what.EN.toLowerCase()}) went without complications and I was home a week later.`,
  }),
];

export function reviewText(r: Random, what: Named, doctor: Named): Named {
  return r.pick(reviewTemplates)(what, doctor);
}

export function doctorBio(title: Named, degree: Named, experienceYears: number): { short: Named; long: Named } {
  return {
    short: {
      RU: `${title.RU}, ${degree.RU.toLowerCase()}. Стаж ${counted('ru', experienceYears, 'год |||| года |||| лет')}.`,
      EN: `${title.EN}, ${degree.EN}. ${counted('en', experienceYears, 'year |||| years')} of practice.`,
    },
    long: {
      RU: `<p>${title.RU} с опытом работы ${counted('ru', experienceYears, 'год |||| года |||| лет')}. Проводит консультации, диагностику и лечение взрослых пациентов, в том числе иностранных.</p>`,
      EN: `<p>${title.EN} with ${counted('en', experienceYears, 'year |||| years')} of experience, consulting, diagnosing and treating adult patients, international patients included.</p>`,
    },
  };
}

export const documentNames: [name: string, fileType: string][] = [
  ['Лицензия на медицинскую деятельность.pdf', 'pdf'],
  ['Прайс-лист.xlsx', 'xlsx'],
  ['Памятка иностранному пациенту.pdf', 'pdf'],
  ['Договор на оказание медицинских услуг.docx', 'docx'],
  ['Сертификат ISO 9001.pdf', 'pdf'],
];
