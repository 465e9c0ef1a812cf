import { fillPath, toQueryString, type Endpoint, type EndpointAnswer, type EndpointInput } from '#shared/endpoint.ts';
import { uploadsApi, type ImagePurpose } from '#shared/endpoints/uploads.ts';
import { ApiError, refreshAfterDenied, toError } from '#web/lib/api-client.ts';

/** What every upload takes: where to report its progress (0–100) and the signal that cancels it. */
export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/** The error a cancelled upload rejects with (`isCancelled` tells it from a failure). */
export const cancelledUpload = () => new DOMException('The upload was cancelled', 'AbortError');
export const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * Sends one file as multipart/form-data (field `image`) with XMLHttpRequest, the one browser API that reports upload
 * progress. Progress stops at 99 while the server works on the image and reaches 100 with its answer.
 */
function sendFile(
  method: string,
  url: string,
  file: Blob,
  { onProgress, signal }: UploadOptions,
): Promise<{ status: number; statusText: string; text: string }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(cancelledUpload());
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(99, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    xhr.onabort = () => reject(cancelledUpload());
    xhr.onerror = () => reject(new ApiError(0, 'Network error', 'network_error'));
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText });
    xhr.onloadend = () => signal?.removeEventListener('abort', abort);
    const body = new FormData();
    body.append('image', file, file instanceof File ? file.name : 'image');
    onProgress?.(0);
    xhr.send(body);
  });
}

/**
 * Uploads `file` to a declared upload endpoint (shared/endpoints/uploads.ts): on 401/403 the session is refreshed
 * once and the file sent again, as the api client does for JSON calls; a failure is an ApiError with the server's
 * code and message; cancelling rejects with an AbortError.
 */
export async function uploadTo<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  file: Blob,
  options: UploadOptions = {},
): Promise<EndpointAnswer<E>> {
  const url = `/api${fillPath(endpoint.path, input.params as Record<string, unknown> | undefined)}${toQueryString(
    input.query as Record<string, unknown> | undefined,
  )}`;
  let res = await sendFile(endpoint.method, url, file, options);
  if ((res.status === 401 || res.status === 403) && (await refreshAfterDenied())) {
    res = await sendFile(endpoint.method, url, file, options);
  }
  const answer = new Response(res.text, { status: res.status, statusText: res.statusText });
  if (!answer.ok) throw await toError(answer);
  options.onProgress?.(100);
  return (await answer.json()) as EndpointAnswer<E>;
}

/** PUT /users/profile/upload-avatar or upload-cover: answers the user with the new picture. */
export const uploadProfilePicture = (kind: 'avatar' | 'cover', file: Blob, options?: UploadOptions) =>
  uploadTo(kind === 'avatar' ? uploadsApi.avatar : uploadsApi.cover, {}, file, options);

/** POST /uploads/admin/image: stores a course or banner image and answers its address for the form to send. */
export const uploadAdminImage = async (purpose: ImagePurpose, file: Blob, options?: UploadOptions) =>
  (await uploadTo(uploadsApi.image, { query: { purpose } }, file, options)).url;
