import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR } from '../../../dataProvider/upload';
import { fieldRefusal, judged, uploadFailure, WRONG_FORMAT_SIZE } from './uploadFailure';

describe('the message of a refused upload', () => {
  it('is the server’s field messages when it gives some', () => {
    const error = new HttpError('Bad Request', 400, { errors: { file: 'Не изображение', hash: 'Заполните поле' } });
    expect(uploadFailure(error)).toBe('Не изображение; Заполните поле');
  });
  it('is the server’s reason for a file over its limit (413), "Wrong format/size" when it gives none', () => {
    expect(uploadFailure(new HttpError('Файл больше 10 МБ', 413, { message: 'Файл больше 10 МБ' }))).toBe('Файл больше 10 МБ');
    expect(uploadFailure(new HttpError('', 413, null))).toBe(WRONG_FORMAT_SIZE);
  });
  it('is the server’s or the network’s message otherwise, else a generic one', () => {
    expect(uploadFailure(new HttpError('Сервер недоступен', 500, {}))).toBe('Сервер недоступен');
    expect(uploadFailure(new HttpError(NETWORK_ERROR, 0, null))).toBe(NETWORK_ERROR);
    expect(uploadFailure(new HttpError('', 502, null))).toBe('app.media.upload.noReason');
  });
});

describe('what a failed send says of the file', () => {
  it('is judged (no Retry) for a 4xx but a timeout or too many requests', () => {
    expect([400, 404, 413, 408, 429, 500, 0].map((status) => judged(new HttpError('', status, null)))).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
  it('is a refusal of a field only for a 400 that names fields', () => {
    expect(fieldRefusal(new HttpError('', 400, { errors: { file: 'Wrong format/size' } }))).toBe(true);
    expect(fieldRefusal(new HttpError('Нет клиники', 400, {}))).toBe(false);
    expect(fieldRefusal(new HttpError('', 413, { errors: { file: 'Файл больше 10 МБ' } }))).toBe(false);
  });
});
