/** Protocol packets built in the tests, layer by layer (checksums computed where tshark shows them). */
import { be16, be32, concat, type Bytes } from './capture.fixtures.js';

export const mac = (text: string): number[] => text.split(':').map((part) => Number.parseInt(part, 16));
export const ip4 = (text: string): number[] => text.split('.').map(Number);
export function ip6(text: string): number[] {
  const [head = '', tail] = text.split('::');
  const words = (part: string) => (part ? part.split(':').map((word) => Number.parseInt(word, 16)) : []);
  const left = words(head);
  const right = tail === undefined ? [] : words(tail);
  const all = [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
  return all.flatMap(be16);
}
export const ascii = (text: string): number[] => Array.from(text, (c) => c.charCodeAt(0));

function checksum(bytes: Bytes): number {
  let sum = 0;
  for (let i = 0; i < bytes.length; i += 2) sum += ((bytes[i] ?? 0) << 8) | (bytes[i + 1] ?? 0);
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return ~sum & 0xffff;
}

export const MAC_A = '00:11:22:33:44:55';
export const MAC_B = '66:77:88:99:aa:bb';

export const ethernet = (payload: Bytes, type = 0x0800, dst = MAC_B, src = MAC_A): Uint8Array =>
  concat(mac(dst), mac(src), be16(type), payload);

/** An 802.1Q tag (TPID is given by the layer before it). */
export const vlanTag = (id: number, type: number, payload: Bytes, priority = 0): Uint8Array =>
  concat(be16((priority << 13) | id), be16(type), payload);

export interface Ipv4Spec {
  src?: string;
  dst?: string;
  protocol: number;
  ttl?: number;
  id?: number;
  /** The flags and fragment offset word (0x4000: don't fragment). */
  flags?: number;
  options?: number[];
}

export function ipv4(spec: Ipv4Spec, payload: Bytes): Uint8Array {
  const options = spec.options ?? [];
  const headerLength = 20 + options.length;
  const header = concat(
    [0x40 | (headerLength / 4), 0],
    be16(headerLength + payload.length),
    be16(spec.id ?? 1),
    be16(spec.flags ?? 0x4000),
    [spec.ttl ?? 64, spec.protocol, 0, 0],
    ip4(spec.src ?? '10.0.0.1'),
    ip4(spec.dst ?? '10.0.0.2'),
    options,
  );
  header.set(be16(checksum(header)), 10);
  return concat(header, payload);
}

export const ipv6 = (next: number, payload: Bytes, src = 'fe80::1', dst = 'fe80::2', hopLimit = 64): Uint8Array =>
  concat([0x60, 0, 0, 0], be16(payload.length), [next, hopLimit], ip6(src), ip6(dst), payload);

export const udp = (source: number, destination: number, payload: Bytes): Uint8Array =>
  concat(be16(source), be16(destination), be16(payload.length + 8), be16(0), payload);

export interface TcpSpec {
  source: number;
  destination: number;
  seq: number;
  ack?: number;
  flags: number;
  window?: number;
  options?: number[];
}

export function tcp(spec: TcpSpec, payload: Bytes = []): Uint8Array {
  const options = spec.options ?? [];
  const words = 5 + options.length / 4;
  return concat(
    be16(spec.source),
    be16(spec.destination),
    be32(spec.seq),
    be32(spec.ack ?? 0),
    [words << 4, spec.flags],
    be16(spec.window ?? 64240),
    be16(0),
    be16(0),
    options,
    payload,
  );
}

export function icmpEcho(type: number, id: number, seq: number, data: Bytes = []): Uint8Array {
  const message = concat([type, 0, 0, 0], be16(id), be16(seq), data);
  message.set(be16(checksum(message)), 2);
  return message;
}

export const arp = (
  opcode: number,
  senderMac: string,
  senderIp: string,
  targetMac: string,
  targetIp: string,
): Uint8Array =>
  concat(be16(1), be16(0x0800), [6, 4], be16(opcode), mac(senderMac), ip4(senderIp), mac(targetMac), ip4(targetIp));

/** A DHCP message: op 1 (request) or 2 (reply), then options as [code, value bytes]. */
export function dhcp(
  op: number,
  xid: number,
  client: string,
  options: [number, Bytes][],
  yourIp = '0.0.0.0',
): Uint8Array {
  const fixed = new Uint8Array(236);
  fixed.set([op, 1, 6, 0], 0);
  fixed.set(be32(xid), 4);
  fixed.set(ip4(yourIp), 16);
  fixed.set(mac(client), 28);
  const encoded = options.flatMap(([code, value]) => [code, value.length, ...value]);
  return concat(fixed, be32(0x63825363), encoded, [255]);
}

/** A DNS name in labels (no compression). */
export const dnsName = (name: string): number[] => [
  ...name.split('.').flatMap((label) => [label.length, ...ascii(label)]),
  0,
];

export interface DnsRecord {
  /** Name bytes (dnsName, or a pointer such as [0xc0, 12]). */
  name: number[];
  type: number;
  ttl?: number;
  data: Bytes;
}

export function dns(id: number, flags: number, questions: [string, number][], answers: DnsRecord[] = []): Uint8Array {
  return concat(
    be16(id),
    be16(flags),
    be16(questions.length),
    be16(answers.length),
    be16(0),
    be16(0),
    ...questions.map(([name, type]) => concat(dnsName(name), be16(type), be16(1))),
    ...answers.map((answer) =>
      concat(answer.name, be16(answer.type), be16(1), be32(answer.ttl ?? 300), be16(answer.data.length), answer.data),
    ),
  );
}

/** An Ethernet frame with IPv4, UDP and the payload. */
export const udpFrame = (
  source: number,
  destination: number,
  payload: Bytes,
  src = '10.0.0.1',
  dst = '10.0.0.2',
): Uint8Array => ethernet(ipv4({ protocol: 17, src, dst }, udp(source, destination, payload)));

/** An Ethernet frame with IPv4 and TCP. */
export const tcpFrame = (spec: TcpSpec, payload: Bytes = [], src = '10.0.0.1', dst = '10.0.0.2'): Uint8Array =>
  ethernet(ipv4({ protocol: 6, src, dst }, tcp(spec, payload)));

/** An 802.3 frame with an LLC header (length instead of EtherType). */
export const llcFrame = (dst: string, llc: Bytes, payload: Bytes): Uint8Array => {
  const body = concat(llc, payload);
  return concat(mac(dst), mac(MAC_A), be16(body.length), body);
};

export function stpConfig(
  rootPriority: number,
  rootMac: string,
  cost: number,
  bridgePriority: number,
  bridgeMac: string,
  port: number,
): Uint8Array {
  return concat(
    [0, 0, 0, 0, 0],
    be16(rootPriority),
    mac(rootMac),
    be32(cost),
    be16(bridgePriority),
    mac(bridgeMac),
    be16(port),
    be16(0),
    be16(20 * 256),
    be16(2 * 256),
    be16(15 * 256),
  );
}

/** A TLV of CDP (type, length including the 4-byte header, value). */
export const cdpTlv = (type: number, value: Bytes): Uint8Array => concat(be16(type), be16(value.length + 4), value);
/** A TLV of LLDP (7-bit type, 9-bit length, value). */
export const lldpTlv = (type: number, value: Bytes): Uint8Array => concat(be16((type << 9) | value.length), value);

export function ospfHello(router: string, area: string, mask: string, dr: string, neighbors: string[]): Uint8Array {
  const body = concat(ip4(mask), be16(10), [0x02, 1], be32(40), ip4(dr), ip4('0.0.0.0'), ...neighbors.map(ip4));
  return concat(
    [2, 1],
    be16(24 + body.length),
    ip4(router),
    ip4(area),
    be16(0),
    be16(0),
    new Array<number>(8).fill(0),
    body,
  );
}

export const ripEntry = (ip: string, mask: string, nextHop: string, metric: number): Uint8Array =>
  concat(be16(2), be16(0), ip4(ip), ip4(mask), ip4(nextHop), be32(metric));

export function tlsClientHello(serverName: string): Uint8Array {
  const name = ascii(serverName);
  const sni = concat(be16(0), be16(name.length + 5), be16(name.length + 3), [0], be16(name.length), name);
  const hello = concat(
    be16(0x0303),
    new Array<number>(32).fill(7),
    [0],
    be16(2),
    be16(0x1301),
    [1, 0],
    be16(sni.length),
    sni,
  );
  const handshake = concat([1, 0], be16(hello.length), hello);
  return concat([22, 3, 1], be16(handshake.length), handshake);
}
