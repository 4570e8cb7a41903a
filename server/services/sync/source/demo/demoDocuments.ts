// The demo catalogue's document bytes (free files): a one-page PDF, a DOCX and an XLSX that open
// in their applications, and a text file, each naming its hash, so that catalogue documents
// download like uploaded ones. Other types have no demo bytes.
import { zipArchive } from './zipArchive';

const xml = (body: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`, 'utf8');
const TYPES = 'http://schemas.openxmlformats.org/package/2006/content-types';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const part = (name: string, body: string) => ({ name, data: xml(body) });
const rootRels = (target: string) =>
  part(
    '_rels/.rels',
    `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="${target}"/></Relationships>`,
  );

/** A PDF whose cross-reference table points at each object's real offset. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  const rows = offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function docx(text: string): Buffer {
  return zipArchive([
    part(
      '[Content_Types].xml',
      `<Types xmlns="${TYPES}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    ),
    rootRels('word/document.xml'),
    part(
      'word/document.xml',
      `<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  ]);
}

function xlsx(text: string): Buffer {
  const sheet = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  return zipArchive([
    part(
      '[Content_Types].xml',
      `<Types xmlns="${TYPES}"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${sheet}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${sheet}.worksheet+xml"/></Types>`,
    ),
    rootRels('xl/workbook.xml'),
    part(
      'xl/workbook.xml',
      `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="${OFFICE}"><sheets><sheet name="Demo" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    part(
      'xl/_rels/workbook.xml.rels',
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    part(
      'xl/worksheets/sheet1.xml',
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`,
    ),
  ]);
}

const MAKERS: Record<string, (text: string) => Buffer> = {
  pdf,
  docx,
  xlsx,
  txt: (text) => Buffer.from(`${text}\n`, 'utf8'),
};

/** The demo bytes of the catalogue document `hash` of `fileType`, or null for other types. */
export function demoDocument(hash: string, fileType: string): Buffer | null {
  return MAKERS[fileType]?.(`Demo catalogue document ${hash}`) ?? null;
}
