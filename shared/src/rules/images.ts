/** Card images ask for width=500; the blur placeholder for width=20 and quality=10 (spec §2). */
export const CARD_IMAGE = { width: 500 } as const;
export const BLUR_IMAGE = { width: 20, quality: 10 } as const;

/** Adds width/quality parameters to an image URL, keeping its own query and hash. */
export function sizedImage(src: string, params: { width?: number; quality?: number }): string {
  if (!src) return src;
  const [beforeHash, hash = ''] = src.split('#', 2);
  const [path, query = ''] = beforeHash.split('?', 2);
  const search = new URLSearchParams(query);
  if (params.width !== undefined) search.set('width', String(params.width));
  if (params.quality !== undefined) search.set('quality', String(params.quality));
  return `${path}?${search.toString()}${hash ? `#${hash}` : ''}`;
}
