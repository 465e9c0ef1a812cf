/**
 * Picking an image to upload (design.md §5): the types the server accepts, its 10 MB limit, and the file read as a
 * data URL for its preview (the file itself is streamed as multipart by web/api/uploads.ts). The server checks the
 * bytes again and re-encodes; these checks only spare the user a long upload that would be refused.
 */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const isAcceptedImage = (file: File) => IMAGE_TYPES.includes(file.type);

export function readAsDataUrl(file: File): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable file'));
    reader.readAsDataURL(file);
  });
}
