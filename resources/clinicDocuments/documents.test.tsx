// The documents step as the wizard hosts its declaration (resources/clinicDocuments): the rows with
// their type, download link and catalogue mark, the visibility switch sent with the clinic's hash,
// the delete offered for files uploaded here only and sent by the file's own hash after the
// confirmation, the preview of images only, and the engine's upload refusing a wrong file before
// sending; each change tells the frame.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from '../../dataProvider/fakeFetch';
import { renderHostedStep } from '../../src/testing/renderHostedStep';

const HASH = '11111111-2222-3333-4444-555555555555';
const LIST = `GET /api/admin/clinicfreefiles/${HASH}`;

const file = (id: number, name: string, fileType: string, origId: number | null = null) => ({
  id,
  hash: `f${id}`,
  name,
  size: 400_000,
  fileType,
  created: 1_790_000_000_000 + id,
  deleted: false,
  visible: true,
  origId,
  url: `/api/admin/freefile/f${id}.${fileType}`,
});

const files = [file(3, 'Прайс.pdf', 'pdf'), file(2, 'Холл.png', 'png'), file(1, 'Лицензия.pdf', 'pdf', 77)];

function setup() {
  const browser = fakeBrowser('token');
  browser.answer(LIST, 200, { files });
  const step = renderHostedStep('clinicDocuments', browser, { hash: HASH });
  return { ...step, user: userEvent.setup({ applyAccept: false }) };
}

const rows = () => screen.findAllByTestId('record-row');
const bodyOf = (step: ReturnType<typeof setup>, path: string) => step.browser.requests.find((r) => r.url === path)?.body;

afterEach(() => vi.unstubAllGlobals());

describe('the documents step', () => {
  it('lists the files with their count, sizes in kB of 1000, download links and the catalogue mark', async () => {
    setup();
    const [first, , catalogue] = await rows();
    expect(await screen.findByText('3 файла')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Прайс.pdf' })).toHaveAttribute('href', '/api/admin/freefile/f3.pdf');
    expect(within(first).getByText('400 кБ')).toBeInTheDocument();
    expect(within(catalogue).getByText('Из каталога')).toBeInTheDocument();
    expect(within(catalogue).queryByRole('button', { name: /^Удалить/ })).toBeNull();
    expect(within(first).getByRole('button', { name: 'Удалить документ Прайс.pdf' })).toBeInTheDocument();
    // Only images preview.
    expect(within(first).queryByRole('button', { name: /^Просмотреть/ })).toBeNull();
    expect(within((await rows())[1]).getByRole('button', { name: 'Просмотреть изображение Холл.png' })).toBeInTheDocument();
  });

  it('hides a file with the clinic’s hash and tells the frame', async () => {
    const step = setup();
    const [first] = await rows();
    step.browser.answer('POST /api/admin/togglefreefile', 200, { files });
    await step.user.click(within(first).getByRole('switch', { name: 'Показывать на сайте: Прайс.pdf' }));
    await waitFor(() => expect(step.frame.saved).toBe(1));
    expect(bodyOf(step, '/api/admin/togglefreefile')).toEqual({ hash: HASH, id: '3', visible: 'false' });
  });

  it('deletes a file by its own hash only after the confirmation, and tells the frame', async () => {
    const step = setup();
    const [first] = await rows();
    step.browser.answer('POST /api/admin/freefile/delete', 200, { files: files.slice(1) });
    await step.user.click(within(first).getByRole('button', { name: 'Удалить документ Прайс.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Удалить документ?' });
    expect(within(confirm).getByText(/Файл «Прайс.pdf» исчезнет/)).toBeInTheDocument();
    step.browser.replace(LIST, 200, { files: files.slice(1) });
    await step.user.click(within(confirm).getByRole('button', { name: /Удалить/ }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(bodyOf(step, '/api/admin/freefile/delete')).toEqual({ hash: 'f3' });
    expect(step.frame.saved).toBe(1);
  });

  it('refuses a wrong type or size in the upload modal without sending it, and uploads the rest with the clinic’s hash', async () => {
    const step = setup();
    await rows();
    await step.user.click(screen.getByRole('button', { name: 'Добавить документы' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавление документов' });
    step.browser.answer('POST /api/admin/freefile/upload', 200, { file: file(4, 'Памятка.docx', 'docx') });
    await step.user.upload(within(dialog).getByTestId('list-upload-files'), [
      new File([new Uint8Array(10)], 'setup.exe'),
      new File([], 'empty.pdf'),
      new File([new Uint8Array(10)], 'Памятка.docx'),
    ]);
    const items = await within(dialog).findAllByTestId('upload-item');
    // Each refusal names the file and its reason, in the words of every upload (issue 26 point 2).
    expect(within(items[0]).getByText(/^Файл «setup.exe» нельзя загрузить: тип EXE не подходит, можно PDF/)).toBeInTheDocument();
    expect(within(items[1]).getByText('Файл «empty.pdf» пустой')).toBeInTheDocument();
    await waitFor(() => expect(within(items[2]).getByText('Загружено')).toBeInTheDocument());
    expect(step.xhr.sent).toHaveLength(1);
    expect(step.xhr.sent[0].fields().hash).toBe(HASH);
    expect(step.frame.saved).toBe(1);
  });

  it('names the file in the server’s refusal, with the server’s reason, and offers no Retry', async () => {
    const step = setup();
    await rows();
    await step.user.click(screen.getByRole('button', { name: 'Добавить документы' }));
    const dialog = await screen.findByRole('dialog', { name: 'Добавление документов' });
    step.browser.answer('POST /api/admin/freefile/upload', 400, { error: { file: ['Содержимое файла не похоже на PDF'] } });
    await step.user.upload(within(dialog).getByTestId('list-upload-files'), [new File([new Uint8Array(10)], 'Прайс.pdf')]);
    expect(await within(dialog).findByText('Сервер не принял файл «Прайс.pdf»: Содержимое файла не похоже на PDF')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Повторить/ })).toBeNull();
    expect(step.xhr.sent).toHaveLength(1);
  });
});
