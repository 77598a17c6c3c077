/**
 * Packet captures read and dissected in the browser and on the server alike (docs/captures.md,
 * docs/decisions/046-capture-reader.md).
 */
export * from './types.js';
export { CaptureReader, readCapture, readCaptureBytes, type CaptureSource } from './capture-reader.js';
export { dissectPacket, type DissectOptions, type PacketDissection } from './dissect/dissect.js';
export type { PacketSummary } from './dissect/dissector.js';
export { PacketField, formatIpv4, formatValue, type FieldType, type FieldValue } from './dissect/field.js';
export {
  TcpStreamTracker,
  TCP_FLAGS,
  type TcpPacketInfo,
  type TcpStream,
  type TcpStreamState,
} from './dissect/tcp-streams.js';
export { CAPTURE_MESSAGES, CAPTURE_FILTER_MESSAGES } from '../messages.js';
export * from './filter/index.js';
