import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { FieldErrors } from '../errors';
import type { FileStore } from './fileStore';

export const INVALID_IMAGE = 'Upload a valid image: PNG, JPEG, GIF or WebP.';
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'gif', 'webp']);

export interface ImageKind {
  /** Folder of the storage keys. */
  folder: string;
  /** The stored image fits in a square of this many pixels (never enlarged). */
  maxSize: number;
  /** Side of the square card thumbnail stored beside it, if any. */
  thumbnailSize?: number;
}

export const PODCAST_COVER: ImageKind = { folder: 'podcasts', maxSize: 1400, thumbnailSize: 400 };
export const PROFILE_PICTURE: ImageKind = { folder: 'profiles', maxSize: 800 };

/** The key of the card thumbnail stored beside an image. */
export function thumbnailKeyOf(key: string): string {
  return key.replace(/\.webp$/, '-card.webp');
}

/** Every key stored for an image: the image and its thumbnail. */
export function keysOfImage(key: string | null): string[] {
  return key === null ? [] : [key, thumbnailKeyOf(key)];
}

/** Whether the data is an image of an accepted format (a feed's artwork is imported only then). */
export async function isAcceptedImage(data: Buffer): Promise<boolean> {
  const format = await sharp(data)
    .metadata()
    .then((metadata) => metadata.format, () => undefined);
  return format !== undefined && ACCEPTED_FORMATS.has(format);
}

/** The image re-encoded as WebP (fit inside the kind's square) and its thumbnail when the kind has one. */
async function encodeImage(data: Buffer, kind: ImageKind): Promise<{ image: Buffer; thumbnail: Buffer | null }> {
  // rotate() applies the EXIF orientation before the metadata is dropped.
  const source = () => sharp(data, { failOn: 'error' }).rotate();
  const image = await source()
    .resize(kind.maxSize, kind.maxSize, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  const thumbnail = kind.thumbnailSize
    ? await source().resize(kind.thumbnailSize, kind.thumbnailSize, { fit: 'cover' }).webp({ quality: 78 }).toBuffer()
    : null;
  return { image, thumbnail };
}

/**
 * Checks the upload by its content (the name and declared type are ignored), re-encodes it as WebP without its
 * metadata, resizes it and stores it with its thumbnail. Returns the storage key; a non-image is a field error.
 * Nothing is stored for a refused upload, and when storing fails part-way what was stored is removed again.
 */
export async function storeImage(files: FileStore, data: Buffer, kind: ImageKind, field: string): Promise<string> {
  if (!(await isAcceptedImage(data))) throw new FieldErrors({ [field]: [INVALID_IMAGE] });
  let encoded: { image: Buffer; thumbnail: Buffer | null };
  try {
    encoded = await encodeImage(data, kind);
  } catch (error) {
    // A file that claims to be an image but cannot be decoded (truncated, corrupt) is the uploader's problem.
    if (error instanceof Error && /Input|unsupported|corrupt|premature|bad/i.test(error.message)) {
      throw new FieldErrors({ [field]: [INVALID_IMAGE] });
    }
    throw error;
  }
  const key = `${kind.folder}/${randomUUID()}.webp`;
  try {
    await files.save(key, encoded.image);
    if (encoded.thumbnail) await files.save(thumbnailKeyOf(key), encoded.thumbnail);
  } catch (error) {
    // What was saved goes again (a failed save may have left part of a file); the save's failure is the one reported.
    await files.remove(keysOfImage(key)).catch(() => undefined);
    throw error;
  }
  return key;
}
