// The type comes from the content alone: the four allowed signatures are recognised, everything
// else is refused whatever it claims to be.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageTypeOf, sniff } from './sniff';

const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('sniff', () => {
  it('recognises real JPEG, PNG, GIF and WebP files', async () => {
    const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a7' } });
    expect(sniff(await image.clone().jpeg().toBuffer())).toBe('jpg');
    expect(sniff(await image.clone().png().toBuffer())).toBe('png');
    expect(sniff(await image.clone().gif().toBuffer())).toBe('gif');
    expect(sniff(await image.clone().webp().toBuffer())).toBe('webp');
  });

  it('knows both GIF versions and WebP only inside RIFF', () => {
    expect(sniff(bytes('GIF87a\x01\x00\x01\x00\x00\x00'))).toBe('gif');
    expect(sniff(bytes('GIF89a\x01\x00\x01\x00\x00\x00'))).toBe('gif');
    expect(sniff(bytes('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('webp');
    expect(sniff(bytes('RIFF\x10\x00\x00\x00WAVEfmt '))).toBeNull();
    expect(sniff(bytes('GIF90a\x01\x00\x01\x00\x00\x00'))).toBeNull();
  });

  it.each([
    ['html', '<!DOCTYPE html><html><body>x</body></html>'],
    ['php', '<?php system($_GET["c"]); ?>'],
    ['svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ['xml', '<?xml version="1.0"?><svg/>'],
    ['js', 'alert(document.cookie);//'],
    ['pdf', '%PDF-1.7\n%âãÏÓ\n1 0 obj'],
    ['zip', 'PK\x03\x04\x14\x00\x00\x00\x08\x00'],
    ['bmp', 'BM\x36\x00\x00\x00\x00\x00\x00\x00\x36\x00'],
    ['empty', ''],
    ['a truncated JPEG signature', '\xff\xd8'],
    ['a truncated PNG signature', '\x89PNG\r\n'],
  ])('refuses %s', (_, content) => {
    expect(sniff(bytes(content))).toBeNull();
  });

  it('reads stored type names, jpeg as jpg, and nothing else', () => {
    expect(imageTypeOf('jpeg')).toBe('jpg');
    expect(imageTypeOf('webp')).toBe('webp');
    expect(imageTypeOf('svg')).toBeNull();
    expect(imageTypeOf('JPG')).toBeNull();
  });
});
