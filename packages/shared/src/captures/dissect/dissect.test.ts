import { describe, expect, it } from 'vitest';
import { be16, concat } from '../capture.fixtures.js';
import * as p from '../packets.fixtures.js';
import { dissectPacket } from './dissect.js';
import type { PacketField } from './field.js';
import { TcpStreamTracker } from './tcp-streams.js';

const ethernetPacket = (data: Uint8Array, index = 0) => ({ data, linkType: 1, index });

/** Every field named `name` in the tree, depth first. */
function find(fields: PacketField[], name: string): PacketField[] {
  return fields.flatMap((field) => [...(field.name === name ? [field] : []), ...find(field.children ?? [], name)]);
}
const one = (fields: PacketField[], name: string): PacketField => {
  const [field] = find(fields, name);
  if (!field) throw new Error(`no ${name}`);
  return field;
};

describe('the dissection of one packet', () => {
  it('gives the same summary with and without the field tree, and no fields in the list pass', () => {
    const frame = p.udpFrame(68, 67, p.dhcp(1, 0x10, p.MAC_A, [[53, [1]]]));
    const list = dissectPacket(ethernetPacket(frame));
    const full = dissectPacket(ethernetPacket(frame), { fields: true });
    expect(list.fields).toEqual([]);
    expect(list.summary).toEqual(full.summary);
    expect(list.summary).toEqual({
      source: '10.0.0.1',
      destination: '10.0.0.2',
      protocol: 'DHCP',
      info: 'DHCP Discover - Transaction ID 0x10',
    });
    expect(list.protocols).toEqual(['eth', 'ip', 'udp', 'dhcp']);
    expect(full.fields.map((field) => field.name)).toEqual(['frame', 'eth', 'ip', 'udp', 'dhcp']);
  });

  it('places each field on its bytes, for the hex view', () => {
    const frame = p.udpFrame(1000, 53, p.dns(1, 0x0100, [['a.example', 1]]));
    const { fields } = dissectPacket(ethernetPacket(frame), { fields: true });
    expect([one(fields, 'eth.type').offset, one(fields, 'eth.type').length]).toEqual([12, 2]);
    expect(one(fields, 'ip.src')).toMatchObject({ offset: 26, length: 4, value: 0x0a000001, display: '10.0.0.1' });
    expect(one(fields, 'udp.dstport')).toMatchObject({ offset: 36, length: 2, value: 53 });
    expect(one(fields, 'dns.qry.name')).toMatchObject({ offset: 54, length: 11, value: 'a.example' });
    expect(one(fields, 'dns.qry.type').display).toBe('A (1)');
  });

  it('reads stacked 802.1ad and 802.1Q tags and an ARP request inside', () => {
    const frame = p.ethernet(
      p.vlanTag(100, 0x8100, p.vlanTag(10, 0x0806, p.arp(1, p.MAC_A, '10.0.0.1', '00:00:00:00:00:00', '10.0.0.9'), 3)),
      0x88a8,
    );
    const result = dissectPacket(ethernetPacket(frame), { fields: true });
    expect(result.protocols).toEqual(['eth', 'ieee8021ad', 'vlan', 'arp']);
    expect(one(result.fields, 'ieee8021ad.id').value).toBe(100);
    expect(one(result.fields, 'vlan.id').value).toBe(10);
    expect(one(result.fields, 'vlan.priority').value).toBe(3);
    expect(result.summary).toEqual({
      source: p.MAC_A,
      destination: p.MAC_B,
      protocol: 'ARP',
      info: 'Who has 10.0.0.9? Tell 10.0.0.1',
    });
  });

  it('flags an IPv4 fragment and does not read its payload as UDP', () => {
    const frame = p.ethernet(p.ipv4({ protocol: 17, flags: 0x2000, id: 0x99 }, p.udp(1, 2, [1, 2, 3, 4])));
    const result = dissectPacket(ethernetPacket(frame), { fields: true });
    expect(result.protocols).toEqual(['eth', 'ip', 'data']);
    expect(one(result.fields, 'ip.flags.mf').value).toBe(true);
    expect(one(result.fields, 'ip.fragmented').value).toBe(true);
    expect(result.summary.info).toBe('Fragmented IP protocol (proto=UDP 17, off=0, ID=0099)');
  });

  it('reads IPv4 options', () => {
    const frame = p.ethernet(p.ipv4({ protocol: 1, options: [148, 4, 0, 0] }, p.icmpEcho(8, 1, 2)));
    const result = dissectPacket(ethernetPacket(frame), { fields: true });
    expect(one(result.fields, 'ip.hdr_len').value).toBe(24);
    expect(one(result.fields, 'ip.opt.type').display).toBe('Router Alert (148)');
    expect(result.summary.protocol).toBe('ICMP');
  });

  it('follows IPv6 extension headers to the transport layer', () => {
    const routing = [17, 0, 0, 0, 0, 0, 0, 0];
    const hopByHop = [43, 0, 1, 4, 0, 0, 0, 0];
    const frame = p.ethernet(
      p.ipv6(0, concat(hopByHop, routing, p.udp(5000, 53, p.dns(3, 0x0100, [['x.y', 28]])))),
      0x86dd,
    );
    const result = dissectPacket(ethernetPacket(frame), { fields: true });
    expect(result.protocols).toEqual(['eth', 'ipv6', 'udp', 'dns']);
    expect(one(result.fields, 'ipv6.hopopts.nxt').value).toBe(43);
    expect(one(result.fields, 'ipv6.routing.nxt').value).toBe(17);
    expect(result.summary).toMatchObject({
      source: 'fe80::1',
      destination: 'fe80::2',
      info: 'Standard query 0x0003 AAAA x.y',
    });
  });

  it('reads ICMPv6 neighbour and router discovery', () => {
    const ra = concat([134, 0, 0, 0, 64, 0x80], be16(1800), [0, 0, 0, 0, 0, 0, 0, 0], [5, 1, 0, 0, 0, 0, 0x05, 0xdc]);
    const frame = p.ethernet(p.ipv6(58, ra, 'fe80::1', 'ff02::1'), 0x86dd);
    const result = dissectPacket(ethernetPacket(frame), { fields: true });
    expect(one(result.fields, 'icmpv6.type').display).toBe('Router Advertisement (134)');
    expect(one(result.fields, 'icmpv6.nd.ra.router_lifetime').value).toBe(1800);
    expect(one(result.fields, 'icmpv6.opt.mtu').value).toBe(1500);
  });

  it('shows the bytes of an unknown EtherType as data', () => {
    const result = dissectPacket(ethernetPacket(p.ethernet([1, 2, 3], 0x1234)), { fields: true });
    expect(result.protocols).toEqual(['eth', 'data']);
    expect(one(result.fields, 'data').length).toBe(3);
  });
});

