// The rich-text widget's toolbar as a user meets it: every control named in the user's language,
// only the allow-list's heading levels, and the address buttons refusing what the server would drop.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Editor } from '@tiptap/core';
import { AdminContext, Form, Notification } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../../common/lang';
import { fakeBrowser } from '../../../dataProvider/fakeFetch';
import { en } from '../../../i18n/en';
import { ru } from '../../../i18n/ru';
import { createI18nProvider } from '../../i18nProvider';
import { createServices } from '../../services';
import RichTextWidget from './RichTextEditor';

function Value() {
  return <output data-testid="value">{String(useWatch({ name: 'text' }) ?? '')}</output>;
}

async function renderEditor(lang: Lang, text = '<p>Текст</p>') {
  render(
    <AdminContext i18nProvider={createI18nProvider(lang)}>
      <Form record={{ text }}>
        <RichTextWidget field={{ source: 'text', widget: 'richtext' }} label="Описание" property={{}} />
        <Value />
      </Form>
      <Notification />
    </AdminContext>,
  );
  const select = await screen.findByRole('combobox', { name: (lang === 'ru' ? ru : en).ra.tiptap.select_level });
  return { select, toolbar: select.closest('.RaRichTextInputToolbar-root') as HTMLElement };
}

const value = () => screen.getByTestId('value').textContent ?? '';

// jsdom has no layout: ProseMirror measures the selection to scroll it into view.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Element.prototype.getClientRects ??= noRects;
document.elementFromPoint ??= () => null;

afterEach(() => vi.restoreAllMocks());

describe('RichTextWidget', () => {
  it.each([
    ['ru', ru],
    ['en', en],
  ] as const)('names every toolbar control in %s', async (lang, catalog) => {
    const { toolbar } = await renderEditor(lang);
    const t = catalog.ra.tiptap;
    const expected = [t.bold, t.italic, t.underline, t.strike, t.code, t.color, t.highlight, t.align_left, t.align_center];
    expected.push(
      t.align_right,
      t.align_justify,
      t.list_bulleted,
      t.list_numbered,
      t.link,
      t.image,
      catalog.app.mediaLibrary.richText.insert,
      t.video,
    );
    expected.push(t.blockquote, t.clear_format);
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual(expected);
  });

  it('offers the allow-list’s heading levels and writes the chosen one', async () => {
    const user = userEvent.setup();
    const { select } = await renderEditor('ru');
    await user.click(select);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Обычный текст', 'Заголовок 2', 'Заголовок 3', 'Заголовок 4']);
    await user.click(options[2]);
    await waitFor(() => expect(value()).toMatch(/^<h3>Текст<\/h3>/));
  });

  it('colours the selection from a named swatch', async () => {
    const user = userEvent.setup();
    const { toolbar } = await renderEditor('ru');
    (document.querySelector('.ProseMirror') as unknown as { editor: Editor }).editor.commands.selectAll();
    await user.click(within(toolbar).getByRole('button', { name: 'Цвет текста' }));
    expect(within(screen.getByRole('group', { name: 'Цвет текста' })).getAllByRole('button')).toHaveLength(35);
    await user.click(screen.getByRole('button', { name: 'Красный, оттенок 700' }));
    await waitFor(() => expect(value()).toContain('<span style="color: rgb(211, 47, 47);">Текст</span>'));
  });

  it('embeds a YouTube link as its player and refuses other video links', async () => {
    const user = userEvent.setup();
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('https://vimeo.com/123');
    const { toolbar } = await renderEditor('ru');
    await user.click(within(toolbar).getByRole('button', { name: 'Видео YouTube' }));
    expect(prompt).toHaveBeenCalledWith('Ссылка на видео YouTube', '');
    expect(await screen.findByText('Допускаются только корректные ссылки на YouTube')).toBeInTheDocument();
    expect(value()).not.toContain('iframe');

    prompt.mockReturnValue('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await user.click(within(toolbar).getByRole('button', { name: 'Видео YouTube' }));
    await waitFor(() => expect(value()).toContain('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="YouTube"'));
  });

  it('refuses an image address the server would drop, and asks for a description', async () => {
    const user = userEvent.setup();
    const prompt = vi.spyOn(window, 'prompt').mockReturnValue('javascript:alert(1)');
    const { toolbar } = await renderEditor('en');
    await user.click(within(toolbar).getByRole('button', { name: 'Image' }));
    expect(await screen.findByText(en.ra.tiptap.image_refused)).toBeInTheDocument();

    prompt.mockReturnValueOnce('/images/mediafile/thumb/0b8e2c9a-4f61-4d2e-9a57-3c1d2e4f5a6b.webp').mockReturnValueOnce('Clinic entrance');
    await user.click(within(toolbar).getByRole('button', { name: 'Image' }));
    await waitFor(() =>
      expect(value()).toContain('<img src="/images/mediafile/thumb/0b8e2c9a-4f61-4d2e-9a57-3c1d2e4f5a6b.webp" alt="Clinic entrance">'),
    );
  });
});

describe('RichTextWidget with pasted images', () => {
  it('sends a pasted image file to the media library and inserts it by the answered location', async () => {
    const location = '/images/mediafile/0b8e2c9a-4f61-4d2e-9a57-3c1d2e4f5a6b.png';
    const browser = fakeBrowser('token');
    browser.answer('POST /images/mediafile', 200, { location });
    const services = createServices({ ...browser.env, currentPath: () => '/admin/articles', navigate: () => undefined });
    render(
      <AdminContext i18nProvider={createI18nProvider('ru')} dataProvider={services.dataProvider} queryClient={services.queryClient}>
        <Form record={{ text: '<p>Текст</p>' }}>
          <RichTextWidget field={{ source: 'text', widget: 'richtext' }} label="Описание" property={{}} />
          <Value />
        </Form>
      </AdminContext>,
    );
    await screen.findByRole('combobox', { name: ru.ra.tiptap.select_level });
    const file = new File([new Uint8Array(2048)], 'screenshot.png', { type: 'image/png' });
    const paste = Object.assign(new Event('paste', { bubbles: true, cancelable: true }), {
      clipboardData: { files: [file], getData: () => '', types: ['Files'] },
    });
    (document.querySelector('.ProseMirror') as HTMLElement).dispatchEvent(paste);
    await waitFor(() => expect(value()).toContain(`<img src="${location}">`));
    const [sent] = browser.requests;
    expect(sent).toMatchObject({
      method: 'POST',
      url: '/images/mediafile',
      headers: { 'Content-Type': 'application/json' },
      body: { fileName: 'screenshot.png', base64: expect.stringMatching(/^data:image\/png;base64,/) },
    });
  });
});
