import { storeInfo } from '@store/shared';
import { SocialLinks as SocialLinkList } from '@store/shared/ui';
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

/** The footer's six social links as icons; each link is named for the store and the network. */
export function SocialLinks() {
  return (
    <SocialLinkList className="social-links">
      {(s) => (
        <>
          {icons[s.name] && <Icon name={icons[s.name]!} />}
          <span className="visually-hidden">{`${storeInfo.name} on ${s.name}`}</span>
        </>
      )}
    </SocialLinkList>
  );
}
