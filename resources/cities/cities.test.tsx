import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { citiesBrowser } from '../../src/testing/citiesBrowser';
import { renderApp } from '../../src/testing/renderApp';

describe('/admin/cities', () => {
  it('shows cards sorted by the Russian name, with region and hub names', async () => {
    renderApp('/admin/cities', citiesBrowser());
    const cards = await screen.findAllByTestId('record-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Казань', 'Тверь']);
    expect(within(cards[0]).getByText('Республика Татарстан')).toBeInTheDocument();
    expect(await within(cards[0]).findByText('Поволжье')).toBeInTheDocument();
    expect(within(cards[0]).getByRole('checkbox', { name: 'Приоритет' })).toBeChecked();
  });

  it('toggles the priority through /api/admin/citypriority', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/cities', citiesBrowser());
    const cards = await screen.findAllByTestId('record-card');
    await user.click(within(cards[1]).getByRole('checkbox', { name: 'Приоритет' }));
    await waitFor(() => expect(app.sent()).toContain('POST /api/admin/citypriority'));
    const call = app.browser.requests.find((request) => request.url === '/api/admin/citypriority');
    expect(call?.body).toEqual({ cityId: '1', priority: '1' });
  });

  it.each([
    ['the server’s reason when it gives one', { message: 'Город уже изменён' }, 'Город уже изменён'],
    ['that the change was not saved when it gives none', {}, 'Не удалось сохранить изменение'],
  ])('says, when a toggle is refused, %s', async (_case, answer, said) => {
    const user = userEvent.setup();
    const browser = citiesBrowser();
    browser.answer('POST /api/admin/citypriority', 409, answer);
    renderApp('/admin/cities', browser);
    const cards = await screen.findAllByTestId('record-card');
    await user.click(within(cards[1]).getByRole('checkbox', { name: 'Приоритет' }));
    expect(await screen.findByText(said)).toBeInTheDocument();
  });

  it('shows the min-length message under the field and sends nothing', async () => {
    const user = userEvent.setup();
    const app = renderApp('/admin/cities', citiesBrowser());
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Название (RU)'), 'Т');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const field = within(dialog).getByLabelText('Название (RU)').closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText('Минимальная длина — 2')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Выберите значение').length).toBeGreaterThan(0);
    expect(await screen.findByText('Форма заполнена с ошибками')).toBeInTheDocument();
    expect(app.sent()).not.toContain('POST /api/admin/city');
  });

  it('saves a valid city as multipart and shows the server field errors under the fields', async () => {
    const user = userEvent.setup();
    const browser = citiesBrowser();
    browser.answer('POST /api/admin/city', 400, { error: { slug: ['Этот адрес (slug) уже используется'] } });
    renderApp('/admin/cities', browser);
    const cards = await screen.findAllByTestId('record-card');
    await user.click(within(cards[1]).getByRole('button', { name: /Редактировать/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Название (RU)')).toHaveValue('Тверь');
    await user.clear(within(dialog).getByLabelText('URL (slug)'));
    await user.type(within(dialog).getByLabelText('URL (slug)'), 'kazan');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Этот адрес (slug) уже используется')).toBeInTheDocument();
    expect(await screen.findByText('Форма заполнена с ошибками')).toBeInTheDocument();
    const saved = browser.requests.find((request) => request.url === '/api/admin/city');
    expect(saved?.body).toEqual({
      id: '1',
      slug: 'kazan',
      nameRU: 'Тверь',
      nameEN: 'Tver',
      place: 'в городе Тверь',
      region: '69',
      hubId: '1',
    });
  });
});
