// The `buttons` filter (ButtonsFilter.tsx) as a user meets it: a group named by its label, the
// "all" button first and chosen while the filter holds nothing, a click that sets the value (and
// "all" that clears it), and a hint on a button.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, ListContextProvider, useList } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../i18nProvider';
import { filterWidget } from '.';

const filter = {
  source: 'source',
  widget: 'buttons',
  label: 'app.reviews.filters.source',
  choices: { values: ['MM', 'LG'], label: 'app.reviews.filters.value' },
  options: { all: 'app.reviews.filters.ALL', hints: 'app.reviews.filters.sourceHint' },
} as const;

function Filter({ onChange }: { onChange: (value: unknown) => void }) {
  const Widget = filterWidget('buttons');
  const [value, setValue] = useState<unknown>('LG');
  const list = useList<{ id: number }>({ data: [] });
  return (
    <ListContextProvider value={list}>
      <Widget
        filter={filter}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </ListContextProvider>
  );
}

describe('the buttons filter', () => {
  it('shows the value chosen, sets another, and "all" clears it', async () => {
    const onChange = vi.fn();
    render(
      <AdminContext i18nProvider={createI18nProvider('ru')}>
        <Filter onChange={onChange} />
      </AdminContext>,
    );
    const group = await screen.findByRole('group', { name: 'Источник' });
    const button = (name: string) => screen.getByRole('button', { name });
    expect(group).toBeInTheDocument();
    expect(button('LG')).toHaveAttribute('aria-pressed', 'true');
    expect(button('MM')).toHaveAccessibleDescription('Каталог Medimost');
    await userEvent.click(button('MM'));
    expect(onChange).toHaveBeenLastCalledWith('MM');
    await userEvent.click(button('Все'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(button('Все')).toHaveAttribute('aria-pressed', 'true');
    // A click on the chosen button keeps it.
    await userEvent.click(button('Все'));
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
