// The general clinics report's columns (issue 15 point 2; docs/decisions.md "Clinics report"):
// what a directory manager looks up or filters on, one table of heading, width and value. The
// headings and the words in cells are in the report's language; names come in both.
import { PROFILE_SECTIONS, SECTION_STEPS, type SectionState } from '../../../common/completion';
import { EDIT_LANGS, type EditLang } from '../../../common/lang';
import { completeness as enCompleteness } from '../../../i18n/en/completeness';
import { profile as enProfile } from '../../../i18n/en/profile';
import { server as enServer } from '../../../i18n/en/serverMessages';
import { completeness as ruCompleteness } from '../../../i18n/ru/completeness';
import { profile as ruProfile } from '../../../i18n/ru/profile';
import { server as ruServer } from '../../../i18n/ru/serverMessages';
import type { ReportClinic } from '../../repositories/clinicReport';

import type { CellValue } from '../sheets/sheetRows';

export type Column = { header: string; width: number; value: (clinic: ReportClinic) => CellValue };

const TEXTS = {
  RU: { report: ruServer.report, steps: ruProfile.steps, states: ruCompleteness.states },
  EN: { report: enServer.report, steps: enProfile.steps, states: enCompleteness.states },
} as const;

const flag = (value: number | null, yes: string, no: string) => (Number(value) === 1 ? yes : no);

/** The marks' keys of one language, `${section}.${lang}`, made once. */
const SECTION_KEYS = Object.fromEntries(
  EDIT_LANGS.map((lang) => [lang, PROFILE_SECTIONS.map((section) => `${section}.${lang}`)]),
) as Record<EditLang, string[]>;

/** Sections complete (reviewed after their last change) in one language, of the 13. */
function completeCount(clinic: ReportClinic, lang: EditLang) {
  let complete = 0;
  for (const key of SECTION_KEYS[lang]) if (clinic.marks[key] === 'complete') complete += 1;
  return complete;
}

export function reportColumns(lang: EditLang): Column[] {
  const { report: t, steps, states } = TEXTS[lang];
  const sections: Column[] = PROFILE_SECTIONS.flatMap((section) =>
    EDIT_LANGS.map((sectionLang) => {
      const key = `${section}.${sectionLang}`;
      return {
        header: `${steps[SECTION_STEPS[section] as keyof typeof steps]} (${sectionLang})`,
        width: 16,
        value: (clinic: ReportClinic) => states[(clinic.marks[key] ?? 'incomplete') as SectionState],
      };
    }),
  );
  return [
    { header: t.id, width: 8, value: (c) => c.id },
    { header: t.origId, width: 12, value: (c) => c.orig_id },
    { header: t.slug, width: 24, value: (c) => c.slug },
    { header: t.nameRU, width: 40, value: (c) => c.ru_name ?? '' },
    { header: t.nameEN, width: 40, value: (c) => c.en_name ?? '' },
    { header: t.city, width: 18, value: (c) => c.city ?? '' },
    { header: t.region, width: 8, value: (c) => c.region },
    { header: t.state, width: 12, value: (c) => c.state },
    { header: t.visibleRU, width: 10, value: (c) => flag(c.ru_visible, t.yes, t.no) },
    { header: t.visibleEN, width: 10, value: (c) => flag(c.en_visible, t.yes, t.no) },
    { header: t.modules, width: 24, value: (c) => c.modules },
    { header: t.completeRU, width: 12, value: (c) => completeCount(c, 'RU') },
    { header: t.completeEN, width: 12, value: (c) => completeCount(c, 'EN') },
    ...sections,
    { header: t.doctors, width: 8, value: (c) => c.doctors },
    { header: t.reviews, width: 8, value: (c) => c.reviews },
    { header: t.agent, width: 30, value: (c) => c.agent ?? '' },
    { header: t.updated, width: 18, value: (c) => new Date(Number(c.updated)) },
  ];
}

export const sheetName = (lang: EditLang) => TEXTS[lang].report.sheet;
