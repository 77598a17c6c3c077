/** A stand-in for XMLHttpRequest that the test drives: progress, answer, abort. */
export class FakeXhr {
  private static latest: FakeXhr | undefined;
  /** The request made last; throws when none was made since `reset()`. */
  static get last(): FakeXhr {
    if (!FakeXhr.latest) throw new Error('no XMLHttpRequest yet');
    return FakeXhr.latest;
  }
  static made(): boolean {
    return FakeXhr.latest !== undefined;
  }
  static reset(): void {
    FakeXhr.latest = undefined;
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.latest = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  responseHeaders: Record<string, string> = {};
  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }
  answer(status: number, body: unknown, headers: Record<string, string> = {}) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.responseHeaders = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    this.onload?.();
  }
}
