// The logo step, a form-only declaration (index.ts) whose pictures save themselves through the
// engine's image widget: both logos with their alt texts, the copy of the catalogue's in words (the
// original's "<<"), the delete after a confirmation, the spec's upload rules and the crop step,
// which counts as an unsaved edit of the wizard's while it holds a file. Every change is shown as
// stored (the logos read again) and tells the wizard.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallAnswer } from '../../common/calls';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { renderHostedStep } from '../../src/testing/renderHostedStep';
import type { logoCalls } from '../clinics/calls';

const HASH = '11111111-2222-3333-4444-555555555555';
const own = { hash: 'l1', fileType: 'png', url: '/images/logo/l1.png' };
const catalogue = { hash: 'm1', fileType: 'jpg', url: '/images/logo/m1.jpg' };

/** lLogo: the clinic's own logo; mLogo: the main catalogue's (001 §3). */
type LogoAnswer = CallAnswer<typeof logoCalls.calls.clinicLogo>;

/** The step with the logos stored first and, after a change, `after`. */
function setup(answer: LogoAnswer, after?: LogoAnswer) {
  const browser = fakeBrowser('token');
  browser.answer(`GET /api/admin/cliniclogo/${HASH}`, 200, answer);
  if (after) browser.answer(`GET /api/admin/cliniclogo/${HASH}`, 200, after);
  const step = renderHostedStep('clinicLogo', browser, { hash: HASH });
  return { ...step, user: userEvent.setup({ applyAccept: false }) };
}

const ownLogo = () => screen.findByRole('group', { name: 'Логотип клиники' });
const catalogueLogo = () => screen.getByRole('group', { name: 'Логотип из каталога' });
const fileInput = async () => (await ownLogo()).querySelector('input[type="file"]') as HTMLInputElement;

const copyButton = () => screen.queryByRole('button', { name: 'Скопировать логотип из каталога' });

beforeEach(() => {
  // jsdom has no object URLs; the crop step only hands this one to the cropper's image.
  URL.createObjectURL = vi.fn(() => 'blob:logo');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('the logo step', () => {
  it('shows both logos; the copy button is offered only while the clinic has none of its own', async () => {
    setup({ lLogo: own, mLogo: catalogue });
    const mine = await ownLogo();
    expect(within(mine).getByRole('img', { name: 'Логотип' })).toHaveAttribute('src', '/images/logo/l1.png');
    expect(within(catalogueLogo()).getByRole('img', { name: 'Логотип из каталога' })).toHaveAttribute('src', '/images/logo/m1.jpg');
    // The catalogue's is shown only: nothing to upload there.
    expect(within(catalogueLogo()).queryByRole('button')).not.toBeInTheDocument();
    expect(copyButton()).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Заменить логотип' })).toBeInTheDocument();
  });

  it('copies the catalogue logo with its button (POST transferlogo without a body) and shows the answered logo', async () => {
    const copied = { lLogo: { hash: 'c2', fileType: 'jpg', url: '/images/logo/c2.jpg' }, mLogo: catalogue };
    const step = setup({ lLogo: null, mLogo: catalogue }, copied);
    expect(await screen.findByText('Логотип не загружен')).toBeInTheDocument();
    step.browser.answer('POST /api/admin/transferlogo/11111111-2222-3333-4444-555555555555', 200, copied);
    const copy = copyButton();
    // Its words are its name (the original showed "<<" only; issue 26 point 3).
    expect(copy).toHaveTextContent('Скопировать логотип из каталога');
    await step.user.click(copy as HTMLElement);
    await waitFor(async () => expect(within(await ownLogo()).getByRole('img')).toHaveAttribute('src', '/images/logo/c2.jpg'));
    expect(step.browser.requests.find((r) => r.url.startsWith('/api/admin/transferlogo/'))?.body).toBeUndefined();
    expect(copyButton()).not.toBeInTheDocument();
    expect(step.frame.saved).toBe(1);
  });

  it('offers no copy button without a catalogue logo', async () => {
    setup({ lLogo: null, mLogo: null });
    expect(await screen.findByText('В каталоге логотипа нет')).toBeInTheDocument();
    expect(copyButton()).not.toBeInTheDocument();
  });

  it('deletes the own logo after the confirmation, as JSON { hash }', async () => {
    const step = setup({ lLogo: own, mLogo: catalogue }, { lLogo: null, mLogo: catalogue });
    step.browser.answer('POST /api/admin/cliniclogo/delete', 200, { lLogo: null, mLogo: catalogue });
    await step.user.click(await screen.findByRole('button', { name: 'Удалить логотип' }));
    await step.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /Удалить/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Логотип не загружен')).toBeInTheDocument();
    const call = step.browser.requests.find((r) => r.url === '/api/admin/cliniclogo/delete');
    expect(call?.body).toEqual({ hash: HASH });
    expect(call?.headers['Content-Type']).toBe('application/json');
    expect(copyButton()).toBeInTheDocument();
    expect(step.frame.saved).toBe(1);
  });

  it('refuses a file of the wrong format with the error alert and no crop step', async () => {
    const step = setup({ lLogo: null, mLogo: null });
    await step.user.upload(await fileInput(), new File(['<?php echo 1;'.repeat(200)], 'logo.php', { type: 'application/x-php' }));
    // Every upload's words, naming the file and the types (issue 26 point 2).
    expect(
      await screen.findByText('Файл «logo.php» нельзя загрузить: тип PHP не подходит, можно GIF, JPG, JPEG, PNG, WEBP'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(step.xhr.sent).toHaveLength(0);
  });

  it('opens the crop step for an image, counts as edited meanwhile, and Cancel drops the file without sending it', async () => {
    const step = setup({ lLogo: null, mLogo: null });
    const input = await fileInput();
    await step.user.upload(input, new File([new Uint8Array(4096)], 'logo.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Кадрирование логотипа' });
    // Until the cropper has the image (never in jsdom) there is nothing to save.
    expect(within(dialog).getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    await waitFor(() => expect(step.frame.dirty).toBe(true));
    await step.user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(step.frame.dirty).toBe(false));
    expect(input.value).toBe('');
    expect(step.xhr.sent).toHaveLength(0);
  });
});
