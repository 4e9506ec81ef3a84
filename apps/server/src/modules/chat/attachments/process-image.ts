import {
  attachmentLimits,
  detectImageFormat,
  imageMimeTypes,
  type ImageFormat,
} from '@parlor/contracts';
import type { Metadata, Sharp } from 'sharp';
import { loadSharp } from '../../../lib/load-sharp';
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

/**
 * Above this, a JPEG is written baseline, row by row: mozjpeg's progressive, optimised
 * coding keeps every coefficient of the image in memory (a 40 MP photo: +260 MB and 10 s,
 * against +26 MB and 0.5 s; bench/README.md, "image attacks").
 */
const streamedJpegPixels = 4_000_000;

function encode(image: Sharp, format: ImageFormat, pixels: number): Sharp {
  switch (format) {
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'jpeg':
      return pixels > streamedJpegPixels
        ? image.jpeg({ quality: 88, progressive: false, optimiseCoding: false })
        : image.jpeg({ quality: 88, mozjpeg: true });
    case 'gif':
      return image.gif();
    case 'webp':
      return image.webp({ quality: 88 });
  }
}

/** What an image's header says, read before any pixel is decoded. */
export interface ImageProbe {
  format: ImageFormat;
  /** Width × height × frames: what decoding it costs. */
  pixels: number;
}

const decodeOptions = (format: ImageFormat) =>
  ({
    animated: format === 'gif' || format === 'webp',
    failOn: 'error',
    limitInputPixels: attachmentLimits.maxPixels,
  }) as const;

/**
 * Checks an uploaded image by its header only (no pixel is decoded):
 * 1. the format from the magic numbers (PNG, JPEG, GIF, WebP), else `imagesOnly`;
 * 2. the header's dimensions (× frames), refused above `maxPixels` (decompression bombs).
 * The answer's `pixels` is what the budgets of a message and a user count.
 */
export async function probeImage(bytes: Buffer): Promise<ImageProbe> {
  if (bytes.length === 0) throw attachmentErrors.invalidFileSize();
  const format = detectImageFormat(bytes);
  if (!format) throw attachmentErrors.imagesOnly();

  let header: Metadata;
  try {
    // `metadata()` reads the header only; the pixel limit below decides before any decoding.
    const sharp = await loadSharp();
    header = await sharp(bytes, { ...decodeOptions(format), limitInputPixels: false }).metadata();
  } catch {
    throw attachmentErrors.invalidFile();
  }
  if (header.format !== format || !header.width || !header.height) {
    throw attachmentErrors.invalidFile();
  }
  const frameHeight = header.pageHeight ?? header.height;
  const pixels = header.width * frameHeight * (header.pages ?? 1);
  if (pixels > attachmentLimits.maxPixels) throw attachmentErrors.invalidFileSize();
  return { format, pixels };
}

/**
 * Makes the version of a probed image that is stored and served: decoded strictly (a
 * truncated or corrupt file is `Invalid file`, libvips' own `limitInputPixels` a second
 * guard), turned upright by its EXIF orientation, and re-encoded in its format without any
 * metadata (EXIF, GPS, XMP, ICC, comments); animated GIFs and WebPs keep their frames.
 * The original bytes go nowhere. Runs in the image pool (image-pool.ts), never directly.
 */
export async function processImage(bytes: Buffer, probe: ImageProbe): Promise<ProcessedImage> {
  const { format } = probe;
  const sharp = await loadSharp();
  try {
    // `autoOrient` turns the pixels upright; the output keeps no metadata unless asked to.
    const { data, info } = await encode(
      sharp(bytes, decodeOptions(format)).autoOrient(),
      format,
      probe.pixels,
    ).toBuffer({
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
