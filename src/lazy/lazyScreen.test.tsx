import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../i18nProvider';
import { lazyScreen } from './lazyScreen';

const inAdmin = (node: React.ReactNode) => render(<AdminContext i18nProvider={createI18nProvider('ru')}>{node}</AdminContext>);

describe('lazy screens', () => {
  it('render the screen once its module has loaded', async () => {
    const Screen = lazyScreen(async () => ({ default: ({ word }: { word: string }) => <p>{word}</p> }));
    inAdmin(<Screen word="загружено" />);
    expect(await screen.findByText('загружено')).toBeInTheDocument();
  });

  it('show an error with a reload button when the module fails to load', async () => {
    const Screen = lazyScreen<object>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    inAdmin(<Screen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить экран');
    expect(screen.getByRole('button', { name: 'Обновить страницу' })).toBeInTheDocument();
  });

  it('show the time-out error when the module takes too long', async () => {
    const Screen = lazyScreen<object>(() => new Promise<never>(() => undefined), 50);
    inAdmin(<Screen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Экран не загрузился за 2 минуты');
  });
});
