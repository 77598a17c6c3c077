import { describe, expect, it } from 'vitest';
import { be16, be32, concat, pcapFile, pcapngFile } from './capture.fixtures.js';
import {
  dhcpExchange,
  dnsMessages,
  ipv6Frames,
  layer2Frames,
  routingFrames,
  tcpConversation,
} from './oracle-captures.fixtures.js';
import * as p from './packets.fixtures.js';
import { readCaptureBytes } from './capture-reader.js';
import { dissectPacket } from './dissect/dissect.js';
import { TcpStreamTracker } from './dissect/tcp-streams.js';
import { matchesFilter } from './filter/evaluate.js';
import { parseFilter } from './filter/parser.js';
import { ourFields, tsharkFields, tsharkInstalled, tsharkMatches } from './tshark.fixtures.js';

const inCi = process.env.CI === 'true';

/** Reads `capture` with tshark and with ours, and compares `fields` packet by packet. */
function expectSameAsTshark(capture: Uint8Array, fields: string[]): void {
  const theirs = tsharkFields(capture, fields);
  const ours = ourFields(capture, fields);
  expect(ours.length).toBe(theirs.length);
  expect(ours.length).toBeGreaterThan(0);
  ours.forEach((row, i) => expect({ packet: i + 1, ...row }).toEqual({ packet: i + 1, ...theirs[i] }));
}

describe('the dissectors against tshark', () => {
  it('finds tshark (installed by CI; elsewhere these tests skip)', (context) => {
    if (!tsharkInstalled && !inCi) {
      console.warn('tshark is not installed at /usr/bin/tshark: the oracle tests are skipped (apt-get install tshark)');
      context.skip();
    }
    expect(tsharkInstalled).toBe(true);
  });

  // Each tshark start takes a second or more on a busy machine: a generous limit, not a timing check.
  describe.skipIf(!tsharkInstalled)('field by field', { timeout: 60_000 }, () => {
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

    it('passes the same packets as tshark through display filters', () => {
      const frames = [...dhcpExchange(), ...tcpConversation(), ...dnsMessages(), ...layer2Frames()];
      const capture = pcapFile(frames.map((data) => ({ data })));
      const streams = new TcpStreamTracker();
      const packets = readCaptureBytes(capture).flatMap((record) => (record.kind === 'packet' ? [record] : []));
      const dissections = packets.map((packet) => dissectPacket(packet, { fields: true, streams }));
      const filters = [
        'dhcp.option.dhcp == 2 || arp',
        'tcp.port == 80 && tcp.flags.syn == 1 && tcp.flags.ack == 0',
        'ip.addr == 10.0.0.0/30 && !icmp && tcp.stream == 1',
        'vlan.id == 10 && icmp.type == 8',
        'ip.src != 10.0.0.1 && udp',
        'dns.qry.name contains "example" && dns.flags.response == 1',
        'eth.src == 00:11:22:33:44:55 && (stp || lldp) || tcp.len > 50',
      ];
      for (const filter of filters) {
        const parsed = parseFilter(filter);
        if (!parsed.ok) throw new Error(parsed.error.message);
        const ours = dissections.flatMap((dissection, i) => (matchesFilter(parsed.filter, dissection) ? [i + 1] : []));
        expect({ filter, frames: ours }).toEqual({ filter, frames: tsharkMatches(capture, filter) });
      }
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
