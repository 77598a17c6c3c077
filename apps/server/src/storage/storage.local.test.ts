import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { filesUnder } from '../../test/files.js';
import { AppError } from '../lib/errors.js';
import { FileDownloadService } from '../modules/files/service.js';
import { LocalDiskStorage } from './local-disk.js';
import { SignedLinks } from './signed-links.js';
import { storageContract } from './storage-contract.js';

storageContract('local disk', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'netclass-storage-'));
  const links = new SignedLinks(new TextEncoder().encode('a secret of the app'));
  const storage = new LocalDiskStorage(root, links, 60 * 60 * 1000);
  // The app's `GET /api/files/{token}/{name}`, which the links point at.
  const downloads = new FileDownloadService(storage, links);
  const server = http.createServer((request, response) => {
    const token = /^\/api\/files\/([^/]+)\//.exec(request.url ?? '')?.[1] ?? '';
    downloads.open(token, request.headers.range).then(
      (file) => {
        response.writeHead(file.status, file.headers);
        if (file.body) file.body.pipe(response);
        else response.end();
      },
      (error: unknown) => response.writeHead(error instanceof AppError ? error.statusCode : 500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tmp = path.join(root, '.tmp');
  return {
    storage,
    fetchLink: (url, headers) => fetch(new URL(url, base), { headers }),
    leaveAbandoned: async () => {
      fs.mkdirSync(tmp, { recursive: true });
      fs.writeFileSync(path.join(tmp, 'left-by-a-killed-process'), 'x'); // as recent as can be
    },
    stagedCount: async () => filesUnder(tmp).length,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
});
