// Each named format of the text rule: values it must accept and values it must refuse.
import { describe, expect, it } from 'vitest';
import { type TextFormatName, textFormats } from './formats';
import { validateFields } from './validator';

const samples: Record<TextFormatName, { good: string[]; bad: string[] }> = {
  email: {
    good: ['name@domain.com', 'first.last+tag@mail.example.org', 'врач@клиника.рф', 'a@b.abcdefgh'],
    bad: [
      'name',
      'name@domain',
      'name@domain.c',
      'name@domain.abcdefghi',
      'na me@domain.com',
      '@domain.com',
      'name@.com',
      'name@domain.c0m',
    ],
  },
  phone: {
    good: ['+7 (495) 123-45-67', '8 800 555-35-35', '+1-202-555-0143', '+49 30 1234567', '12345'],
    bad: ['1234', 'phone', '+7 495 123 45 67 ext 5', '++7 495 1234567', '-7 495 1234567', '+7 495 123 45 67 89 01 23'],
  },
  link: {
    good: ['https://example.com/video/1', 'http://видео.рф/a?b=1', 'https://www.youtube.com/watch?v=abcdefghijk'],
    bad: ['example.com/video', 'ftp://example.com/a', 'javascript:alert(1)', 'https://', 'https://exa mple.com'],
  },
  website: {
    good: [
      'clinic.ru',
      'https://www.clinic.com',
      'http://clinic.com:8080/path/to?page=1#top',
      'клиника.рф',
      'https://xn--80aswg.xn--p1ai/',
    ],
    bad: ['clinic', 'https://', 'ftp://clinic.com', 'clinic .com', 'https://clinic.com/a b', 'javascript:alert(1)'],
  },
  video: {
    good: [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ?t=42',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    bad: [
      'https://vimeo.com/123456',
      'https://rutube.ru/video/abc/',
      'https://www.youtube.com/watch?v=short',
      'https://youtube.com.evil.com/watch?v=dQw4w9WgXcQ',
      'https://evil.com/youtube.com/watch?v=dQw4w9WgXcQ',
      'dQw4w9WgXcQ',
    ],
  },
  latitude: {
    good: ['55.7558', '-33.86785', '0.0', '90.00000000', '9.12345678'],
    bad: ['55', '55.', '55.123456789', '91.0', '90.1', '123.4', '55,75', 'abc'],
  },
  longitude: {
    good: ['37.6173', '-122.4194', '180.0', '7.1', '179.99999999'],
    bad: ['37', '180.1', '181.0', '1000.1', '37.123456789', '-', '37,61'],
  },
  rating: {
    good: ['0', '5', '4.5', '4.55', '0.01', '5.00'],
    bad: ['5.01', '6', '4.555', '-1', '4.', '.5', '05', 'x'],
  },
  price: {
    good: ['1', '999', '9999999'],
    bad: ['0', '01', '10000000', '1.5', '-5', '1 000'],
  },
  experience: {
    good: ['1', '9', '99'],
    bad: ['0', '100', '05', '1.5'],
  },
  year: {
    good: ['1945', '1999', '2000', '2024'],
    bad: ['1899', '2100', '99', '19999', 'year'],
  },
};

describe.each(Object.keys(samples) as TextFormatName[])('format %s', (format) => {
  const schema = { type: 'object', properties: { value: { type: 'string', text: { format } } } };
  const { key } = textFormats[format];

  it.each(samples[format].good)('accepts %s', (value) => {
    expect(validateFields(schema, { value })).toEqual({});
  });

  it.each(samples[format].bad)('refuses %s', (value) => {
    expect(validateFields(schema, { value }).value?.map((error) => error.key)).toEqual([key]);
  });
});
