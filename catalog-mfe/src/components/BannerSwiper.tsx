import { Link } from '@store/shared';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay, Navigation, Pagination } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';

/** The five home banners of spec §2, drawn by the store's own mock-up renderer. */
export const banners = [
  { href: '/shop/hoodies', label: 'Shop Hoodies', image: '/api/mockups/hoodie/2e86ab/ffc914/1/front.svg?t=Hoodies' },
  { href: '/shop/sweatshirts', label: 'Shop Sweater', image: '/api/mockups/hoodie/8e44ad/f18f01/2/front.svg?t=Sweaters' },
  { href: '/shop/phone-cases', label: 'Shop Mobile Cover', image: '/api/mockups/phone/1b1b1b/17bebb/3/front.svg?t=Covers' },
  { href: '/shop/t-shirts', label: 'Shop T-Shirt', image: '/api/mockups/tee/e4572e/ffffff/4/front.svg?t=Tees' },
  { href: '/shop/mugs', label: 'Shop Mug', image: '/api/mockups/mug/f4f1ea/c73e1d/5/front.svg?t=Mugs' },
];

/** Autoplay 3000 ms, loop, arrows, clickable dots; 1/2/3/4 slides at <640/640/768/1024 px, 20 px apart. */
export function BannerSwiper() {
  return (
    <section className="cat-banners" aria-label="Featured categories">
      <Swiper
        modules={[Autoplay, Navigation, Pagination, A11y]}
        autoplay={{ delay: 3000, disableOnInteraction: false }}
        loop
        navigation
        pagination={{ clickable: true }}
        slidesPerView={1}
        spaceBetween={20}
        breakpoints={{ 640: { slidesPerView: 2 }, 768: { slidesPerView: 3 }, 1024: { slidesPerView: 4 } }}
      >
        {banners.map((b) => (
          <SwiperSlide key={b.href}>
            <Link to={b.href} className="cat-banner">
              <img src={`${b.image}&width=500`} alt="" width={500} height={500} />
              <span className="cat-banner__label">{b.label}</span>
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
