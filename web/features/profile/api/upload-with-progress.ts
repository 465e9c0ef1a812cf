import type { ErrorCode } from '#shared/errors.ts';
import { api, ApiError } from '#web/lib/api-client.ts';

/**
 * A JSON PUT that reports upload progress (fetch cannot): XMLHttpRequest with credentials. A 401/403 goes once
 * more through the api client, which refreshes the session and repeats the request (without progress).
 */
export function putWithProgress<T>(path: string, body: unknown, onProgress: (percent: number) => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/api${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', 'network_error'));
    xhr.onload = () => {
      if (xhr.status === 401 || xhr.status === 403) {
        api<T>(path, { method: 'PUT', body }).then(resolve, reject);
        return;
      }
      let answer: { message?: string; code?: string; fields?: Record<string, string> } & Record<string, unknown> = {};
      try {
        answer = JSON.parse(xhr.responseText) as typeof answer;
      } catch {
        // not JSON: the status text stands in
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(answer as T);
      } else {
        reject(
          new ApiError(
            xhr.status,
            answer.message || xhr.statusText || 'Request failed',
            typeof answer.code === 'string' ? (answer.code as ErrorCode) : 'http_error',
            answer.fields,
          ),
        );
      }
    };
    xhr.send(JSON.stringify(body));
  });
}
