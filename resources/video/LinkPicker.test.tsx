import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../src/i18nProvider';
import { LinkPicker } from './LinkPicker';

const options = [
  { id: 4, label: 'Клиника «Сердце»' },
  { id: 9, label: 'Клиника «Сердце» на Невском' },
];

/** The picker inside a form, as in the video editor. */
const picker = (props: { loading?: boolean; onChange?: (ids: number[]) => void; onSubmit?: () => void }) =>
  render(
    <AdminContext i18nProvider={createI18nProvider('ru')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit?.();
        }}
      >
        <LinkPicker
          label="Клиники"
          options={props.loading ? [] : options}
          picked={[]}
          onChange={props.onChange ?? vi.fn()}
          loading={props.loading}
        />
      </form>
    </AdminContext>,
  );

describe('LinkPicker', () => {
  it('takes no name until its list has come, and says it is loading', () => {
    picker({ loading: true });
    expect(screen.getByRole('combobox', { name: 'Добавить: Клиники' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Загрузка…')).toBeTruthy();
  });

  it('adds an exact name on Enter and clears a partial one, never submitting the form around it', async () => {
    const onChange = vi.fn();
    const onSubmit = vi.fn();
    picker({ onChange, onSubmit });
    const input = screen.getByRole('combobox', { name: 'Добавить: Клиники' });
    expect(input).toHaveProperty('disabled', false);
    await userEvent.type(input, 'Клиника «Серд{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', '');
    await userEvent.type(input, 'Клиника «Сердце»{Enter}');
    expect(onChange).toHaveBeenCalledWith([4]);
    await userEvent.type(input, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
