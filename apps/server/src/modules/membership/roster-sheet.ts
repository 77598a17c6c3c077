import * as XLSX from '@e965/xlsx';
import Papa from 'papaparse';
import { MEMBERSHIP_MESSAGES as M, ROSTER_MAX_ROWS } from '@netclass/shared';
import { badRequest, unsupportedType } from '../../lib/errors.js';

/** Rows past the import's limit are not read: the check then says the list is too long. */
const ROWS_READ = ROSTER_MAX_ROWS + 100;

const startsWith = (bytes: Buffer, ...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);

/** A zip (xlsx, ods) or a compound file (xls): a spreadsheet for the xlsx reader. */
const isSpreadsheet = (bytes: Buffer) =>
  startsWith(bytes, 0x50, 0x4b, 0x03, 0x04) || startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0);

/** Files that are surely no list: a picture (PNG, JPEG, GIF, WebP, BMP) or a PDF, by their first bytes. */
const NOT_A_SHEET: number[][] = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x52, 0x49, 0x46, 0x46],
  [0x42, 0x4d],
  [0x25, 0x50, 0x44, 0x46],
];
/** Tab, line feed, form feed, carriage return: the control characters a text list may have. */
const TEXT_CONTROLS = new Set([0x09, 0x0a, 0x0c, 0x0d]);

/** Whether `text` has a control character no text file of a list has (binary content read as text). */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && !TEXT_CONTROLS.has(code)) || code === 0x7f) return true;
  }
  return false;
}

/**
 * A CSV's text: UTF-8 (with or without its BOM) or UTF-16 with a BOM, as spreadsheet programs
 * save them; a file that is not valid UTF-8 is read as Windows-1258, the Vietnamese code page
 * of older Excel versions. Anything else (a picture, a PDF, binary content: NUL or other control
 * characters in the text) is refused with 415 and the files the import takes, never offered as rows.
 */
function decodeText(bytes: Buffer): string {
  if (startsWith(bytes, 0xff, 0xfe)) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (startsWith(bytes, 0xfe, 0xff)) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  if (NOT_A_SHEET.some((signature) => startsWith(bytes, ...signature)) || bytes.includes(0))
    throw unsupportedType(M.rosterFileType);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1258').decode(bytes);
  }
  if (hasControlCharacter(text)) throw unsupportedType(M.rosterFileType);
  return text;
}

function readCsv(bytes: Buffer): string[][] {
  const text = decodeText(bytes);
  // papaparse finds the separator from lines with text only; blank lines are then kept so that row i is line i + 1.
  const { delimiter } = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', preview: 50 }).meta;
  return Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false, preview: ROWS_READ }).data;
}

function readSpreadsheet(bytes: Buffer): string[][] {
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, { type: 'buffer', sheetRows: ROWS_READ, cellHTML: false, cellFormula: false });
  } catch {
    throw unsupportedType(M.rosterFileUnreadable);
  }
  const first = book.SheetNames[0];
  const sheet = first === undefined ? undefined : book.Sheets[first];
  if (!sheet) return [];
  // As shown in the program (raw: false): an id typed as a number reads 20210001, not 2.0210001E7.
  const rows = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1, raw: false, defval: '', blankrows: true });
  // Rows above the sheet's used range count too, so that a row's index is its number in the sheet.
  const firstRow = sheet['!ref'] ? XLSX.utils.decode_range(sheet['!ref']).s.r : 0;
  return [...Array.from({ length: firstRow }, () => []), ...rows];
}

/** The row's cells trimmed, without the empty ones at its end (a sheet pads its rows to its widest). */
function trimRow(row: unknown[]): string[] {
  const cells = row.map((cell) => String(cell ?? '').trim());
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  return cells;
}

/**
 * The registrar's file (CSV, XLSX, XLS or ODS; docs/decisions/023) as rows of trimmed cell
 * texts, its first sheet only: row i is line i + 1 of the file (blank rows stay, as empty
 * rows, so that a problem can name its line; blank rows at the end go). The teacher then says
 * which row is the header and which columns hold what.
 */
export function readRosterSheet(bytes: Buffer): string[][] {
  if (bytes.length === 0) throw badRequest(M.rosterFileEmpty);
  const rows = (isSpreadsheet(bytes) ? readSpreadsheet(bytes) : readCsv(bytes)).map(trimRow);
  while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
  if (rows.length === 0) throw badRequest(M.rosterFileEmpty);
  return rows;
}
