import { badRequest } from '../../http/app-error.ts';

export const maxImageSide = 1920;

export type ImageKind = 'png' | 'jpeg';

/** PNG or JPEG by the file's first bytes (its name and declared type are not trusted). */
export function detectImageKind(data: Uint8Array): ImageKind | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (data.length >= 8 && png.every((byte, i) => data[i] === byte)) return 'png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return undefined;
}

export const imageContentType = (kind: ImageKind) => (kind === 'png' ? 'image/png' : 'image/jpeg');

/** An image in memory, or streamed to a file on disk with its first bytes kept. */
export type ImageSource = Buffer | { path: string; head: Buffer };

/**
 * Checks the type by magic bytes ('auth:invalidImageType' otherwise), decodes it fully and
 * re-encodes it at most 1920 px on the longer side (EXIF orientation applied, metadata dropped).
 * A file on disk is decoded from there: sharp reads it without the bytes passing through JS.
 */
export async function normaliseImage(source: ImageSource): Promise<{ kind: ImageKind; data: Buffer }> {
  const kind = detectImageKind(Buffer.isBuffer(source) ? source : source.head);
  if (!kind) throw badRequest('auth:invalidImageType');
  // Loaded on first use: the native module is not needed to start the server.
  const { default: sharp } = await import('sharp');
  try {
    const pipeline = sharp(Buffer.isBuffer(source) ? source : source.path, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: maxImageSide, height: maxImageSide, fit: 'inside', withoutEnlargement: true });
    const output = kind === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 85 });
    return { kind, data: await output.toBuffer() };
  } catch {
    throw badRequest('auth:invalidImageType');
  }
}
