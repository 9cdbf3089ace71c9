import { storeInfo } from '@store/shared';

/** The store's social profiles (spec §1), opened in a new tab. */
export function SocialLinks() {
  return (
    <ul className="content-social">
      {storeInfo.social.map((s) => (
        <li key={s.name}>
          <a href={s.href} target="_blank" rel="noopener noreferrer">
            {s.name}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
