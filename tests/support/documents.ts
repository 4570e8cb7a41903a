// Small real files of every kind the documents step accepts, for the API and unit tests: the
// signatures a reader checks, and ZIP archives with the entry names that tell an Office package
// from a plain archive.
import { zipArchive } from '../../server/services/sync/source/demo/zipArchive';
import { images, photo } from './uploads';

const smallJpeg = () => photo(320, 240).jpeg().toBuffer();

/** A ZIP archive of `names`, each holding its own name as text. */
export const zipOf = (names: readonly string[]) => zipArchive(names.map((name) => ({ name, data: Buffer.from(name, 'utf8') })));

const padded = (head: Buffer, size = 2048) => Buffer.concat([head, Buffer.alloc(size - head.length, 0x20)]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** One file per accepted extension, by extension. */
export const documents: Record<string, () => Buffer | Promise<Buffer>> = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  doc: () => padded(OLE2),
  xls: () => padded(OLE2),
  docx: () => zipOf(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']),
  xlsx: () => zipOf(['[Content_Types].xml', '_rels/.rels', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml']),
  txt: () => Buffer.from('\ufeffЧасы работы: пн–пт 9:00–18:00\n', 'utf8'),
  zip: () => zipOf(['readme.txt', 'price/list.csv']),
  rar: () => padded(Buffer.from('Rar!\x1a\x07\x01\x00', 'latin1')),
  '7z': () => padded(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04])),
  jpg: smallJpeg,
  jpeg: smallJpeg,
  png: images.png,
  gif: images.gif,
  webp: images.webp,
};

/** The start of a Windows executable: "MZ", the DOS stub's header, NUL bytes. */
export const executable = () => Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00', 'latin1'), Buffer.alloc(1024)]);
