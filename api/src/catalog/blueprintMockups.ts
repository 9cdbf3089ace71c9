/**
 * Mock-ups of one design on other product kinds. Both the blueprint's images and the design's
 * images are the store's own generated SVG paths (/api/mockups/{shape}/{base}/{accent}/{motif}/…);
 * the preview keeps the blueprint's shape and colour and takes the design's accent, motif and
 * label. Images from elsewhere (a real provider's photos) are left as they are.
 */
const MOCKUP = /^\/api\/mockups\/([a-z-]+)\/([0-9a-f]{6})\/([0-9a-f]{6})\/(\d{1,2})\/(front|detail)\.svg\?t=(.*)$/i;

export function designOnBlueprint(blueprintImages: string[], designImage: string | null): string[] {
  const design = designImage ? MOCKUP.exec(designImage) : null;
  if (!design) return blueprintImages;
  const [, , , accent, motif, , label] = design;
  return blueprintImages.map((src) => {
    const bp = MOCKUP.exec(src);
    return bp ? `/api/mockups/${bp[1]}/${bp[2]}/${accent}/${motif}/${bp[5]}.svg?t=${label}` : src;
  });
}
