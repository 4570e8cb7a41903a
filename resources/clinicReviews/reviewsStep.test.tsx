// The patient reviews step as the wizard hosts it (renderHostedStep), against the scripted wire: the
// reviews of RU and LG first, an imported one opened read-only (its note, its fields disabled,
// Close only), and an edit saved by its reviewId at the clinic's path with the loaded version,
// the wizard told of it; a review hidden by its box and one deleted after the confirmation by the
// clinic's hash, an imported one never offered the delete, its catalogue switch shown disabled.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { renderHostedStep } from '../../src/testing/renderHostedStep';

const hash = 'c1';
const base = {
  country: 'KZ',
  rating: 5,
  publishedDT: '2025-04-02',
  curedDT: null,
  youtube: '',
  review: '<p>Хорошая клиника: внимательные врачи, вежливый персонал, всё объяснили и помогли.</p>',
  categories: [],
  specialties: [],
  doctors: [],
  allCategories: true,
  avatar: null,
  visible: true,
  published: true,
  deleted: false,
  updated: 1700,
};
const reviews = [
  { ...base, id: 1, name: 'Анна', locals: 'RU', source: 'LG', origId: null },
  { ...base, id: 2, name: 'Борис', locals: 'EN', source: 'LG', origId: null },
  { ...base, id: 3, name: 'Вера', locals: 'RU', source: 'MM', origId: 77 },
];

function renderStep() {
  const browser = fakeBrowser('token');
  browser.answer(`GET /api/admin/reviews/${hash}`, 200, reviews);
  browser.answer('GET /api/admin/activespecialties', 200, []);
  browser.answer(`GET /api/admin/doctors/${hash}`, 200, { doctors: [], clinicDoctors: [] });
  return renderHostedStep('clinicReviews', browser, { hash });
}

describe('the patient reviews step', () => {
  it('shows the RU reviews written here, an imported one read-only, and saves an edit with its id and version', async () => {
    const user = userEvent.setup();
    const { browser, frame } = renderStep();
    await screen.findByText('Анна');
    expect(screen.queryByText('Борис')).toBeNull();
    expect(screen.queryByText('Вера')).toBeNull();

    await user.click(within(screen.getByRole('group', { name: 'Источник' })).getByRole('button', { name: 'Все' }));
    await user.click(await screen.findByRole('button', { name: 'Посмотреть отзыв: Вера' }));
    const view = await screen.findByRole('dialog', { name: 'Отзыв из каталога' });
    expect(within(view).getByText(/доступен только для просмотра/)).toBeInTheDocument();
    expect(within(view).getByLabelText('Имя автора')).toBeDisabled();
    expect(within(view).queryByRole('button', { name: 'Сохранить' })).toBeNull();
    await user.click(within(view).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Изменить отзыв: Анна' }));
    const edit = await screen.findByRole('dialog', { name: 'Редактирование отзыва' });
    const name = within(edit).getByLabelText('Имя автора');
    await user.clear(name);
    await user.type(name, 'Анна К.');
    await user.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(frame.saved).toBe(1));
    const save = browser.requests.find((request) => request.method === 'POST');
    expect(save?.url).toBe(`/api/admin/review/${hash}`);
    expect(save?.body).toMatchObject({ reviewId: '1', name: 'Анна К.', allCategories: 'true', curedDT: '' });
    expect(save?.headers['If-Match']).toBe('"1700"');
  });

  it('hides a review by its box and deletes one written here after the confirmation; an imported one only shows its switch', async () => {
    const user = userEvent.setup();
    const { browser, frame } = renderStep();
    browser.answer(`POST /api/admin/togglereview/${hash}`, 200, {});
    browser.answer('POST /api/admin/review/delete', 200, {});
    await user.click(within(await screen.findByRole('group', { name: 'Источник' })).getByRole('button', { name: 'Все' }));
    await screen.findByText('Вера');
    expect(screen.queryByRole('button', { name: /^Удалить отзыв: Вера/ })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Опубликован в каталоге' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'На сайте: Анна' }));
    await waitFor(() => expect(frame.saved).toBe(1));
    const toggle = browser.requests.find((request) => request.url === `/api/admin/togglereview/${hash}`);
    expect(toggle?.body).toMatchObject({ reviewId: '1', visible: 'false' });

    await user.click(screen.getByRole('button', { name: 'Удалить отзыв: Анна' }));
    const ask = await screen.findByRole('dialog', { name: 'Удалить отзыв?' });
    await user.click(within(ask).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(frame.saved).toBe(2));
    expect(browser.requests.find((request) => request.url === '/api/admin/review/delete')?.body).toEqual({ hash, id: 1 });
  });

  it('names a review’s picked directions and specialties by the active catalogue, in the edit language', async () => {
    const browser = fakeBrowser('token');
    const picked = { ...reviews[0], allCategories: false, categories: [5], specialties: [7, 9] };
    browser.answer(`GET /api/admin/reviews/${hash}`, 200, [picked]);
    const names = (RU: string, EN: string) => ({ RU, EN });
    const specialty = { id: 7, name: names('Аритмия', 'Arrhythmia'), important: false };
    browser.answer('GET /api/admin/activespecialties', 200, [
      { id: 5, name: names('Кардиология', 'Cardiology'), medical: true, specialtySet: [specialty] },
    ]);
    browser.answer(`GET /api/admin/doctors/${hash}`, 200, { doctors: [], clinicDoctors: [] });
    renderHostedStep('clinicReviews', browser, { hash });
    expect(await screen.findByText('Направления: Кардиология, Аритмия, #9')).toBeInTheDocument();
  });
});
