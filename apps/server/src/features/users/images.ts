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

/**
 * Checks the type by magic bytes ('auth:invalidImageType' otherwise), decodes it fully and
 * re-encodes it at most 1920 px on the longer side (EXIF orientation applied, metadata dropped).
 */
export async function normaliseImage(data: Buffer): Promise<{ kind: ImageKind; data: Buffer }> {
  const kind = detectImageKind(data);
  if (!kind) throw badRequest('auth:invalidImageType');
  // Loaded on first use: the native module is not needed to start the server.
  const { default: sharp } = await import('sharp');
  try {
    const pipeline = sharp(data, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: maxImageSide, height: maxImageSide, fit: 'inside', withoutEnlargement: true });
    const output = kind === 'png' ? pipeline.png() : pipeline.jpeg({ quality: 85 });
    return { kind, data: await output.toBuffer() };
  } catch {
    throw badRequest('auth:invalidImageType');
  }
}
