import { pcapFile } from '../../../../../packages/shared/src/captures/capture.fixtures';
import {
  dhcp,
  ethernet,
  icmpEcho,
  ip4,
  ipv4,
  udpFrame,
} from '../../../../../packages/shared/src/captures/packets.fixtures';

/**
 * A small lab capture for the viewer's tests: a DHCP discover and offer, then an ICMP echo
 * request and its reply, 0.25 s apart (built with the shared package's capture fixtures).
 */
export function sampleCapture(): Uint8Array {
  const client = '02:00:00:00:00:01';
  const discover = udpFrame(68, 67, dhcp(1, 0x1234, client, [[53, [1]]]), '0.0.0.0', '255.255.255.255');
  const offer = udpFrame(
    67,
    68,
    dhcp(
      2,
      0x1234,
      client,
      [
        [53, [2]],
        [3, ip4('10.0.0.1')],
        [6, ip4('8.8.8.8')],
      ],
      '10.0.0.20',
    ),
    '10.0.0.1',
    '10.0.0.20',
  );
  const ping = ethernet(ipv4({ protocol: 1, src: '10.0.0.20', dst: '10.0.0.1' }, icmpEcho(8, 7, 1, [1, 2, 3, 4])));
  const pong = ethernet(ipv4({ protocol: 1, src: '10.0.0.1', dst: '10.0.0.20' }, icmpEcho(0, 7, 1, [1, 2, 3, 4])));
  return pcapFile([
    { data: discover, seconds: 1000, fraction: 0 },
    { data: offer, seconds: 1000, fraction: 250_000 },
    { data: ping, seconds: 1000, fraction: 500_000 },
    { data: pong, seconds: 1000, fraction: 750_000 },
  ]);
}
