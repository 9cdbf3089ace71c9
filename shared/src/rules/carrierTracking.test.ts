import { describe, expect, it } from 'vitest';
import { carrierTrackingUrl } from './carrierTracking.ts';

const shop = 'https://shop.example';

describe('carrier tracking link', () => {
  it.each([
    ['USPS', '9400111899223100000000', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100000000'],
    ['ups', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['FedEx', ' 123456789012 ', 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
    ['DHL Express', 'JD0146 0000 0', 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id=JD0146%200000%200'],
  ])('%s %s → the carrier page', (carrier, number, url) => {
    expect(carrierTrackingUrl(carrier, number, `${shop}/track/1`, shop)).toBe(url);
  });

  it("never links the owner to the shop's own tracking page; an unknown carrier keeps the provider's https link", () => {
    expect(carrierTrackingUrl('Carrier', '42', `${shop}/orders/7/track`, shop)).toBeNull();
    expect(carrierTrackingUrl('Royal Post', '42', 'https://track.royalpost.example/42', shop)).toBe('https://track.royalpost.example/42');
    expect(carrierTrackingUrl('Royal Post', '42', 'http://track.royalpost.example/42', shop)).toBeNull();
    expect(carrierTrackingUrl('Royal Post', '42', 'javascript:alert(1)', shop)).toBeNull();
    expect(carrierTrackingUrl('Royal Post', '42', null, shop)).toBeNull();
  });
});
