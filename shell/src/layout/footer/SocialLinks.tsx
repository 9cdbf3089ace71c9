import { storeInfo } from '@store/shared';
import { Icon } from '../../icons/Icon.tsx';
import type { IconName } from '../../icons/iconTable.ts';

const icons: Record<string, IconName> = {
  X: 'x',
  Facebook: 'facebook',
  Instagram: 'instagram',
  YouTube: 'youtube',
  TikTok: 'tiktok',
  Pinterest: 'pinterest',
};

/** The six social links (spec §1); they open in a new tab without handing it this window. */
export function SocialLinks() {
  return (
    <ul className="social-links">
      {storeInfo.social.map((s) => {
        const icon = icons[s.name];
        return (
          <li key={s.name}>
            <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${storeInfo.name} on ${s.name} (opens in a new tab)`}>
              {icon && <Icon name={icon} />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
