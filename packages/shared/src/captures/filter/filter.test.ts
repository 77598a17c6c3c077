import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTURE_FILTER_MESSAGES as M } from '../../messages.js';
import * as p from '../packets.fixtures.js';
import { dissectPacket } from '../dissect/dissect.js';
import { TcpStreamTracker } from '../dissect/tcp-streams.js';
import { matchesFilter } from './evaluate.js';
import { parseFilter } from './parser.js';

const SYN = 2;
const ACK = 16;
/** A small lab capture: DHCP, ping, ARP, a VLAN frame, a TCP handshake to port 80, DNS, IPv6 echo. */
const frames = {
  dhcp: p.udpFrame(
    68,
    67,
    p.dhcp(1, 1, p.MAC_A, [
      [53, [1]],
      [12, p.ascii('student-laptop')],
    ]),
    '0.0.0.0',
    '255.255.255.255',
  ),
  ping: p.ethernet(p.ipv4({ protocol: 1, src: '10.0.0.1', dst: '10.0.0.254' }, p.icmpEcho(8, 1, 1))),
  pong: p.ethernet(p.ipv4({ protocol: 1, src: '10.0.0.254', dst: '10.0.0.1' }, p.icmpEcho(0, 1, 1))),
  arp: p.ethernet(p.arp(1, p.MAC_A, '10.0.0.1', '00:00:00:00:00:00', '10.0.0.254'), 0x0806),
  tagged: p.ethernet(
    p.vlanTag(10, 0x0800, p.ipv4({ protocol: 17, src: '10.0.1.5', dst: '10.0.1.6' }, p.udp(1, 2, []))),
    0x8100,
  ),
  syn: p.tcpFrame({ source: 40000, destination: 80, seq: 1, flags: SYN }, [], '10.0.0.1', '192.168.1.10'),
  synAck: p.tcpFrame(
    { source: 80, destination: 40000, seq: 9, ack: 2, flags: SYN | ACK },
    [],
    '192.168.1.10',
    '10.0.0.1',
  ),
  dns: p.udpFrame(5353, 53, p.dns(1, 0x0100, [['www.example.com', 1]]), '10.0.0.1', '10.0.0.53'),
  ping6: p.ethernet(p.ipv6(58, [128, 0, 0, 0, 0, 1, 0, 1], '2001:db8::1', '2001:db8::2'), 0x86dd),
};
type Name = keyof typeof frames;
const names = Object.keys(frames) as Name[];
const streams = new TcpStreamTracker();
const dissections = names.map(
  (name, index) =>
    [name, dissectPacket({ data: frames[name], linkType: 1, index }, { fields: true, streams })] as const,
);

/** The frames that pass `text`. */
function passing(text: string): Name[] {
  const parsed = parseFilter(text);
  if (!parsed.ok) throw new Error(`${text}: ${parsed.error.message}`);
  return dissections.filter(([, dissection]) => matchesFilter(parsed.filter, dissection)).map(([name]) => name);
}

describe('display filters', () => {
  it.each<[string, Name[]]>([
    ['', names],
    ['dhcp', ['dhcp']],
    ['tcp.port == 80', ['syn', 'synAck']],
    ['tcp.dstport == 80', ['syn']],
    ['ip.src == 10.0.0.1 && icmp', ['ping']],
    ['vlan.id == 10', ['tagged']],
    ['vlan.id == 11', []],
    ['tcp.flags.syn == 1 && tcp.flags.ack == 0', ['syn']],
    ['tcp.flags.syn == true and tcp.flags.ack == true', ['synAck']],
    ['!arp && !ip', ['ping6']],
    ['not ip', ['arp', 'ping6']],
    ['icmp || arp', ['ping', 'pong', 'arp']],
    ['(icmp || arp) && ip.dst == 10.0.0.254', ['ping']],
    ['ip.addr == 10.0.0.0/24 && udp', ['dns']],
    ['ip.addr == 0.0.0.0/0 && udp', ['dhcp', 'tagged', 'dns']],
    ['ip.addr == 10.0.1.0/24', ['tagged']],
    ['ip.src != 10.0.0.1', ['dhcp', 'pong', 'tagged', 'synAck']],
    ['ip.ttl >= 64 && ip.ttl <= 64 && udp.dstport > 53', ['dhcp']],
    ['udp.dstport < 53', ['tagged']],
    ['dns.qry.name contains "example"', ['dns']],
    ['dns.qry.name == "www.example.com"', ['dns']],
    ['dhcp.option.hostname contains "laptop"', ['dhcp']],
    ['dhcp.option.dhcp == 1', ['dhcp']],
    ['eth.src == 00:11:22:33:44:55 && arp', ['arp']],
    ['eth.addr == 66-77-88-99-AA-BB', names],
    ['eth.dst == 00:11:22:33:44:55', []],
    ['ipv6.addr == 2001:db8:0::2', ['ping6']],
    ['ipv6.src == 2001:db8::/32', ['ping6']],
    ['icmpv6.type == 128', ['ping6']],
    ['tcp.stream == 0 && tcp.seq == 0', ['syn', 'synAck']],
    ['ip.proto == 0x11', ['dhcp', 'tagged', 'dns']],
    ['arp.dst.proto_ipv4 == 10.0.0.254', ['arp']],
  ])('%s', (text, expected) => {
    expect(passing(text)).toEqual(expected);
  });

  it.each([
    ['ip.src == ', M.valueExpected, 10],
    ['ip.src == 10.0.0.256', M.badValue('10.0.0.256', 'ip.src'), 10],
    ['ipp.src == 10.0.0.1', M.unknownField('ipp.src'), 0],
    ['(icmp || arp', M.unclosedParenthesis, 0],
    ['icmp || arp)', M.unexpectedToken(')'), 11],
    ['icmp &&', M.unexpectedEnd, 7],
    ['dns.qry.name contains "exa', M.unclosedString, 22],
    ['tcp.port = 80', M.unexpectedCharacter('='), 9],
    ['tcp.port == 80 80', M.unexpectedToken('80'), 15],
    ['eth.src == 00:11:22', M.badValue('00:11:22', 'eth.src'), 11],
    ['== 80', M.unexpectedToken('=='), 0],
  ])('refuses %s with a key and a position', (text, message, position) => {
    const parsed = parseFilter(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect([parsed.error.message, parsed.error.position]).toEqual([message, position]);
  });
});

describe('any filter text', () => {
  const pieces = fc.constantFrom(
    'ip.src',
    'tcp.port',
    'dns.qry.name',
    'vlan.id',
    '==',
    '!=',
    '<',
    'contains',
    '&&',
    '||',
    '!',
    '(',
    ')',
    '10.0.0.1',
    '"x',
    '80',
    ' ',
  );
  it('is read or refused with a position inside the text, never thrown, and evaluates without throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          fc.array(pieces, { maxLength: 12 }).map((parts) => parts.join(' ')),
        ),
        (text) => {
          const parsed = parseFilter(text);
          if (!parsed.ok) {
            expect(parsed.error.position).toBeGreaterThanOrEqual(0);
            expect(parsed.error.position).toBeLessThanOrEqual(text.length);
            return;
          }
          for (const [, dissection] of dissections)
            expect(typeof matchesFilter(parsed.filter, dissection)).toBe('boolean');
        },
      ),
      { numRuns: 500 },
    );
  });
});
