// A form in a modal read and saved by declared calls (a catalogue step's description dialog, an
// entry's or a category's) keeps typed text: closing with unsaved text asks first (issue 26 point 3:
// Close lost it before), and keeping on editing leaves the text as typed; without changes it closes
// at once. Its calls get the given input, kept to what each declares, and the save the version loaded.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, type DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18nProvider';
import { CallForm } from './CallForm';

function setup() {
  const save = vi.fn(async (_input: Record<string, unknown>, _options?: object) => ({}));
  const load = vi.fn(async (_input: Record<string, unknown>) => ({ locals: 'RU', sid: 7, specialty: 'Было', updated: 5 }));
  const dataProvider = { specialtyTexts: load, saveSpecialtyTexts: save } as unknown as DataProvider;
  const onClose = vi.fn();
  render(
    <AdminContext i18nProvider={createI18nProvider('ru')} dataProvider={dataProvider}>
      <CallForm
        name="specialtyDescription"
        sections={[{ fields: [{ source: 'specialty' }] }]}
        load="specialtyTexts"
        save="saveSpecialtyTexts"
        input={{ hash: 'h', locals: 'RU', sid: 7, unknown: 1 }}
        onSaved={() => undefined}
        modal={{ title: 'Описание специальности', onClose }}
      />
    </AdminContext>,
  );
  return { onClose, load, save, user: userEvent.setup() };
}

const close = () => screen.getByRole('button', { name: 'Закрыть' });

describe('a form in a modal read and saved by declared calls', () => {
  it('loads with the declared input and closes at once when nothing was typed', async () => {
    const { onClose, load, user } = setup();
    await screen.findByDisplayValue('Было');
    expect(load).toHaveBeenCalledWith({ hash: 'h', locals: 'RU', sid: 7 });
    await user.click(close());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before Close drops typed text; keeping on editing keeps it, dropping it closes', async () => {
    const { onClose, save, user } = setup();
    await user.type(await screen.findByDisplayValue('Было'), ' и стало');
    await user.click(close());
    const ask = await screen.findByRole('dialog', { name: 'Изменения не сохранены' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Продолжить редактирование' }));
    await waitFor(() => expect(ask).not.toBeInTheDocument());
    expect(screen.getByDisplayValue('Было и стало')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Не сохранять' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves the typed text with the loaded version when asked to, then closes', async () => {
    const { onClose, save, user } = setup();
    await user.type(await screen.findByDisplayValue('Было'), '!');
    await user.click(close());
    await screen.findByRole('dialog', { name: 'Изменения не сохранены' });
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ hash: 'h', locals: 'RU', sid: 7, specialty: 'Было!' }, { version: 5 }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
