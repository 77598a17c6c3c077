import { z } from 'zod';
import { ASSIGNMENT_MESSAGES } from '../messages.js';
import { idWith, isoDateTime } from './common.js';

/** A packet's time: whole seconds since 1970 and nanoseconds, exact as the capture holds it. */
export const captureTimeSchema = z.object({ seconds: z.number().int(), nanoseconds: z.number().int() });

/** What the server's list pass found in a capture (docs/captures.md, "Analysis on the server"). */
export const captureSummarySchema = z.object({
  format: z.enum(['pcap', 'pcapng']).nullable(),
  packets: z.number().int(),
  /** Captured bytes of every packet. */
  bytes: z.number().int(),
  first_packet_at: captureTimeSchema.nullable(),
  last_packet_at: captureTimeSchema.nullable(),
  /** Packets per protocol of the dissection (`eth`, `ip`, `tcp`, `dhcp`…). */
  protocols: z.record(z.string(), z.number().int()),
  tcp_streams: z.number().int(),
  malformed_packets: z.number().int(),
  /** The reader's problems: their message keys (`capture.truncated`…, as property names, not rendered) and how often each occurred. */
  problems: z.record(z.string(), z.number().int()),
});
export type CaptureSummary = z.infer<typeof captureSummarySchema>;

export const CAPTURE_ANALYSIS_STATUSES = ['queued', 'done', 'failed'] as const;
export type CaptureAnalysisStatus = (typeof CAPTURE_ANALYSIS_STATUSES)[number];

/** `GET /hand-in-files/{id}/capture-analysis`: `error` is why it failed (the message of `capture.notCapture`…, in the request's language). */
export const captureAnalysisSchema = z.object({
  file_id: z.number().int(),
  status: z.enum(CAPTURE_ANALYSIS_STATUSES),
  summary: captureSummarySchema.nullable(),
  error: z.string().nullable(),
  analysed_at: isoDateTime.nullable(),
});
export type CaptureAnalysis = z.infer<typeof captureAnalysisSchema>;

export const handInFileParamsSchema = z.object({ id: idWith(ASSIGNMENT_MESSAGES.fileNotFound) });
export const captureAnalysisResponseSchema = z.object({ analysis: captureAnalysisSchema });
