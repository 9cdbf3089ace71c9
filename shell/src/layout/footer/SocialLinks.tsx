import type { IconType } from 'react-icons';
import { FaFacebookF, FaInstagram, FaPinterestP, FaTiktok, FaXTwitter, FaYoutube } from 'react-icons/fa6';
import { storeInfo } from '@store/shared';

const icons: Record<string, IconType> = {
  X: FaXTwitter,
  Facebook: FaFacebookF,
  Instagram: FaInstagram,
  YouTube: FaYoutube,
  TikTok: FaTiktok,
  Pinterest: FaPinterestP,
};

/** The six social links (spec §1); they open in a new tab without handing it this window. */
export function SocialLinks() {
  return (
    <ul className="social-links">
      {storeInfo.social.map((s) => {
        const Icon = icons[s.name];
        return (
          <li key={s.name}>
            <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={`${storeInfo.name} on ${s.name} (opens in a new tab)`}>
              {Icon && <Icon aria-hidden="true" focusable="false" />}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
