import { vi } from 'vitest';

/**
 * A stand-in for the browser's XMLHttpRequest (jsdom's cannot report upload progress): each request is kept in
 * `requests` for the test to drive: `progress(loaded, total)`, `respond(status, body)`, or see it `aborted`.
 * Install with `stubXhr()`; setup.ts's `vi.unstubAllGlobals()` removes it after each test.
 */
export class FakeXhr {
  static requests: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown = null;
  aborted = false;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  onloadend: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.requests.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
  /** The browser's upload progress event. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The server's answer. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.statusText = status === 200 || status === 201 ? 'OK' : 'Error';
    this.responseText = JSON.stringify(body);
    this.onload?.();
    this.onloadend?.();
  }
  /** The file sent in the multipart body's `image` field. */
  get file(): File {
    return (this.body as FormData).get('image') as File;
  }
}

export function stubXhr(): typeof FakeXhr {
  FakeXhr.requests = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
