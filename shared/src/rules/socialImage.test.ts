import { describe, expect, it } from 'vitest';
import { socialImagePath } from './socialImage.ts';

describe('socialImagePath', () => {
  it('sends the store\'s own SVG through the PNG renderer, query kept', () => {
    expect(socialImagePath('/api/mockups/tee/111111/222222/3/front.svg?width=500&t=A%20B'))
      .toBe('/api/social-image.png?src=%2Fapi%2Fmockups%2Ftee%2F111111%2F222222%2F3%2Ffront.svg%3Fwidth%3D500%26t%3DA%2520B');
    expect(socialImagePath('/api/blog-images/post.svg')).toBe('/api/social-image.png?src=%2Fapi%2Fblog-images%2Fpost.svg');
  });
  it('keeps PNG and JPEG pictures and other origins as they are', () => {
    for (const src of ['https://images.example/p.jpg', '/img/a.png', 'https://cdn.example/a.svg', '//cdn.example/a.svg', '/a.svg.png']) {
      expect(socialImagePath(src)).toBe(src);
    }
  });
});
