// An audit row's changes as a person reads them: rich text as its text, an enumeration by its
// names, and a row with nothing before (a creation, a synchronisation step) without arrows.
import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18nProvider';
import { ChangeList } from './ChangeList';
import type { HistoryItem } from './historyText';

const row = (entity: string, changes: HistoryItem['changes']) =>
  ({ id: 1, at: 0, userId: null, userEmail: null, ip: null, entity, entityId: '1', action: 'update', changes }) as HistoryItem;

const show = (item: HistoryItem, lang: 'ru' | 'en' = 'ru') =>
  render(
    <AdminContext i18nProvider={createI18nProvider(lang)}>
      <ChangeList item={item} />
    </AdminContext>,
  );

describe('a history row’s changes', () => {
  it('shows rich text as its words, not its markup', () => {
    show(row('clinics', { 'description.RU': ['<p>Старый <b>текст</b></p>', '<p>Новый&nbsp;текст</p><ul><li>с пунктом</li></ul>'] }));
    const line = screen.getByRole('listitem');
    expect(line).toHaveTextContent(/^Описание клиники \(RU\): Старый текст →\s*изменено на Новый текст с пунктом$/);
    expect(line.textContent).not.toContain('<');
  });

  it('names a banner’s type and pages, and lists a new record’s values without arrows, in English too', () => {
    show(row('banners', { type: [null, 'THIRD'], pages: [null, ['CLINICS', 'MAIN']] }), 'en');
    const lines = screen.getAllByRole('listitem').map((line) => line.textContent);
    expect(lines).toEqual(['Type: Vertical', 'Pages: Clinics, Home']);
  });
});
