import { describe, expect, it } from 'vitest';
import { be16, be32, concat, pcapFile, pcapngFile } from './capture.fixtures.js';
import * as p from './packets.fixtures.js';
import { ourFields, tsharkFields, tsharkInstalled } from './tshark.fixtures.js';

const inCi = process.env.CI === 'true';
const SYN = 0x02;
const ACK = 0x10;
const FIN = 0x01;
const RST = 0x04;
const PSH = 0x08;

/** Reads `capture` with tshark and with ours, and compares `fields` packet by packet. */
function expectSameAsTshark(capture: Uint8Array, fields: string[]): void {
  const theirs = tsharkFields(capture, fields);
  const ours = ourFields(capture, fields);
  expect(ours.length).toBe(theirs.length);
  expect(ours.length).toBeGreaterThan(0);
  ours.forEach((row, i) => expect({ packet: i + 1, ...row }).toEqual({ packet: i + 1, ...theirs[i] }));
}

const dhcpExchange = () => {
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

const tcpConversation = () => {
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

const dnsMessages = () => {
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

const ipv6Frames = () => {
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

const layer2Frames = () => {
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

const routingFrames = () => [
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

describe('the dissectors against tshark', () => {
  it('finds tshark (installed by CI; elsewhere these tests skip)', (context) => {
    if (!tsharkInstalled && !inCi) {
      console.warn('tshark is not installed at /usr/bin/tshark: the oracle tests are skipped (apt-get install tshark)');
      context.skip();
    }
    expect(tsharkInstalled).toBe(true);
  });

  describe.skipIf(!tsharkInstalled)('field by field', () => {
    it('reads a DHCP exchange: addresses, ports, message types and options', () => {
      expectSameAsTshark(pcapFile(dhcpExchange().map((data) => ({ data }))), [
        'ip.src',
        'ip.dst',
        'udp.srcport',
        'udp.dstport',
        'dhcp.option.dhcp',
        'dhcp.hw.mac_addr',
        'dhcp.ip.your',
        'dhcp.option.subnet_mask',
        'dhcp.option.router',
        'dhcp.option.domain_name_server',
        'dhcp.option.ip_address_lease_time',
        'dhcp.option.dhcp_server_id',
        'dhcp.option.requested_ip_address',
        'dhcp.option.hostname',
        'dhcp.option.request_list_item',
        'dhcp.id',
        '_ws.col.Protocol',
        '_ws.col.Info',
      ]);
    });

    it('reads a TCP conversation: stream, relative numbers, flags, options and HTTP lines', () => {
      expectSameAsTshark(pcapFile(tcpConversation().map((data) => ({ data }))), [
        'tcp.srcport',
        'tcp.dstport',
        'tcp.stream',
        'tcp.seq',
        'tcp.seq_raw',
        'tcp.ack',
        'tcp.ack_raw',
        'tcp.len',
        'tcp.flags.syn',
        'tcp.flags.ack',
        'tcp.flags.fin',
        'tcp.flags.reset',
        'tcp.flags.push',
        'tcp.options.mss_val',
        'http.request.method',
        'http.request.uri',
        'http.request.version',
        'http.response.code',
        'http.response.phrase',
        'http.host',
        '_ws.col.Protocol',
      ]);
    });

    it('reads DNS queries and answers of the common types, with compressed names', () => {
      expectSameAsTshark(pcapFile(dnsMessages().map((data) => ({ data }))), [
        'dns.flags.response',
        'dns.count.answers',
        'dns.qry.name',
        'dns.qry.type',
        'dns.resp.name',
        'dns.resp.type',
        'dns.resp.ttl',
        'dns.a',
        'dns.aaaa',
        'dns.cname',
        'dns.mx.preference',
        'dns.mx.mail_exchange',
        'dns.ns',
        'dns.ptr.domain_name',
        'dns.txt',
        'dns.soa.mname',
        'dns.soa.rname',
        'dns.soa.serial_number',
        '_ws.col.Protocol',
        '_ws.col.Info',
      ]);
    });

    it('reads IPv6 with extension headers, ICMPv6 echo and neighbour discovery, DHCPv6', () => {
      expectSameAsTshark(pcapFile(ipv6Frames().map((data) => ({ data }))), [
        'ipv6.src',
        'ipv6.dst',
        'ipv6.nxt',
        'ipv6.hlim',
        'ipv6.hopopts.nxt',
        'ipv6.dstopts.nxt',
        'ipv6.fraghdr.ident',
        'ipv6.fraghdr.more',
        'ipv6.fraghdr.offset',
        'icmpv6.type',
        'icmpv6.code',
        'icmpv6.echo.identifier',
        'icmpv6.echo.sequence_number',
        'icmpv6.nd.ns.target_address',
        'icmpv6.nd.na.target_address',
        'icmpv6.nd.na.flag.s',
        'icmpv6.nd.na.flag.o',
        'icmpv6.opt.linkaddr',
        'udp.dstport',
        'dhcpv6.msgtype',
        '_ws.col.Protocol',
      ]);
    });

    it('reads STP, CDP, LLDP, VLAN tags (stacked too), ICMP echo and ARP', () => {
      expectSameAsTshark(pcapFile(layer2Frames().map((data) => ({ data }))), [
        'eth.src',
        'eth.dst',
        'llc.dsap',
        'stp.root.hw',
        'stp.root.cost',
        'stp.bridge.hw',
        'stp.hello',
        'cdp.deviceid',
        'cdp.portid',
        'cdp.platform',
        'lldp.chassis.id.mac',
        'lldp.port.id',
        'lldp.time_to_live',
        'lldp.tlv.system.name',
        'vlan.id',
        'vlan.priority',
        'ieee8021ad.id',
        'icmp.type',
        'icmp.code',
        'icmp.ident',
        'icmp.seq',
        'arp.opcode',
        'arp.src.hw_mac',
        'arp.src.proto_ipv4',
        'arp.dst.proto_ipv4',
        '_ws.col.Protocol',
      ]);
    });

    it('reads OSPF hello, RIPv2, a TLS ClientHello server name, IPv4 options and fragments', () => {
      expectSameAsTshark(pcapFile(routingFrames().map((data) => ({ data }))), [
        'ospf.srcrouter',
        'ospf.area_id',
        'ospf.hello.network_mask',
        'ospf.hello.hello_interval',
        'ospf.hello.router_dead_interval',
        'ospf.hello.designated_router',
        'ospf.hello.active_neighbor',
        'rip.command',
        'rip.version',
        'rip.ip',
        'rip.netmask',
        'rip.next_hop',
        'rip.metric',
        'tls.handshake.type',
        'tls.handshake.extensions_server_name',
        'ip.hdr_len',
        'ip.flags.mf',
        'ip.frag_offset',
        'ip.id',
      ]);
    });

    it('reads raw IP and Linux cooked link types', () => {
      const packet = p.ipv4({ protocol: 17, src: '192.0.2.1', dst: '192.0.2.2' }, p.udp(1000, 2000, [1, 2, 3]));
      const packet6 = p.ipv6(17, p.udp(1000, 2000, [1, 2, 3]), '2001:db8::a', '2001:db8::b');
      const sll = concat(be16(0), be16(1), be16(6), p.mac(p.MAC_A), [0, 0], be16(0x0800), packet);
      const sll2 = concat(be16(0x86dd), be16(0), be32(3), be16(1), [4, 6], p.mac(p.MAC_A), [0, 0], packet6);
      const fields = ['ip.src', 'ip.dst', 'ipv6.src', 'udp.srcport', 'udp.dstport', 'sll.etype', 'sll.ifindex'];
      const capture = pcapngFile({
        interfaces: [{ linkType: 101 }, { linkType: 228 }, { linkType: 229 }, { linkType: 113 }, { linkType: 276 }],
        packets: [packet, packet, packet6, sll, sll2].map((data, interfaceId) => ({ data, interfaceId })),
      });
      expectSameAsTshark(capture, fields);
    });

    it('reads pcapng sections, interfaces, time resolutions and comments as tshark does', () => {
      const frame = p.udpFrame(1, 2, [9]);
      const capture = pcapngFile(
        {
          comments: ['section one'],
          interfaces: [{ tsresol: 6, name: 'eth0' }, { tsresol: 9 }, { tsresol: 0x80 | 10, linkType: 101 }],
          packets: [
            { data: frame, timestamp: 1_700_000_000_123_456n, comments: ['first packet', 'second comment'] },
            { data: frame, interfaceId: 1, timestamp: 1_700_000_000_123_456_789n },
            {
              data: p.ipv4({ protocol: 17 }, p.udp(3, 4, [])),
              interfaceId: 2,
              timestamp: 1_700_000_000n * 1024n + 512n,
            },
            { data: frame, simple: true },
          ],
        },
        {
          littleEndian: false,
          interfaces: [{ tsresol: 3 }],
          packets: [{ data: frame, timestamp: 1_700_000_000_500n }],
        },
      );
      expectSameAsTshark(capture, [
        'frame.interface_id',
        'frame.comment',
        'frame.time_epoch',
        'frame.len',
        'frame.cap_len',
        'udp.dstport',
      ]);
    });
  });
});
