import ipaddr from 'ipaddr.js';

/**
 * IPv4 addresses as unsigned 32-bit numbers for the arithmetic of subnetting; every text goes
 * through ipaddr.js (parse, format, masks), nothing here parses an address by hand.
 */
export const ADDRESS_BITS = 32;

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

/** The mask's prefix length, or null when the address is not a contiguous mask. */
export function prefixOfMask(mask: string): number | null {
  return ipaddr.IPv4.parse(mask).prefixLengthFromSubnetMask();
}

export function networkOf(address: string, prefix: number): string {
  return ipaddr.IPv4.networkAddressFromCIDR(`${address}/${prefix}`).toString();
}

export function broadcastOf(address: string, prefix: number): string {
  return ipaddr.IPv4.broadcastAddressFromCIDR(`${address}/${prefix}`).toString();
}

/** 2^bits, exact for every bits from 0 to 32 (no 32-bit shift overflow). */
export function powerOfTwo(bits: number): number {
  return 2 ** bits;
}

/** The number of host bits needed for a subnet of at least `hosts` usable addresses (2^h − 2 ≥ hosts, h ≥ 2). */
export function hostBitsFor(hosts: number): number {
  let bits = 2;
  while (powerOfTwo(bits) - 2 < hosts) bits++;
  return bits;
}

/** The octets in binary, 8 digits each, joined by dots: 11000000.10101000.00000001.00000001. */
export function dottedBinary(bits: string): string {
  return bits.match(/.{8}/g)?.join('.') ?? bits;
}

export function binaryOf(value: number, width: number): string {
  return value.toString(2).padStart(width, '0');
}
