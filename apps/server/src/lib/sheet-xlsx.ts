import { Transform, finished, pipeline, type Readable } from 'node:stream';
import yazl from 'yazl';
import type { SheetCell } from './sheet-csv.js';

/**
 * A sheet (the progress report, the gradebook) as an Office Open XML workbook (.xlsx) of one sheet, written as the rows come:
 * the sheet's XML is a stream of rows with inline strings (no shared-string table to hold),
 * zipped on the fly (yazl), so memory stays flat whatever the class size and the zip
 * follows the reader's pace. Decision 014 says why not a spreadsheet library.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

const parts = (sheetName: string): Record<string, string> => ({
  '[Content_Types].xml':
    `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ` +
    `ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override ` +
    `PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override ` +
    `PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  '_rels/.rels': `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/workbook.xml':
    `<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}"><sheets><sheet name="${xmlText(sheetName).replaceAll('"', '&quot;')}" ` +
    `sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels':
    `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${DOC_RELS}/worksheet" ` +
    `Target="worksheets/sheet1.xml"/></Relationships>`,
});

/** Characters XML cannot hold: C0 controls but tab and line ends, U+FFFE/U+FFFF, lone surrogates. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as XML character data: markup escaped, characters XML cannot hold dropped. */
const xmlText = (text: string) =>
  text.replace(NOT_XML, '').replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Column letters of a zero-based index: 0 -> A, 26 -> AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function rowXml(cells: readonly SheetCell[], rowNumber: number): string {
  const xml = cells.map((value, index) => {
    const ref = `${columnName(index)}${rowNumber}`;
    if (value === null) return '';
    if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
    return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${xmlText(value)}</t></is></c>`;
  });
  return `<row r="${rowNumber}">${xml.join('')}</row>`;
}

/** The workbook's bytes, zipped as `rows` (arrays of cells) yields them; destroying it destroys `rows`. */
export function sheetXlsx(sheetName: string, header: readonly SheetCell[], rows: Readable): Readable {
  let rowNumber = 1;
  const sheet = new Transform({
    writableObjectMode: true,
    transform(row: SheetCell[], _encoding, done) {
      done(null, rowXml(row, ++rowNumber));
    },
    flush(done) {
      done(null, '</sheetData></worksheet>');
    },
  });
  sheet.push(`${HEAD}<worksheet xmlns="${MAIN}"><sheetData>${rowXml(header, 1)}`);
  pipeline(rows, sheet, () => undefined);

  const zip = new yazl.ZipFile();
  for (const [name, xml] of Object.entries(parts(sheetName))) zip.addBuffer(Buffer.from(HEAD + xml), name);
  zip.addReadStream(sheet, 'xl/worksheets/sheet1.xml');
  zip.end();
  const output = zip.outputStream as Readable;
  // yazl reports a failed entry on the zip, not on its output; a reader gone stops the rows.
  zip.on('error', (error: Error) => output.destroy(error));
  finished(output, (error) => {
    if (error) sheet.destroy();
  });
  return output;
}
