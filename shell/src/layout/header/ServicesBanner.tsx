import { FiTruck } from 'react-icons/fi';
import { LuPalette, LuShirt } from 'react-icons/lu';

const services = [
  { icon: LuShirt, text: 'Top-quality custom T-shirts' },
  { icon: LuPalette, text: 'Personalized designs and styles' },
  { icon: FiTruck, text: 'Fast worldwide shipping' },
];

/** The services banner's three items (spec §1). */
export function ServicesBanner() {
  return (
    <div className="services-banner">
      <ul className="container services-banner__list" aria-label="Our services">
        {services.map(({ icon: Icon, text }) => (
          <li key={text}>
            <Icon aria-hidden="true" focusable="false" />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
