import {
  attachmentLimits,
  detectImageFormat,
  imageMimeTypes,
  type ImageFormat,
} from '@parlor/contracts';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { attachmentErrors } from './attachment-errors';

export interface ProcessedImage {
  format: ImageFormat;
  mime: string;
  /** The re-encoded image: orientation applied, no metadata. */
  data: Buffer;
  width: number;
  height: number;
  /** A WebP preview at most 320 px on its longer side (the first frame of an animation). */
  thumbnail: Buffer;
}

const thumbnailSize = 320;

function encode(image: Sharp, format: ImageFormat): Sharp {
  switch (format) {
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'jpeg':
      return image.jpeg({ quality: 88, mozjpeg: true });
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: 88 });
  }
}

/**
 * Checks an uploaded image by its bytes and makes the version that is stored and served:
 * 1. the format from the magic numbers (PNG, JPEG, GIF, WebP), else `imagesOnly`;
 * 2. the header's dimensions, refused above `maxPixels` before anything is decoded
 *    (decompression bombs), with libvips' own `limitInputPixels` as a second guard;
 * 3. decoded strictly (a truncated or corrupt file is `Invalid file`), turned upright by its
 *    EXIF orientation, and re-encoded in its format without any metadata (EXIF, GPS, XMP,
 *    ICC, comments); animated GIFs and WebPs keep their frames.
 * The original bytes go nowhere.
 */
export async function processImage(bytes: Buffer): Promise<ProcessedImage> {
  if (bytes.length === 0) throw attachmentErrors.invalidFileSize();
  const format = detectImageFormat(bytes);
  if (!format) throw attachmentErrors.imagesOnly();

  const animated = format === 'gif' || format === 'webp';
  const options = {
    animated,
    failOn: 'error',
    limitInputPixels: attachmentLimits.maxPixels,
  } as const;

  let header: Metadata;
  try {
    // Only the header is read here; the pixel limit below decides before any decoding.
    header = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw attachmentErrors.invalidFile();
  }
  if (header.format !== format || !header.width || !header.height) {
    throw attachmentErrors.invalidFile();
  }
  const frameHeight = header.pageHeight ?? header.height;
  const frames = header.pages ?? 1;
  if (header.width * frameHeight * frames > attachmentLimits.maxPixels) {
    throw attachmentErrors.invalidFileSize();
  }

  try {
    // `autoOrient` turns the pixels upright; the output keeps no metadata unless asked to.
    const { data, info } = await encode(sharp(bytes, options).autoOrient(), format).toBuffer({
      resolveWithObject: true,
    });
    const height = info.pageHeight ?? info.height;
    const thumbnail = await sharp(data, { failOn: 'error' })
      .resize(thumbnailSize, thumbnailSize, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { format, mime: imageMimeTypes[format], data, width: info.width, height, thumbnail };
  } catch {
    throw attachmentErrors.invalidFile();
  }
}