describe('malformed and truncated packets', () => {
  it.each([
    ['an Ethernet header cut short', p.ethernet([]).subarray(0, 10), 'Ethernet header is truncated'],
    [
      'an IPv4 header length below 20',
      (() => {
        const frame = p.ethernet(p.ipv4({ protocol: 17 }, p.udp(1, 2, [])));
        frame[14] = 0x42;
        return frame;
      })(),
      'IPv4 header length 8 is below 20',
    ],
    [
      'a TCP header cut short',
      p.tcpFrame({ source: 1, destination: 2, seq: 0, flags: 2 }).subarray(0, 44),
      'TCP header is truncated',
    ],
    [
      'a DHCP message cut short',
      p.udpFrame(68, 67, p.dhcp(1, 1, p.MAC_A, [[53, [1]]])).subarray(0, 100),
      'DHCP message is truncated',
    ],
    [
      'a DHCP option running past the message',
      p.udpFrame(68, 67, concat(p.dhcp(1, 1, p.MAC_A, []).subarray(0, 240), [12, 40, 65])),
      'DHCP option runs past the message',
    ],
  ])('flags %s', (_, frame, reason) => {
    const result = dissectPacket(ethernetPacket(frame), { fields: true });
    expect(result.malformed).toBe(reason);
    expect(result.protocols).toContain('_ws.malformed');
    expect(one(result.fields, '_ws.malformed').value).toBe(reason);
  });

  it('stops at a DNS name whose pointers loop', () => {
    const looping = concat(be16(1), be16(0x0100), be16(1), be16(0), be16(0), be16(0), [0xc0, 12], be16(1), be16(1));
    const result = dissectPacket(ethernetPacket(p.udpFrame(1000, 53, looping)));
    expect(result.malformed).toBe('DNS query is malformed');
  });
});

