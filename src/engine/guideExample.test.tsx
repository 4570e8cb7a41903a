// The screen of the guide's example (docs/adding-a-resource.md, "Edit, delete and per-language
// fields"), its declaration and texts written where the guide puts them: the list shows each term
// by its name in the UI language under the field's label (not an i18n key); the form edits one
// language at a time, read from the list, and saves it with `locals` and the version it loaded;
// a delete sends the version shown, and a refusal (409) says why and reloads the list.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, Notification } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../common/lang';
import type { AnyScreen, ResourceDefinition } from '../../common/resource';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { createHttp } from '../../dataProvider/http';
import { en } from '../../i18n/en';
import { ru } from '../../i18n/ru';
import { type GuideExample, writeGuideExample } from '../../tests/support/guideExample';
import { plainDataProvider } from '../testing/declaredProvider';
import { SchemaList } from './list/SchemaList';

const STALE = { status: 409, error: 'Conflict', message: 'Запись уже изменил кто-то другой, пока вы её редактировали' };
const wireTerms = {
  terms: [
    {
      id: 1,
      slug: 'stenting',
      nameRU: 'Стентирование',
      nameEN: 'Stenting',
      definitionRU: 'Установка стента',
      definitionEN: null,
      updated: 7,
    },
    {
      id: 2,
      slug: 'angioplasty',
      nameRU: 'Ангиопластика',
      nameEN: null,
      definitionRU: 'Расширение сосуда',
      definitionEN: null,
      updated: 5,
    },
  ],
};

let example: GuideExample;
let terms: ResourceDefinition;
const texts: Partial<Record<Lang, object>> = {};
beforeAll(async () => {
  example = writeGuideExample();
  const { screens } = (await import(example.files['resources/terms/index.ts'])) as { screens: AnyScreen[] };
  terms = screens[0] as ResourceDefinition;
  for (const lang of ['ru', 'en'] as const) {
    texts[lang] = ((await import(`${example.root}/guide-texts/${lang}.ts`)) as { texts: object }).texts;
  }
});
afterAll(() => example.remove());

/** The app's catalog with the example's texts added under `resources`, as the guide says. */
const catalog = (lang: Lang) => {
  const base = lang === 'en' ? en : ru;
  return { ...base, resources: { ...base.resources, ...texts[lang] } };
};

function renderTerms(lang: Lang = 'ru') {
  const browser = fakeBrowser('token');
  browser.answer('GET /api/admin/terms', 200, wireTerms);
  const dataProvider = plainDataProvider(createHttp(browser.env), terms);
  const i18nProvider = polyglotI18nProvider(() => catalog(lang), lang, [], { allowMissing: true });
  render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <SchemaList definition={terms} />
      <Notification />
    </AdminContext>,
  );
  const calls = (method: string, url: string) => browser.requests.filter((request) => request.method === method && request.url === url);
  return { browser, calls };
}

const titles = async () => (await screen.findAllByRole('row')).slice(1).map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('the guide’s example screen', () => {
  it.each([
    ['ru', 'Термин', ['Ангиопластика', 'Стентирование']],
    // A term not yet named in English comes last, its title empty.
    ['en', 'Term', ['Stenting', '']],
  ] as const)('in %s, lists the names in the UI language under the label %s', async (lang, label, names) => {
    renderTerms(lang);
    await waitFor(async () => expect(await titles()).toEqual(names));
    expect(screen.getByRole('columnheader', { name: label })).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('resources.terms');
  });

  it('edits a term in English: loads that language from the list, saves it with locals and the loaded version', async () => {
    const user = userEvent.setup();
    const { browser, calls } = renderTerms();
    browser.answer('PUT /api/admin/term/2', 200, {});
    await user.click(await screen.findByRole('button', { name: 'Редактировать: Ангиопластика' }));
    const form = await screen.findByRole('dialog');
    expect(await within(form).findByDisplayValue('Расширение сосуда')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'EN' }));
    // The form is drawn anew with the English texts, none yet.
    await waitFor(() => expect(screen.getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true'));
    const english = screen.getByRole('dialog');
    expect(within(english).getByLabelText('Термин')).toHaveValue('');
    expect(within(english).getByLabelText('URL (slug)')).toHaveValue('angioplasty');
    await user.type(within(english).getByLabelText('Термин'), 'Angioplasty');
    await user.type(within(english).getByLabelText('Определение'), 'Widening a narrowed vessel');
    await user.click(within(english).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls('PUT', '/api/admin/term/2')).toHaveLength(1));
    const [save] = calls('PUT', '/api/admin/term/2');
    expect(save.body).toEqual({ slug: 'angioplasty', name: 'Angioplasty', definition: 'Widening a narrowed vessel', locals: 'EN' });
    expect(save.headers['If-Match']).toBe('"5"');
  });

  it('adds a term in the language chosen, keeping what was typed before the choice, without asking', async () => {
    const user = userEvent.setup();
    const { browser, calls } = renderTerms();
    browser.answer('POST /api/admin/term', 200, { id: 3 });
    await user.click(await screen.findByRole('button', { name: 'Добавить' }));
    const form = await screen.findByRole('dialog');
    await user.type(within(form).getByLabelText('URL (slug)'), 'stent');
    await user.type(within(form).getByLabelText('Термин'), 'Stent');
    await user.click(within(form).getByRole('button', { name: 'EN' }));
    expect(screen.queryByRole('dialog', { name: 'Изменения не сохранены' })).toBeNull();
    expect(within(form).getByLabelText('Термин')).toHaveValue('Stent');
    await user.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls('POST', '/api/admin/term')).toHaveLength(1));
    expect(calls('POST', '/api/admin/term')[0].body).toEqual({ slug: 'stent', name: 'Stent', locals: 'EN' });
  });

  it('deletes with the version shown; a refusal (someone changed the term) says so and reloads the list', async () => {
    const user = userEvent.setup();
    const { browser, calls } = renderTerms();
    browser.answer('DELETE /api/admin/term/1', 409, STALE);
    await user.click(await screen.findByRole('button', { name: 'Удалить: Стентирование' }));
    const confirm = await screen.findByRole('dialog');
    const listed = calls('GET', '/api/admin/terms').length;
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(STALE.message)).toBeInTheDocument();
    expect(calls('DELETE', '/api/admin/term/1')[0].headers['If-Match']).toBe('"7"');
    await waitFor(() => expect(calls('GET', '/api/admin/terms').length).toBeGreaterThan(listed));
  });
});
