/**
 * A field of a dissected packet, as a details tree shows it and a display filter tests it: `name`
 * (Wireshark's, e.g. `ip.src`), `label`, `value` (raw, for filters), `display` (text), and where its
 * bytes lie in the packet (`offset`, `length`) for the hex view.
 */

/**
 * How `value` reads: `uint` a number (or bigint beyond 2^53), `hex` the same shown in hexadecimal, `bool` a boolean, `ipv4` a number
 * (the address as an unsigned 32-bit integer), `ipv6` and `mac` their canonical text, `string` text,
 * `bytes` a Uint8Array view, `protocol` a protocol's node (value null), `none` a label only.
 */
export type FieldType = 'uint' | 'hex' | 'bool' | 'ipv4' | 'ipv6' | 'mac' | 'string' | 'bytes' | 'protocol' | 'none';
export type FieldValue = number | bigint | boolean | string | Uint8Array | null;

export class PacketField {
  children: PacketField[] | null = null;
  constructor(
    readonly name: string,
    readonly label: string,
    readonly type: FieldType,
    readonly value: FieldValue,
    readonly offset: number,
    public length: number,
    /** A name for the value (an enumeration's meaning, a protocol node's summary), shown before it. */
    public valueName: string | null = null,
  ) {}

  /** The value as text: `Echo (ping) request (8)`, `10.0.0.1`, `0x0800`… */
  get display(): string {
    const text = formatValue(this.type, this.value, this.length);
    if (this.valueName === null) return text;
    return text === '' ? this.valueName : `${this.valueName} (${text})`;
  }
}

export function formatIpv4(value: number): string {
  return `${value >>> 24}.${(value >>> 16) & 255}.${(value >>> 8) & 255}.${value & 255}`;
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function hexOf(b: Uint8Array, separator = ''): string {
  const parts: string[] = [];
  for (const byte of b) parts.push(HEX[byte] ?? '00');
  return parts.join(separator);
}

/** A value as text; `length` (bytes) sets the digits of a `hex` value. */
export function formatValue(type: FieldType, value: FieldValue, length = 0): string {
  if (value === null) return '';
  switch (type) {
    case 'hex':
      return `0x${value.toString(16).padStart(Math.min(16, length * 2), '0')}`;
    case 'ipv4':
      return formatIpv4(Number(value));
    case 'bool':
      return value ? 'True' : 'False';
    case 'bytes':
      return value instanceof Uint8Array ? hexOf(value, ':') : String(value);
    default:
      return String(value);
  }
}