describe('the TCP stream tracker', () => {
  const SYN = 2;
  const ACK = 16;
  const FIN = 1;
  const RST = 4;
  const client = (seq: number, ack: number, flags: number, payload: number[] = []) =>
    p.tcpFrame({ source: 40000, destination: 80, seq, ack, flags }, payload);
  const server = (seq: number, ack: number, flags: number, payload: number[] = []) =>
    p.tcpFrame({ source: 80, destination: 40000, seq, ack, flags }, payload, '10.0.0.2', '10.0.0.1');

  it('numbers streams, makes sequence numbers relative and follows the state to a clean close', () => {
    const frames = [
      client(100, 0, SYN),
      server(900, 101, SYN | ACK),
      client(101, 901, ACK),
      client(101, 901, ACK, [1, 2, 3]),
      client(104, 901, FIN | ACK),
      server(901, 105, FIN | ACK),
      client(105, 902, ACK),
    ];
    const streams = new TcpStreamTracker();
    const infos = frames.map((frame, index) => dissectPacket(ethernetPacket(frame, index), { streams }).tcp);
    expect(infos.map((info) => info?.state)).toEqual([
      'handshake',
      'handshake',
      'data',
      'data',
      'closing',
      'closing',
      'closed',
    ]);
    expect(infos.map((info) => [info?.relativeSeq, info?.relativeAck])).toEqual([
      [0, null],
      [0, 1],
      [1, 1],
      [1, 1],
      [4, 1],
      [1, 5],
      [5, 2],
    ]);
    expect(streams.streams).toEqual([
      expect.objectContaining({
        index: 0,
        client: '10.0.0.1:40000',
        server: '10.0.0.2:80',
        established: true,
        closedCleanly: true,
        packets: 7,
        clientBytes: 3,
      }),
    ]);
  });

  it('marks a refused connection reset, and a new SYN on the same ports as a new stream', () => {
    const streams = new TcpStreamTracker();
    const frames = [client(1, 0, SYN), server(0, 2, RST | ACK), client(50, 0, SYN)];
    const infos = frames.map((frame, index) => dissectPacket(ethernetPacket(frame, index), { streams }).tcp);
    expect(infos.map((info) => [info?.stream, info?.state])).toEqual([
      [0, 'handshake'],
      [0, 'reset'],
      [1, 'handshake'],
    ]);
    expect(streams.streams.map((stream) => [stream.established, stream.closedCleanly])).toEqual([
      [false, false],
      [false, false],
    ]);
  });

  it('dissects a packet again from what the tracker said, without the tracker', () => {
    const streams = new TcpStreamTracker();
    dissectPacket(ethernetPacket(client(100, 0, SYN), 0), { streams });
    const first = dissectPacket(ethernetPacket(server(900, 101, SYN | ACK), 1), { streams });
    const again = dissectPacket(ethernetPacket(server(900, 101, SYN | ACK), 1), { fields: true, tcp: first.tcp });
    expect(one(again.fields, 'tcp.stream').value).toBe(0);
    expect(one(again.fields, 'tcp.ack').value).toBe(1);
    expect(again.summary.info).toBe('80 → 40000 [SYN, ACK] Seq=0 Ack=1 Win=64240 Len=0');
  });
});
