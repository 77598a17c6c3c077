/** The captures the tshark oracle test reads: a lab's usual traffic, protocol by protocol. */
import { be16, be32, concat } from './capture.fixtures.js';
import * as p from './packets.fixtures.js';

const SYN = 0x02;
const ACK = 0x10;
const FIN = 0x01;
const RST = 0x04;
const PSH = 0x08;

export const dhcpExchange = () => {
  const client = '00:11:22:33:44:55';
  const server = { src: '10.0.0.1', dst: '255.255.255.255' };
  const discover = p.dhcp(1, 0x3903f326, client, [
    [53, [1]],
    [61, [1, ...p.mac(client)]],
    [12, p.ascii('laptop-1')],
    [55, [1, 3, 6, 15, 51, 54]],
  ]);
  const offer = p.dhcp(
    2,
    0x3903f326,
    client,
    [
      [53, [2]],
      [1, p.ip4('255.255.255.0')],
      [3, p.ip4('10.0.0.1')],
      [6, [...p.ip4('8.8.8.8'), ...p.ip4('1.1.1.1')]],
      [51, be32(86400)],
      [54, p.ip4('10.0.0.1')],
    ],
    '10.0.0.50',
  );
  const request = p.dhcp(1, 0x3903f326, client, [
    [53, [3]],
    [50, p.ip4('10.0.0.50')],
    [54, p.ip4('10.0.0.1')],
  ]);
  const ack = p.dhcp(
    2,
    0x3903f326,
    client,
    [
      [53, [5]],
      [1, p.ip4('255.255.255.0')],
      [51, be32(3600)],
    ],
    '10.0.0.50',
  );
  return [
    p.udpFrame(68, 67, discover, '0.0.0.0', '255.255.255.255'),
    p.udpFrame(67, 68, offer, server.src, server.dst),
    p.udpFrame(68, 67, request, '0.0.0.0', '255.255.255.255'),
    p.udpFrame(67, 68, ack, server.src, server.dst),
  ];
};

export const tcpConversation = () => {
  const c = { source: 50000, destination: 80 };
  const s = { source: 80, destination: 50000 };
  const get = p.ascii('GET /index.html HTTP/1.1\r\nHost: example.com\r\nUser-Agent: test\r\n\r\n');
  const ok = p.ascii('HTTP/1.1 200 OK\r\nContent-Length: 0\r\n\r\n');
  const fromClient = (spec: Omit<p.TcpSpec, 'source' | 'destination'>, payload: number[] = []) =>
    p.tcpFrame({ ...c, ...spec }, payload);
  const fromServer = (spec: Omit<p.TcpSpec, 'source' | 'destination'>, payload: number[] = []) =>
    p.tcpFrame({ ...s, ...spec }, payload, '10.0.0.2', '10.0.0.1');
  return [
    fromClient({ seq: 1000, flags: SYN, options: [2, 4, 0x05, 0xb4, 1, 1, 4, 2] }),
    fromServer({ seq: 5000, ack: 1001, flags: SYN | ACK, options: [2, 4, 0x05, 0xb4] }),
    fromClient({ seq: 1001, ack: 5001, flags: ACK }),
    fromClient({ seq: 1001, ack: 5001, flags: PSH | ACK }, get),
    fromServer({ seq: 5001, ack: 1001 + get.length, flags: PSH | ACK }, ok),
    fromClient({ seq: 1001 + get.length, ack: 5001 + ok.length, flags: FIN | ACK }),
    fromServer({ seq: 5001 + ok.length, ack: 1002 + get.length, flags: FIN | ACK }),
    fromClient({ seq: 1002 + get.length, ack: 5002 + ok.length, flags: ACK }),
    p.tcpFrame({ source: 50001, destination: 23, seq: 77, flags: SYN }),
    p.tcpFrame({ source: 23, destination: 50001, seq: 0, ack: 78, flags: RST | ACK }, [], '10.0.0.2', '10.0.0.1'),
  ];
};

export const dnsMessages = () => {
  const query = p.dns(0x1a2b, 0x0100, [['www.example.com', 1]]);
  const response = p.dns(
    0x1a2b,
    0x8180,
    [['www.example.com', 1]],
    [
      { name: [0xc0, 12], type: 5, data: [3, ...p.ascii('web'), 0xc0, 16] },
      { name: [3, ...p.ascii('web'), 0xc0, 16], type: 1, ttl: 60, data: p.ip4('93.184.216.34') },
    ],
  );
  const others = p.dns(
    7,
    0x8180,
    [['example.com', 255]],
    [
      { name: [0xc0, 12], type: 28, data: p.ip6('2001:db8::1') },
      { name: [0xc0, 12], type: 15, data: [...be16(10), ...p.dnsName('mail.example.com')] },
      { name: [0xc0, 12], type: 2, data: p.dnsName('ns1.example.com') },
      { name: [0xc0, 12], type: 16, data: [5, ...p.ascii('hello'), 3, ...p.ascii('you')] },
      {
        name: [0xc0, 12],
        type: 6,
        data: [
          ...p.dnsName('ns1.example.com'),
          ...p.dnsName('admin.example.com'),
          ...be32(2024),
          ...be32(1),
          ...be32(2),
          ...be32(3),
          ...be32(4),
        ],
      },
    ],
  );
  const ptr = p.dns(
    8,
    0x8180,
    [['1.0.0.10.in-addr.arpa', 12]],
    [{ name: [0xc0, 12], type: 12, data: p.dnsName('host.example.com') }],
  );
  return [
    p.udpFrame(40000, 53, query),
    p.udpFrame(53, 40000, response, '10.0.0.2', '10.0.0.1'),
    p.udpFrame(53, 40001, others),
    p.udpFrame(53, 40002, ptr),
  ];
};

