// The caption (alt) modal of a picture, the pictures declaration's own form (resources/clinicPictures),
// as the wizard hosts it: the body schema's check, the server's field errors, the save with the
// clinic's hash that tells the frame, and the guard of a changed caption. (Before: PictureAltDialog.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { renderHostedStep } from '../../src/testing/renderHostedStep';

const HASH = '11111111-2222-3333-4444-555555555555';
const image = (RU: string, EN: string) => ({
  id: 5,
  hash: 'p5',
  fileType: 'jpg',
  mainImg: true,
  visible: true,
  alt: { RU, EN },
  origId: null,
  width: 800,
  height: 600,
  size: 90_000,
  created: 0,
  url: '/images/picture/p5.jpg',
  thumb: '/images/picture/thumb/p5.jpg',
});

async function openAlt() {
  const browser = fakeBrowser('token');
  browser.answer(`GET /api/admin/pictures/${HASH}`, 200, { images: [image('Холл', 'Hall')] });
  const step = renderHostedStep('clinicPictures', browser, { hash: HASH });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Изменить подпись к фотографии 1' }));
  const dialog = await screen.findByRole('dialog', { name: 'Подпись к фотографии (alt)' });
  const ru = within(dialog).getByRole('textbox', { name: 'Подпись на русском' });
  const en = within(dialog).getByRole('textbox', { name: 'Подпись на английском' });
  const save = () => user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
  return { step, user, dialog, ru, en, save };
}

const altCalls = (step: ReturnType<typeof renderHostedStep>) => step.browser.requests.filter((r) => r.url === '/api/admin/image/alt');

afterEach(() => vi.unstubAllGlobals());

describe('the picture caption modal', () => {
  it('refuses a caption over 256 characters in the browser: the message under the field, the form error alert, nothing sent', async () => {
    const { step, user, ru, save } = await openAlt();
    expect(ru).toHaveValue('Холл');
    await user.clear(ru);
    await user.click(ru);
    await user.paste('я'.repeat(257));
    await save();
    expect(await screen.findByText('Максимальная длина — 256')).toBeInTheDocument();
    expect(ru).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Форма заполнена с ошибками')).toBeInTheDocument();
    expect(altCalls(step)).toHaveLength(0);
    expect(step.frame.saved).toBe(0);
  });

  it('puts the server’s field errors under the fields with the form error alert, and a success closes the modal', async () => {
    const { step, user, dialog, en, save } = await openAlt();
    step.browser.answer('POST /api/admin/image/alt', 400, { error: { EN: ['Недопустимое значение'] } });
    step.browser.answer('POST /api/admin/image/alt', 200, { images: [image('Холл', 'Lobby')] });
    await user.clear(en);
    await user.type(en, 'Lobby');
    await save();
    expect(await within(dialog).findByText('Недопустимое значение')).toBeInTheDocument();
    expect(await screen.findByText('Форма заполнена с ошибками')).toBeInTheDocument();
    expect(altCalls(step)[0].body).toEqual({ id: '5', RU: 'Холл', EN: 'Lobby', hash: HASH });
    expect(step.frame.saved).toBe(0);

    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(altCalls(step)).toHaveLength(2);
    expect(step.frame.saved).toBe(1);
    await waitFor(() => expect(step.frame.dirty).toBe(false));
  });

  // The modal guards its own edits (issue 25: every dialog that holds typed text asks): closing it
  // asks, and the question's "save" saves the caption. Before, it handed its save to the wizard's
  // frame, which asked only when the step was left, and Cancel dropped the text.
  it('asks before a changed caption is dropped, and the question’s "save" saves it', async () => {
    const { step, user, dialog, en } = await openAlt();
    step.browser.answer('POST /api/admin/image/alt', 200, { images: [image('Холл', 'Hall 2')] });
    await user.type(en, ' 2');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    const ask = await screen.findByRole('dialog', { name: 'Изменения не сохранены' });
    expect(altCalls(step)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(altCalls(step)[0].body).toMatchObject({ EN: 'Hall 2' });
    expect(step.frame.saved).toBe(1);
  });
});
