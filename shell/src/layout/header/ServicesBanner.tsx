import { Icon } from '../../icons/Icon.tsx';
import type { IconName } from '../../icons/iconTable.ts';

const services: { icon: IconName; text: string }[] = [
  { icon: 'shirt', text: 'Top-quality custom T-shirts' },
  { icon: 'palette', text: 'Personalized designs and styles' },
  { icon: 'truck', text: 'Fast worldwide shipping' },
];

/** The services banner's three items (spec §1). */
export function ServicesBanner() {
  return (
    <div className="services-banner">
      <ul className="container services-banner__list" aria-label="Our services">
        {services.map(({ icon, text }) => (
          <li key={text}>
            <Icon name={icon} />
            <span>{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
