import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './FilterSelect';

const choices = [
  { id: 3, name: 'Боткин' },
  { id: 17, name: 'Сердце' },
];

function Filter({ onChange, initial = '' }: { onChange: (value: string) => void; initial?: string }) {
  const [value, setValue] = useState(initial);
  const change = (next: string) => {
    setValue(next);
    onChange(next);
  };
  return <FilterSelect label="Клиники" value={value} choices={choices} emptyLabel="Все клиники" multiple onChange={change} />;
}

describe('FilterSelect of several values', () => {
  it('says "all" while nothing is chosen, and answers the chosen ids joined by commas', async () => {
    const onChange = vi.fn();
    render(<Filter onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Клиники' });
    expect(select.textContent).toBe('Все клиники');
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Боткин' }));
    await userEvent.click(screen.getByRole('option', { name: 'Сердце' }));
    expect(onChange).toHaveBeenLastCalledWith('3,17');
    expect(select.textContent).toBe('Боткин, Сердце');
    await userEvent.click(screen.getByRole('option', { name: 'Боткин' }));
    expect(onChange).toHaveBeenLastCalledWith('17');
  });

  it('keeps a chosen id the choices do not hold yet', () => {
    render(<Filter onChange={vi.fn()} initial="99" />);
    expect(screen.getByRole('combobox', { name: 'Клиники' }).textContent).toBe('99');
  });
});
