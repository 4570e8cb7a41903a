// A form declared with `tabs` shows one section at a time under its tab; a save the browser's
// check refuses on a field of another tab shows that tab, with the field's message.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnySchemaObject } from 'ajv';
import { AdminContext, Form, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { schemaResolver } from '../../../schemas/resolver';
import { createI18nProvider, loadLanguage } from '../../i18nProvider';
import { SchemaInputs } from './SchemaInputs';

const schema = {
  type: 'object',
  properties: { name: { type: 'string', text: { notblank: true, max: 64 } }, slug: { type: 'string', text: { notblank: true, max: 64 } } },
};
const sections = [
  { title: 'app.articles.sections.main', fields: [{ source: 'name' }] },
  { title: 'app.articles.sections.seo', fields: [{ source: 'slug' }] },
];

describe('a form in tabs', () => {
  it('shows one section at a time, and the tab of a refused field', async () => {
    await loadLanguage('ru');
    const user = userEvent.setup();
    const translate = (key: string) => key;
    const onSubmit = vi.fn();
    render(
      <AdminContext i18nProvider={createI18nProvider('ru')}>
        <Form record={{ name: 'Статья', slug: '' }} resolver={schemaResolver(schema as AnySchemaObject, translate)} onSubmit={onSubmit}>
          <SchemaInputs schema={schema} name="articles" sections={sections} tabs />
          <SaveButton alwaysEnable />
        </Form>
      </AdminContext>,
    );
    const tabs = screen.getByRole('tablist');
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Основное', 'SEO']);
    expect(screen.getByRole('tab', { name: 'Основное' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: /Название/ })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /URL/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: /Сохранить/ }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'SEO' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByRole('textbox', { name: /URL/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    // Looking at another tab, and typing there, leaves the user there.
    await user.click(screen.getByRole('tab', { name: 'Основное' }));
    await user.type(screen.getByRole('textbox', { name: /Название/ }), ' о сердце');
    expect(screen.getByRole('tab', { name: 'Основное' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Основное' })).toBeVisible();
  });
});
