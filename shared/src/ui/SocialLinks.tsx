// The store's server can import this file through @store/shared with no tsconfig of its own: JSX runtime stated here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import type { ReactNode } from 'react';
import { storeInfo } from '../store-info.ts';

type Social = (typeof storeInfo.social)[number];

/**
 * The store's social profiles (spec §1), each opened in a new tab without handing it this window.
 * `children` draws a link's content (default: the network's name); the link's name always ends in
 * "(opens in a new tab)".
 */
export function SocialLinks({ className, children = (s) => s.name }: { className?: string; children?: (social: Social) => ReactNode }) {
  return (
    <ul className={className}>
      {storeInfo.social.map((s) => (
        <li key={s.name}>
          <a href={s.href} target="_blank" rel="noopener noreferrer">
            {children(s)}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