export const ipv6Frames = () => {
  const v6 = (next: number, payload: Uint8Array, src = 'fe80::1', dst = 'fe80::2') =>
    p.ethernet(p.ipv6(next, payload, src, dst), 0x86dd);
  const icmp6 = (type: number, body: number[]) => concat([type, 0, 0, 0], body);
  const hopByHop = concat([58, 0, 5, 2, 0, 0, 1, 0]);
  const destination = concat([17, 0, 1, 4, 0, 0, 0, 0]);
  const solicit = concat([1, 0x12, 0x34, 0x56], be16(8), be16(2), be16(0));
  return [
    v6(58, icmp6(128, [...be16(0x1234), ...be16(1)])),
    v6(58, icmp6(129, [...be16(0x1234), ...be16(1)]), 'fe80::2', 'fe80::1'),
    v6(58, icmp6(135, [0, 0, 0, 0, ...p.ip6('fe80::2'), 1, 1, ...p.mac(p.MAC_A)]), 'fe80::1', 'ff02::1:ff00:2'),
    v6(58, icmp6(136, [0x60, 0, 0, 0, ...p.ip6('fe80::2'), 2, 1, ...p.mac(p.MAC_B)]), 'fe80::2', 'fe80::1'),
    v6(58, icmp6(133, [0, 0, 0, 0, 1, 1, ...p.mac(p.MAC_A)]), 'fe80::1', 'ff02::2'),
    v6(0, concat(hopByHop, icmp6(143, [0, 0, 0, 0])), 'fe80::1', 'ff02::16'),
    v6(60, concat(destination, p.udp(546, 547, solicit)), 'fe80::1', 'ff02::1:2'),
    v6(44, concat([17, 0, 0, 1], be32(0xabcd), p.udp(1, 2, [1, 2, 3, 4])), '2001:db8::1', '2001:db8::2'),
  ];
};

export const layer2Frames = () => {
  const stp = p.llcFrame(
    '01:80:c2:00:00:00',
    [0x42, 0x42, 0x03],
    p.stpConfig(0x8001, p.MAC_B, 19, 0x8001, p.MAC_A, 0x8002),
  );
  const cdp = p.llcFrame(
    '01:00:0c:cc:cc:cc',
    [0xaa, 0xaa, 0x03, 0x00, 0x00, 0x0c, 0x20, 0x00],
    concat(
      [2, 180, 0, 0],
      p.cdpTlv(1, p.ascii('R1')),
      p.cdpTlv(3, p.ascii('GigabitEthernet0/0')),
      p.cdpTlv(6, p.ascii('cisco ISR4321')),
    ),
  );
  const lldp = p.ethernet(
    concat(
      p.lldpTlv(1, [4, ...p.mac(p.MAC_A)]),
      p.lldpTlv(2, [5, ...p.ascii('ge-0/0/1')]),
      p.lldpTlv(3, be16(120)),
      p.lldpTlv(5, p.ascii('switch1')),
      p.lldpTlv(0, []),
    ),
    0x88cc,
    '01:80:c2:00:00:0e',
  );
  const tagged = p.ethernet(
    p.vlanTag(10, 0x0800, p.ipv4({ protocol: 1 }, p.icmpEcho(8, 1, 1, [1, 2, 3, 4])), 5),
    0x8100,
  );
  const reply = p.ethernet(
    p.vlanTag(10, 0x0800, p.ipv4({ protocol: 1, src: '10.0.0.2', dst: '10.0.0.1' }, p.icmpEcho(0, 1, 1, [1, 2, 3, 4]))),
    0x8100,
  );
  const stacked = p.ethernet(
    p.vlanTag(100, 0x8100, p.vlanTag(20, 0x0806, p.arp(1, p.MAC_A, '10.0.0.1', '00:00:00:00:00:00', '10.0.0.2'))),
    0x88a8,
  );
  const arpReply = p.ethernet(p.arp(2, p.MAC_B, '10.0.0.2', p.MAC_A, '10.0.0.1'), 0x0806);
  return [stp, cdp, lldp, tagged, reply, stacked, arpReply];
};

export const routingFrames = () => [
  p.ethernet(
    p.ipv4(
      { protocol: 89, src: '10.0.0.1', dst: '224.0.0.5', ttl: 1 },
      p.ospfHello('1.1.1.1', '0.0.0.0', '255.255.255.0', '10.0.0.1', ['2.2.2.2']),
    ),
  ),
  p.udpFrame(
    520,
    520,
    concat(
      [2, 2, 0, 0],
      p.ripEntry('192.168.1.0', '255.255.255.0', '0.0.0.0', 1),
      p.ripEntry('192.168.2.0', '255.255.255.0', '10.0.0.9', 2),
    ),
  ),
  p.tcpFrame({ source: 50010, destination: 443, seq: 1, ack: 1, flags: PSH | ACK }, [
    ...p.tlsClientHello('netclass.example.edu'),
  ]),
  p.ethernet(
    p.ipv4(
      { protocol: 17, flags: 0x2000, id: 0x42, options: [1, 1, 1, 0] },
      p.udp(9, 9, new Array<number>(40).fill(0)),
    ),
  ),
  p.ethernet(p.ipv4({ protocol: 17, flags: 0x0005, id: 0x42 }, new Array<number>(16).fill(0))),
];
