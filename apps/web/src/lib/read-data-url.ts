/** Accepted picture types (the server decides by magic bytes; this only filters the file picker). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';

/**
 * A picked file as a data URL: pictures are sent inline in the JSON body (docs/product/README.md,
 * Money, dates, pictures, places).
 */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
