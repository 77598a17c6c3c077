import { pcapFile } from './capture.fixtures.js';
import * as p from './packets.fixtures.js';

const body = (size: number) => new Array<number>(size).fill(0x61);
const mix = [
  p.udpFrame(
    68,
    67,
    p.dhcp(1, 7, p.MAC_A, [
      [53, [1]],
      [55, [1, 3, 6, 15, 51, 54]],
      [12, p.ascii('student-pc')],
    ]),
  ),
  p.udpFrame(
    53,
    40000,
    p.dns(1, 0x8180, [['www.example.com', 1]], [{ name: [0xc0, 12], type: 1, data: p.ip4('93.184.216.34') }]),
  ),
  p.ethernet(p.arp(1, p.MAC_A, '10.0.0.1', '00:00:00:00:00:00', '10.0.0.2'), 0x0806),
  p.ethernet(p.ipv4({ protocol: 1 }, p.icmpEcho(8, 1, 1, body(56)))),
  p.tcpFrame(
    { source: 50000, destination: 80, seq: 1, ack: 1, flags: 0x18 },
    p.ascii(`GET /lab HTTP/1.1\r\nHost: lab\r\n\r\n${'x'.repeat(120)}`),
  ),
  p.tcpFrame({ source: 80, destination: 50000, seq: 1, ack: 1, flags: 0x10 }, body(600), '10.0.0.2', '10.0.0.1'),
  p.tcpFrame({ source: 50001, destination: 443, seq: 1, ack: 1, flags: 0x18 }, [
    ...p.tlsClientHello('netclass.example.edu'),
  ]),
  p.tcpFrame({ source: 443, destination: 50001, seq: 1, ack: 1, flags: 0x10 }, body(200), '10.0.0.2', '10.0.0.1'),
];

/**
 * A large capture of the usual lab mix (DHCP, DNS, ARP, ICMP, TCP with HTTP, TLS; about 240
 * bytes a packet on average) for the speed measurements (read-speed.bench.ts, the server's
 * capture-analysis bench): `packets` packets, a second apart.
 */
export function labMixCapture(packets: number): Uint8Array {
  return pcapFile(Array.from({ length: packets }, (_, i) => ({ data: mix[i % mix.length] ?? [], seconds: i })));
}
