// The one picker (IdsAutocomplete): in `exact` mode (a video's links, 002 §5 "Video") a name is
// added only when typed exactly, never twice, Enter never submits the form around it, and until
// its choices have come it takes nothing and says it is loading. (Moved from the video library's
// own picker, with the exact-match rule's own tests.)
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18nProvider';
import { exactId, IdsAutocomplete } from './IdsAutocomplete';

const options = [
  { id: 4, name: 'Клиника «Сердце»' },
  { id: 9, name: 'Клиника «Сердце» на Невском' },
];

/** The picker inside a form, as in the video editor. */
const picker = (props: { loading?: boolean; onChange?: (ids: (string | number)[]) => void; onSubmit?: () => void }) =>
  render(
    <AdminContext i18nProvider={createI18nProvider('ru')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSubmit?.();
        }}
      >
        <IdsAutocomplete
          label="Добавить: Клиники"
          options={props.loading ? [] : options}
          picked={[]}
          onChange={props.onChange ?? vi.fn()}
          loading={props.loading}
          exact
        />
      </form>
    </AdminContext>,
  );

describe('IdsAutocomplete', () => {
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

describe('exactId (002 §5 "Video")', () => {
  const named = [
    { id: 1, name: 'Кардиология' },
    { id: 2, name: 'Клиника' },
    { id: 3, name: 'Клиника' },
  ];

  it('adds only an exact name from the list', () => {
    expect(exactId(named, [], 'Кардиология')).toBe(1);
    expect(exactId(named, [], '  Кардиология ')).toBe(1);
    expect(exactId(named, [], 'Кардио')).toBeUndefined();
    expect(exactId(named, [], 'кардиология')).toBeUndefined();
    expect(exactId(named, [], '')).toBeUndefined();
  });

  it('never adds an item twice; of two equal names the one not yet linked', () => {
    expect(exactId(named, [1], 'Кардиология')).toBeUndefined();
    expect(exactId(named, [2], 'Клиника')).toBe(3);
    expect(exactId(named, [2, 3], 'Клиника')).toBeUndefined();
  });
});

describe('IdsAutocomplete, single', () => {
  it('shows the one chosen, and a new choice replaces it', async () => {
    const onChange = vi.fn();
    const countries = [
      { id: 'KZ', name: 'Казахстан' },
      { id: 'KG', name: 'Киргизия' },
    ];
    render(
      <AdminContext i18nProvider={createI18nProvider('ru')}>
        <IdsAutocomplete single label="Страна" options={countries} picked={['KZ']} onChange={onChange} />
      </AdminContext>,
    );
    const input = screen.getByRole('combobox', { name: 'Страна' });
    expect(input).toHaveProperty('value', 'Казахстан');
    await userEvent.clear(input);
    await userEvent.type(input, 'Кир');
    await userEvent.click(await screen.findByRole('option', { name: 'Киргизия' }));
    expect(onChange).toHaveBeenLastCalledWith(['KG']);
  });
});
