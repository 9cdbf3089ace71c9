/**
 * The carrier's own tracking page for a parcel (#41 item 8): the owner follows the parcel where the
 * carrier shows it, not on the shop's tracking page (that one is the shopper's, behind their login).
 * Carriers are matched by name, case and spacing ignored; an unknown carrier falls back to the link the
 * print provider gave, if it is an https link off the shop; else there is no link (the number is shown).
 */
const carrierPages: { match: RegExp; url: (n: string) => string }[] = [
  { match: /^usps$/, url: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}` },
  { match: /^ups$/, url: (n) => `https://www.ups.com/track?tracknum=${n}` },
  { match: /^fedex$/, url: (n) => `https://www.fedex.com/fedextrack/?trknbr=${n}` },
  { match: /^dhl(express|ecommerce)?$/, url: (n) => `https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=${n}` },
];

export function carrierTrackingUrl(carrier: string, trackingNumber: string, providerUrl: string | null, shopOrigin: string): string | null {
  const number = trackingNumber.trim();
  const page = carrierPages.find((c) => c.match.test(carrier.toLowerCase().replace(/[\s_.-]/g, '')));
  if (page && number) return page.url(encodeURIComponent(number));
  if (!providerUrl) return null;
  try {
    const url = new URL(providerUrl);
    return url.protocol === 'https:' && url.origin !== new URL(shopOrigin).origin ? url.href : null;
  } catch {
    return null;
  }
}
