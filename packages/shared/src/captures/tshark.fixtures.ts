/**
 * Debian's tshark as an independent reader of the captures the tests build: the same file is read by
 * tshark and by our reader, field by field. CI installs tshark (.ci/run); elsewhere its tests skip.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCaptureBytes } from './capture-reader.js';
import { dissectPacket } from './dissect/dissect.js';
import type { PacketField } from './dissect/field.js';
import { TcpStreamTracker } from './dissect/tcp-streams.js';
import { formatIpv4, formatValue } from './dissect/field.js';

export const TSHARK = '/usr/bin/tshark';
export const tsharkInstalled = fs.existsSync(TSHARK);

/** Every packet's values of `fields` as tshark prints them (-T fields, all occurrences joined by commas). */
export function tsharkFields(capture: Uint8Array, fields: string[]): Record<string, string>[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-oracle-'));
  const file = path.join(folder, 'capture.pcapng');
  try {
    fs.writeFileSync(file, capture);
    const args = ['-n', '-r', file, '-T', 'fields', '-E', 'separator=\t', '-E', 'occurrence=a', '-E', 'aggregator=,'];
    const result = spawnSync(TSHARK, [...args, ...fields.flatMap((field) => ['-e', field])], { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`tshark exited with ${result.status}: ${result.stderr}`);
    const lines = result.stdout.split('\n').filter((line) => line !== '');
    return lines.map((line) => {
      const values = line.split('\t');
      return Object.fromEntries(
        fields.map((field, i) => [field, field === '_ws.col.Info' ? (values[i] ?? '').trimEnd() : (values[i] ?? '')]),
      );
    });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** The frame numbers (1-based) tshark shows for a display filter. */
export function tsharkMatches(capture: Uint8Array, filter: string): number[] {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-oracle-'));
  const file = path.join(folder, 'capture.pcapng');
  try {
    fs.writeFileSync(file, capture);
    const result = spawnSync(TSHARK, ['-n', '-r', file, '-Y', filter, '-T', 'fields', '-e', 'frame.number'], {
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`tshark exited with ${result.status}: ${result.stderr}`);
    return result.stdout
      .split('\n')
      .filter((line) => line !== '')
      .map(Number);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** A field's value as tshark's -T fields prints it. */
function fieldText(field: PacketField): string {
  const value = field.value;
  if (field.type === 'bool') return value ? '1' : '0';
  if (field.type === 'ipv4') return formatIpv4(Number(value));
  if (field.type === 'hex') return formatValue('hex', value, field.length);
  return String(value);
}

function collect(fields: PacketField[], wanted: Set<string>, into: Map<string, string[]>): void {
  for (const field of fields) {
    if (wanted.has(field.name)) into.set(field.name, [...(into.get(field.name) ?? []), fieldText(field)]);
    if (field.children) collect(field.children, wanted, into);
  }
}

/** Every packet's values of `fields` as our reader and dissectors give them, in tshark's form. */
export function ourFields(capture: Uint8Array, fields: string[]): Record<string, string>[] {
  const streams = new TcpStreamTracker();
  const wanted = new Set(fields);
  const rows: Record<string, string>[] = [];
  for (const record of readCaptureBytes(capture)) {
    if (record.kind !== 'packet') continue;
    const dissection = dissectPacket(record, { fields: true, streams });
    const values = new Map<string, string[]>();
    collect(dissection.fields, wanted, values);
    const row: Record<string, string> = {};
    for (const field of fields) {
      if (field === '_ws.col.Protocol') row[field] = dissection.summary.protocol;
      else if (field === '_ws.col.Info') row[field] = dissection.summary.info;
      else if (field === '_ws.col.Source') row[field] = dissection.summary.source;
      else if (field === '_ws.col.Destination') row[field] = dissection.summary.destination;
      else row[field] = (values.get(field) ?? []).join(',');
    }
    rows.push(row);
  }
  return rows;
}
