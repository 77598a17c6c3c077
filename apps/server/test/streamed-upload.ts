import http from 'node:http';

/** How a browser or Node's fetch sends a file: a chunked multipart body, one file part, streamed. */
const BOUNDARY = 'streamed-upload-boundary';
const CHUNK = Buffer.alloc(64 * 1024, 'x');
const FORM_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

export interface StreamedAnswer {
  /** The status read, or the network error the exchange ended in instead (a reset: EPIPE, ECONNRESET). */
  status: number | string;
  connection?: string;
  body?: { message?: string; code?: string };
  /** Every byte of the body was handed to the connection (pacedPost). */
  sentAll?: boolean;
  /** A network error after the answer was read (pacedPost). */
  error?: string;
}

/** A form with one file part named `fileName` of `fileBytes` bytes, as a stream of 64 KiB pieces. */
export function formStream(fileName: string, fileBytes: number): ReadableStream<Uint8Array> {
  const pieces = [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
  ];
  let left = fileBytes;
  let ended = false;
  return new ReadableStream({
    pull(controller) {
      const head = pieces.shift();
      if (head) return controller.enqueue(head);
      if (left > 0) {
        const piece = CHUNK.subarray(0, Math.min(left, CHUNK.length));
        left -= piece.length;
        return controller.enqueue(piece);
      }
      if (!ended) {
        ended = true;
        return controller.enqueue(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
      }
      controller.close();
    },
  });
}

const headers = (token: string | undefined) => ({
  'content-type': FORM_TYPE,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** A multipart POST whose body Node's fetch streams: the status and body, or the network error instead. */
export async function fetchPost(
  url: string,
  token: string | undefined,
  fileName: string,
  fileBytes: number,
): Promise<StreamedAnswer> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: headers(token),
      body: formStream(fileName, fileBytes),
      duplex: 'half',
    } as RequestInit);
    return {
      status: response.status,
      connection: response.headers.get('connection') ?? undefined,
      body: (await response.json()) as StreamedAnswer['body'],
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: `network error: ${cause?.code ?? cause?.message ?? String(error)}` };
  }
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 1));

/**
 * A client that goes on sending its body after the answer has come (as a browser does), a
 * piece at a time with a short pause between (as over a real network, where the kernel's
 * buffers do not take a few MiB at once), and reads the answer meanwhile.
 */
export function pacedPost(
  url: string,
  token: string | undefined,
  fileName: string,
  fileBytes: number,
): Promise<StreamedAnswer> {
  return new Promise((resolve) => {
    const answer: StreamedAnswer = { status: 'no answer', sentAll: false };
    const request = http.request(url, { method: 'POST', headers: headers(token) });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        answer.status = response.statusCode ?? 0;
        answer.connection = response.headers.connection;
        answer.body = JSON.parse(Buffer.concat(chunks).toString()) as StreamedAnswer['body'];
      });
    });
    request.on('error', (error: NodeJS.ErrnoException) => (answer.error = error.code ?? error.message));
    request.on('close', () => resolve(answer));
    void (async () => {
      const reader = formStream(fileName, fileBytes).getReader();
      for (let piece = await reader.read(); !piece.done; piece = await reader.read()) {
        if (request.destroyed) return;
        await new Promise<void>((written) => request.write(piece.value, () => written()));
        await pause();
      }
      answer.sentAll = !request.destroyed;
      request.end();
    })();
  });
}
