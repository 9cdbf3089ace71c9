/**
 * Social networks (Facebook, X, LinkedIn) and shopping feeds do not take SVG pictures. Where the
 * store's own image is an SVG (the local provider's mock-ups, the blog's pictures), og:image and the
 * feed's image link name a PNG the server renders from it; any other picture is kept as it is.
 */
export const SOCIAL_IMAGE_PATH = '/api/social-image.png';

export function socialImagePath(src: string): string {
  const path = src.split(/[?#]/, 1)[0]!;
  const ownSvg = src.startsWith('/') && !src.startsWith('//') && /\.svg$/i.test(path);
  return ownSvg ? `${SOCIAL_IMAGE_PATH}?src=${encodeURIComponent(src)}` : src;
}
