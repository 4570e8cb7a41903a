// A form whose rich-text editor is still loading shows its other inputs at once, in their places,
// and keeps the editor's room: nothing below it jumps when the editor arrives (issue 23).
import { render, screen } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../i18nProvider';
import { SchemaInputs } from './SchemaInputs';

const schema = { properties: { title: { type: 'string', text: { max: 64 } }, body: { type: 'string' } } };
const sections = [{ fields: [{ source: 'title' }, { source: 'body', widget: 'richtext' as const }, { source: 'after' }] }];

describe('the inputs of a schema form', () => {
  it('shows the other inputs while the rich-text editor loads, and then the editor', async () => {
    render(
      <AdminContext i18nProvider={createI18nProvider('ru')}>
        <Form record={{ title: 'Заголовок', body: '<p>Текст</p>', after: 'Ниже' }}>
          <SchemaInputs schema={schema} name="articles" sections={sections} />
        </Form>
      </AdminContext>,
    );
    // The editor's code has not arrived yet: the inputs before and after it are there already.
    expect(screen.getByDisplayValue('Заголовок')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Ниже')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText('Текст', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
