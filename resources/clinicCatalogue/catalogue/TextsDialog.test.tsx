// The description dialogs of the catalogue step (an entry's, a category's) keep typed text: closing
// with unsaved text asks first (issue 26 point 3: Close lost it before), and keeping on editing
// leaves the text as typed; without changes they close at once.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../src/i18nProvider';
import { TextsDialog, type TextsTarget } from './TextsDialog';

const schema = { type: 'object', properties: { text: { type: 'string', text: { max: 2000 } } } } as const;

function setup() {
  const save = vi.fn(async (_body: Record<string, unknown>, _version?: number) => ({}));
  const target: TextsTarget = {
    title: 'Описание специальности',
    key: ['entry', 7],
    load: async () => ({ text: 'Было', updated: 5 }),
    save: (_provider, body, version) => save(body, version),
    schema,
    name: 'catalogueTexts',
    sections: [{ fields: [{ source: 'text' }] }],
    fields: ['text'],
  };
  const onClose = vi.fn();
  render(
    <AdminContext i18nProvider={createI18nProvider('ru')}>
      <TextsDialog target={target} onClose={onClose} onSaved={() => undefined} />
    </AdminContext>,
  );
  return { onClose, save, user: userEvent.setup() };
}

const close = () => screen.getByRole('button', { name: 'Закрыть' });

describe('a catalogue texts dialog', () => {
  it('closes at once when nothing was typed', async () => {
    const { onClose, user } = setup();
    await screen.findByDisplayValue('Было');
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
    await waitFor(() => expect(save).toHaveBeenCalledWith({ text: 'Было!' }, 5));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
