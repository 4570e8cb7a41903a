// Accreditation codes of a clinic (000 §3 "Accreditation codes"), named in Russian and English.
// Shared by the additional form's multi-select and the server's validation.

export interface Accreditation {
  readonly code: string;
  readonly ru: string;
  readonly en: string;
}

export const accreditations = [
  { code: 'RUS_HC', ru: 'Национальная аккредитация (Росздравнадзор)', en: 'Russian national healthcare accreditation' },
  { code: 'ISO', ru: 'Сертификат ISO', en: 'ISO certification' },
  { code: 'JCI', ru: 'Joint Commission International (JCI)', en: 'Joint Commission International (JCI)' },
  { code: 'GHA', ru: 'Global Healthcare Accreditation (GHA)', en: 'Global Healthcare Accreditation (GHA)' },
  { code: 'TEMOS', ru: 'TEMOS', en: 'TEMOS' },
  { code: 'MTI', ru: 'MTI', en: 'MTI' },
  { code: 'EU_SPA', ru: 'European Spas Association (EuropeSpa)', en: 'European Spas Association (EuropeSpa)' },
] as const satisfies readonly Accreditation[];

export type AccreditationCode = (typeof accreditations)[number]['code'];

export const accreditationCodes: readonly AccreditationCode[] = accreditations.map((a) => a.code);
