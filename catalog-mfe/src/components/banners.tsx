import { Link } from '@store/shared';

/** The five home banners of spec §2, drawn by the store's own mock-up renderer. */
export const banners = [
  { href: '/shop/hoodies', label: 'Shop Hoodies', image: '/api/mockups/hoodie/2e86ab/ffc914/1/front.svg?t=Hoodies' },
  { href: '/shop/sweatshirts', label: 'Shop Sweater', image: '/api/mockups/hoodie/8e44ad/f18f01/2/front.svg?t=Sweaters' },
  { href: '/shop/phone-cases', label: 'Shop Mobile Cover', image: '/api/mockups/phone/1b1b1b/17bebb/3/front.svg?t=Covers' },
  { href: '/shop/t-shirts', label: 'Shop T-Shirt', image: '/api/mockups/tee/e4572e/ffffff/4/front.svg?t=Tees' },
  { href: '/shop/mugs', label: 'Shop Mug', image: '/api/mockups/mug/f4f1ea/c73e1d/5/front.svg?t=Mugs' },
];

export const BANNER_AUTOPLAY_MS = 3000;

type Banner = (typeof banners)[number];

/** One banner, the same in the static first view and in the carousel. */
export function BannerLink({ banner, loading, fetchPriority }: { banner: Banner; loading?: 'lazy'; fetchPriority?: 'high' }) {
  return (
    <Link to={banner.href} className="cat-banner">
      <img src={`${banner.image}&width=500`} alt="" width={500} height={500} loading={loading} fetchPriority={fetchPriority} />
      <span className="cat-banner__label">{banner.label}</span>
    </Link>
  );
}
