import { publicOrigin } from '../publicOrigin.ts';
import { useEffect } from 'react';
import { storeInfo } from '../store-info.ts';

export interface PageMeta {
  title: string;
  description?: string;
  /** absolute path, e.g. '/login'; becomes <link rel="canonical"> */
  canonical?: string;
  image?: string;
  /** JSON-LD object(s) for structured data */
  jsonLd?: object | object[];
}

function setMeta(attr: 'name' | 'property', key: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Sets title, description, canonical, social tags and JSON-LD for the current page. */
export function usePageMeta(meta: PageMeta): void {
  const { title, description, canonical, image } = meta;
  const jsonLd = meta.jsonLd ? JSON.stringify(meta.jsonLd) : '';
  useEffect(() => {
    const full = title.includes(storeInfo.name) ? title : `${title} | ${storeInfo.name}`;
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:image', image ? new URL(image, location.origin).href : undefined);
    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      if (!link) {
        link = document.createElement('link');
        link.rel = 'canonical';
        document.head.appendChild(link);
      }
      link.href = new URL(canonical, publicOrigin()).href;
    } else link?.remove();
    // og:url is always the canonical address, so crawlers and shares agree on one host (#11)
    setMeta('property', 'og:url', canonical ? link!.href : undefined);
    let script = document.head.querySelector<HTMLScriptElement>('script[data-page-jsonld]');
    if (jsonLd) {
      if (!script) {
        script = document.createElement('script');
        script.type = 'application/ld+json';
        script.dataset.pageJsonld = '';
        document.head.appendChild(script);
      }
      script.textContent = jsonLd;
    } else script?.remove();
  }, [title, description, canonical, image, jsonLd]);
}
