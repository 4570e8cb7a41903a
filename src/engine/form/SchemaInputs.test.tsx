// A form whose rich-text editor is still loading shows its other inputs at once, in their places,
// and keeps the editor's room: nothing below it jumps when the editor arrives (issue 23).
import { render, screen } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../i18nProvider';

// The editor's code arrives when the test says so. Left to the module loader it had sometimes
// arrived already: the dom files share their modules, and another file had loaded the editor.
const editorCode = vi.hoisted(() => {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrive: () => arrive(), arrived };
});
vi.mock('../widgets/RichTextEditor', async (importOriginal) => {
  await editorCode.arrived;
  return importOriginal();
});

const schema = { properties: { title: { type: 'string', text: { max: 64 } }, body: { type: 'string' } } };
const sections = [{ fields: [{ source: 'title' }, { source: 'body', widget: 'richtext' as const }, { source: 'after' }] }];

describe('the inputs of a schema form', () => {
  it('shows the other inputs while the rich-text editor loads, and then the editor', async () => {
    // A fresh widget registry, whose lazy editor has not been asked for by any other file.
    vi.resetModules();
    const { SchemaInputs } = await import('./SchemaInputs');
    render(
      <AdminContext i18nProvider={createI18nProvider('ru')}>
        <Form record={{ title: 'Заголовок', body: '<p>Текст</p>', after: 'Ниже' }}>
          <SchemaInputs schema={schema} name="articles" sections={sections} />
        </Form>
      </AdminContext>,
    );
    expect(screen.getByDisplayValue('Заголовок')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Ниже')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    editorCode.arrive();
    expect(await screen.findByText('Текст', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
