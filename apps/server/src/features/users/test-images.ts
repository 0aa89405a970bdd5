import sharp from 'sharp';

/** A multipart/form-data body with one file, for app.inject. */
export function multipart(
  fileName: string,
  contentType: string,
  data: Buffer,
  headers: Record<string, string> = {},
) {
  const boundary = `----ohp${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A plain-colour image of the given size, to encode as PNG or JPEG. */
export const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } });
