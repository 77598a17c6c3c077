import ipaddr from 'ipaddr.js';

/**
 * IPv4 addresses as unsigned 32-bit numbers for the arithmetic of subnetting; every text goes
 * through ipaddr.js (parse, format, masks), nothing here parses an address by hand.
 */
export function ipv4ToNumber(address: string): number {
  return ipaddr.IPv4.parse(address)
    .toByteArray()
    .reduce((value, octet) => value * 256 + octet, 0);
}

export function numberToIpv4(value: number): string {
  return new ipaddr.IPv4(octetsOf(value)).toString();
}

export function octetsOf(value: number): number[] {
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
}

export function maskOf(prefix: number): string {
  return ipaddr.IPv4.subnetMaskFromPrefixLength(prefix).toString();
}

export function networkOf(address: string, prefix: number): string {
  return ipaddr.IPv4.networkAddressFromCIDR(`${address}/${prefix}`).toString();
}

export function broadcastOf(address: string, prefix: number): string {
  return ipaddr.IPv4.broadcastAddressFromCIDR(`${address}/${prefix}`).toString();
}

/** The number of host bits needed for a subnet of at least `hosts` usable addresses (2^h − 2 ≥ hosts, h ≥ 2). */
export function hostBitsFor(hosts: number): number {
  let bits = 2;
  while (2 ** bits - 2 < hosts) bits++;
  return bits;
}

/** The octets in binary, 8 digits each, joined by dots: 11000000.10101000.00000001.00000001. */
export function dottedBinary(bits: string): string {
  return bits.match(/.{8}/g)?.join('.') ?? bits;
}

export function binaryOf(value: number, width: number): string {
  return value.toString(2).padStart(width, '0');
}
