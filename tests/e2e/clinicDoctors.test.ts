// The clinic doctors step in the browser against the demo catalogue, in RU and EN: visibility per
// language toggled from the table; in the edit modal, one refused and one good save of the Base and
// Description sections (refused on the field, with no call), the unsaved-edits question when
// switching section, the read-only Specialties, a photo copied from the catalogue and one cropped
// square within 640x640 before upload. One clinic that the other browser tests leave alone.
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallAnswer } from '../../common/calls';
import type { doctorCalls } from '../../resources/clinics/calls';
import { DEMO, enabled, launch, newPage, screenshot, signInAs } from './browser';
import { switchLanguage } from './gestures';

type DoctorsAnswer = CallAnswer<typeof doctorCalls.calls.listClinicDoctors>;

const api = async <T>(page: Page, path: string) => (await (await page.request.get(path)).json()) as T;

type Sent = { width: number; height: number };
/** Records the size of the image each upload carries (multipart files are not shown to the test). */
function spyOnUploads() {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (body) {
    const file = body instanceof FormData ? body.get('file') : null;
    if (file instanceof Blob) {
      void createImageBitmap(file).then(({ width, height }) => {
        const spied = window as unknown as { sent?: Sent[] };
        spied.sent = [...(spied.sent ?? []), { width, height }];
      });
    }
    return send.call(this, body);
  };
}

