import type sharpModule from 'sharp';

let loaded: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips), loaded with the first image rather than at start-up (its native module
 * costs start-up time): one libvips thread per job and no operation cache, as image-pool.ts
 * bounds the work.
 */
export function loadSharp(): Promise<typeof sharpModule> {
  return (loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    sharp.cache(false);
    return sharp;
  }));
}
