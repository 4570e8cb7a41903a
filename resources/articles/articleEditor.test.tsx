// The article editor as the articles' record page (index.ts, articleForm.ts) rendered by the engine:
// a new article of the tab its address names, titled by it; a stored one read apart from the list's
// rows, titled by its number, with its preview; its save sends its type with the form's fields
// and the version it loaded.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { ADMIN_ROLES, renderApp } from '../../src/testing/renderApp';

const today = new Date().toISOString().slice(0, 10);
const article = {
  id: 8,
  typ: 'NEWS',
  locals: 'RU',
  rating: 5,
  name: 'Новости кардиологии за неделю',
  teaser: 'Коротко о главном для пациентов и их близких',
  text: '<p>Материал подготовлен редакцией вместе с врачами.</p>',
  textLong: '',
  slug: 'cardio-news',
  mediaId: 3,
  mediaAlt: 'Иллюстрация к новости кардиологии',
  mediaDescription: '',
  media: { id: 3, name: 'abc.jpg', url: '/images/mediafile/abc.jpg', thumb: '/images/mediafile/thumb/abc.jpg' },
  publishedDT: today,
  published: true,
  noText: false,
  allCategories: true,
  allHubs: true,
  categories: [],
  specialties: [],
  rubrics: [],
  hubs: [],
  htmlTitle: '',
  seoDescription: '',
  keywords: '',
  author: null,
  authorEditor: null,
  updated: 1700,
};

function editorBrowser() {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/roles', 200, ADMIN_ROLES);
  browser.answer('GET /api/admin/article/get', 200, { article });
  browser.answer('POST /api/admin/article/save', 200, { id: 8, updated: 1800 });
  return browser;
}

describe('/admin/articles/edit/{id}', () => {
  it('titles a new article by the tab its address names, with no preview before it is saved', async () => {
    renderApp('/admin/articles/edit/0?typ=WEBINAR', editorBrowser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Новая статья: Вебинары' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Предпросмотр' })).toBeNull();
  });

  it('takes a type that is no tab from its address: a news item (002 §2 "optional query typ")', async () => {
    renderApp('/admin/articles/edit/0?typ=NEWS', editorBrowser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Новая статья: Новости' })).toBeInTheDocument();
  });

  it('ignores a type the schema does not know, starting as the first tab’s', async () => {
    renderApp('/admin/articles/edit/0?typ=NOPE', editorBrowser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Новая статья: Статьи' })).toBeInTheDocument();
  });

  it('reads a stored article, titles it by its number and saves it with its type and version', async () => {
    const app = renderApp('/admin/articles/edit/8', editorBrowser());
    expect(await screen.findByRole('heading', { level: 1, name: 'Статья № 8' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Предпросмотр' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Новости кардиологии за неделю')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(app.browser.requests.some((request) => request.url === '/api/admin/article/save')).toBe(true));
    const save = app.browser.requests.find((request) => request.url === '/api/admin/article/save');
    expect(save?.headers['If-Match']).toBe('"1700"');
    expect(save?.body).toMatchObject({ id: '8', typ: 'NEWS', name: 'Новости кардиологии за неделю', published: 'true' });
    expect(save?.body).not.toHaveProperty('media');
    expect(save?.body).not.toHaveProperty('updated');
  });
});