describe.runIf(enabled())('the clinic doctors step', () => {
  let browser: Awaited<ReturnType<typeof launch>>;
  let page: Page;
  let hash = '';
  let doctor: DoctorsAnswer['doctors'][number];
  const saves: Request[] = [];
  const doctors = () => api<DoctorsAnswer>(page, `/api/admin/doctors/${hash}`);

  beforeAll(async () => {
    browser = await launch();
    page = await newPage(browser);
    await page.addInitScript(spyOnUploads);
    page.on('request', (request) => {
      if (request.method() === 'POST' && /\/api\/admin\/doctor\//.test(request.url())) saves.push(request);
    });
    await signInAs(page, DEMO.ADMIN);
    // Far down the first page (the other steps' tests take the first clinics): a clinic with a
    // doctor whose catalogue photo it has not copied yet.
    const list = await api<{ clinics: { hash: string }[] }>(page, '/api/admin/clinicslist?page=0&size=15');
    for (const clinic of list.clinics.slice(9)) {
      const found = (await api<DoctorsAnswer>(page, `/api/admin/doctors/${clinic.hash}`)).doctors.find(
        (d) => d.avatarHash && !d.lavatarHash,
      );
      if (found) {
        [hash, doctor] = [clinic.hash, found];
        break;
      }
    }
    expect(hash).not.toBe('');
    await page.goto(`/admin/clinics/profile/${hash}/clinicdoctors`);
  });
  afterAll(() => browser?.close());

  const dialog = () => page.getByRole('dialog', { name: /^(Врач|Doctor): / });
  // The doctor's own photo: the image widget's group, named by its label.
  const ownPhoto = () => dialog().getByRole('group', { name: 'Своя фотография' });
  // The row holding the doctor's visibility boxes (the engine's table names its rows alike).
  const row = () => page.getByTestId('record-row').filter({ has: page.getByTestId(`langToggles-${doctor.id}`) });

  it('toggles a doctor’s visibility per language from the table', async () => {
    const en = row().getByRole('checkbox', { name: /^Показывать на сайте \(EN\)/ });
    await en.waitFor();
    const before = await en.isChecked();
    await en.click();
    await expect.poll(async () => (await doctors()).doctors.find((d) => d.id === doctor.id)?.ll10n.EN?.visible).toBe(!before);
    expect(
      await row()
        .getByRole('checkbox', { name: /^В штате клиники/ })
        .isDisabled(),
    ).toBe(true);
    await screenshot(page, 'doctors-ru');
  });

  it('refuses a bad base on its field without a call, saves a good one, and copies and crops a photo (RU)', async () => {
    await row()
      .getByRole('button', { name: /^Редактировать врача/ })
      .click();
    const name = dialog().getByRole('textbox', { name: 'ФИО' });
    await name.fill('Ив');
    saves.length = 0;
    await dialog().getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => dialog().getByText('Минимальная длина — 5').isVisible()).toBe(true);
    expect(saves).toHaveLength(0);
    await name.fill('Петрова Анна Сергеевна');
    await dialog().getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => dialog().getByRole('tab', { name: 'Основное · проверено' }).count()).toBe(1);
    expect(saves).toHaveLength(1);

    await dialog().getByRole('button', { name: 'Скопировать фото из каталога' }).click();
    await expect.poll(() => ownPhoto().locator('img').count()).toBe(1);
    const source = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 80, b: 60 } } })
      .jpeg()
      .toBuffer();
    await ownPhoto().locator('input[type=file]').setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: source });
    const crop = page.getByRole('dialog', { name: 'Кадрирование фотографии врача' });
    const save = crop.getByRole('button', { name: 'Сохранить' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await screenshot(page, 'doctor-crop-ru');
    await save.click();
    await expect.poll(() => crop.count()).toBe(0);
    // A square crop, within 640x640.
    await expect.poll(() => page.evaluate(() => (window as unknown as { sent?: Sent[] }).sent?.length)).toBe(1);
    const [sent] = await page.evaluate(() => (window as unknown as { sent: Sent[] }).sent);
    expect(sent.width).toBe(sent.height);
    expect(sent.width).toBeLessThanOrEqual(640);
    const stored = (await doctors()).doctors.find((d) => d.id === doctor.id);
    await expect.poll(() => ownPhoto().locator('img').getAttribute('src')).toBe(`/images/doctor/${stored?.lavatarHash}.jpg`);
    await screenshot(page, 'doctor-base-ru');
  });

  it('asks before leaving unsaved edits, shows the specialties, and refuses then saves a description (RU)', async () => {
    await dialog().getByRole('textbox', { name: 'Ключевые слова' }).fill('кардиолог');
    await dialog()
      .getByRole('tab', { name: /^Специальности/ })
      .click();
    const unsaved = page.getByRole('dialog', { name: 'Изменения не сохранены' });
    await unsaved.getByRole('button', { name: 'Не сохранять' }).click();
    await dialog().getByText('Специальности врача приходят из каталога', { exact: false }).waitFor();
    await dialog()
      .getByRole('tab', { name: /^Описание/ })
      .click();
    const editor = dialog().locator('[contenteditable="true"]');
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Коротко');
    saves.length = 0;
    await dialog().getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => dialog().getByText('Минимальная длина — 15').isVisible()).toBe(true);
    expect(saves).toHaveLength(0);
    await dialog().locator('[contenteditable="true"]').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' о враче: принимает взрослых');
    await dialog().getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => dialog().getByRole('tab', { name: 'Описание · проверено' }).count()).toBe(1);
    await dialog().getByRole('button', { name: 'Закрыть' }).click();
    await dialog().waitFor({ state: 'detached' });
  });

  it('edits the English texts in the English interface', async () => {
    await switchLanguage(page, 'en');
    await row()
      .getByRole('button', { name: /^Edit doctor/ })
      .click();
    await dialog().getByRole('group', { name: 'Edit language' }).getByRole('button', { name: 'EN' }).click();
    const specialty = dialog().getByRole('textbox', { name: 'Specialty' });
    await specialty.fill('Card');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog().getByText('Min length is 5').isVisible()).toBe(true);
    await specialty.fill('Cardiology');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog().getByRole('tab', { name: 'Base · reviewed' }).count()).toBe(1);
    await dialog()
      .getByRole('tab', { name: /^Description/ })
      .click();
    await dialog().locator('[contenteditable="true"]').click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Short');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog().getByText('Min length is 15').isVisible()).toBe(true);
    await dialog().locator('[contenteditable="true"]').click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' note: sees adult patients');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog().getByRole('tab', { name: 'Description · reviewed' }).count()).toBe(1);
    await screenshot(page, 'doctor-description-en');
    const stored = (await doctors()).doctors.find((d) => d.id === doctor.id);
    expect(stored?.ll10n.EN?.specialty).toBe('Cardiology');
    await dialog().getByRole('button', { name: 'Close' }).click();
    await screenshot(page, 'doctors-en');
    await switchLanguage(page, 'ru');
  });
});
