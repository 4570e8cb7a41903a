import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18nProvider';
import { SearchAutocomplete } from './SearchAutocomplete';
import type { SearchItem } from './searchRules';

const LONG = `Федеральный научно-клинический центр специализированных видов медицинской помощи и медицинских технологий`;

function setup(search: (query: string) => Promise<SearchItem[]>) {
  const onChoose = vi.fn();
  const onText = vi.fn();
  render(
    <AdminContext i18nProvider={createI18nProvider('ru')}>
      <SearchAutocomplete label="Клиника" search={search} onChoose={onChoose} onText={onText} />
    </AdminContext>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { user, onChoose, onText, input: screen.getByRole('combobox', { name: 'Клиника' }) };
}

const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

describe('the search autocomplete', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library lets each user event settle with a setTimeout(0) that it advances itself only
    // under Jest's fake timers, which it recognises by a global `jest`.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('asks 700 ms after the last keystroke, and only for 3 characters or a positive number', async () => {
    const search = vi.fn(async () => [] as SearchItem[]);
    const { user, input } = setup(search);
    await user.type(input, 'Зд');
    await wait(2000);
    expect(search).not.toHaveBeenCalled();
    await user.type(input, 'о');
    await wait(699);
    expect(search).not.toHaveBeenCalled();
    await user.type(input, 'р');
    await wait(699);
    expect(search).not.toHaveBeenCalled();
    await wait(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('Здор');
    await user.clear(input);
    await user.type(input, '0');
    await wait(1000);
    expect(search).toHaveBeenCalledTimes(1);
    await user.clear(input);
    await user.type(input, '7');
    await wait(700);
    expect(search).toHaveBeenLastCalledWith('7');
  });

  it("shows 'load' while the call runs, then 'empty' when nothing was found", async () => {
    let answer: (items: SearchItem[]) => void = () => {};
    const { user, input } = setup(() => new Promise((resolve) => (answer = resolve)));
    await user.type(input, 'Мед');
    expect(await screen.findByText('Загружаем результаты…')).toBeInTheDocument();
    await wait(700);
    expect(screen.getByText('Загружаем результаты…')).toBeInTheDocument();
    await act(async () => answer([]));
    expect(screen.getByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('cuts results at 80 characters and hands over the chosen one', async () => {
    const { user, input, onChoose } = setup(async () => [
      { id: 3, str: LONG },
      { id: 4, str: 'Клиника «Здоровье»' },
    ]);
    await user.type(input, 'кли');
    await wait(700);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([`${LONG.slice(0, 80)}…#3`, 'Клиника «Здоровье»#4']);
    await user.click(options[1]);
    expect(onChoose).toHaveBeenCalledWith({ id: 4, str: 'Клиника «Здоровье»' });
    expect(input).toHaveValue('Клиника «Здоровье»');
  });

  it('submits typed text with Enter', async () => {
    const { user, input, onText } = setup(async () => []);
    await user.type(input, 'Мать{Enter}');
    expect(onText).toHaveBeenCalledWith('Мать');
  });
});
