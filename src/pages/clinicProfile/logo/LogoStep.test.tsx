import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../../../dataProvider/fakeFetch';
import type { LogoAnswer } from '../../../../resources/clinicPictures/mediaModel';
import { renderStep } from '../../../testing/renderStep';
import LogoStep from './LogoStep';

const HASH = '11111111-2222-3333-4444-555555555555';
const own = { hash: 'l1', fileType: 'png', url: '/images/logo/l1.png' };
const catalogue = { hash: 'm1', fileType: 'jpg', url: '/images/logo/m1.jpg' };

function setup(answer: LogoAnswer) {
  const browser = fakeBrowser('token');
  browser.answer(`GET /api/admin/cliniclogo/${HASH}`, 200, answer);
  const step = renderStep(LogoStep, browser, { hash: HASH });
  return { ...step, user: userEvent.setup({ applyAccept: false }) };
}

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
    const mine = await screen.findByTestId('own-logo');
    expect(within(mine).getByRole('img')).toHaveAttribute('src', '/images/logo/l1.png');
    expect(within(screen.getByTestId('catalogue-logo')).getByRole('img')).toHaveAttribute('src', '/images/logo/m1.jpg');
    expect(copyButton()).not.toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Заменить логотип' })).toBeInTheDocument();
  });

  it('copies the catalogue logo with its button (POST transferlogo without a body) and shows the answered logo', async () => {
    const step = setup({ lLogo: null, mLogo: catalogue });
    expect(await screen.findByText('Логотип не загружен')).toBeInTheDocument();
    step.browser.answer('POST /api/admin/transferlogo/11111111-2222-3333-4444-555555555555', 200, {
      lLogo: { hash: 'c2', fileType: 'jpg', url: '/images/logo/c2.jpg' },
      mLogo: catalogue,
    });
    const copy = copyButton();
    // Its words are its name (the original showed "<<" only; issue 26 point 3).
    expect(copy).toHaveTextContent('Скопировать логотип из каталога');
    await step.user.click(copy as HTMLElement);
    await waitFor(() => expect(within(screen.getByTestId('own-logo')).getByRole('img')).toHaveAttribute('src', '/images/logo/c2.jpg'));
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
    const step = setup({ lLogo: own, mLogo: catalogue });
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
    await screen.findByTestId('own-logo');
    await step.user.upload(
      screen.getByTestId('logo-file'),
      new File(['<?php echo 1;'.repeat(200)], 'logo.php', { type: 'application/x-php' }),
    );
    expect(await screen.findByText('Неверный формат или размер файла')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(step.xhr.sent).toHaveLength(0);
  });

  it('opens the crop step for an image, counts as edited meanwhile, and Cancel drops the file without sending it', async () => {
    const step = setup({ lLogo: null, mLogo: null });
    await screen.findByTestId('own-logo');
    const input = screen.getByTestId('logo-file') as HTMLInputElement;
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
