import { createContext, useContext, useEffect } from 'react';
import { publicOrigin } from '../publicOrigin.ts';
import { socialImagePath } from '../rules/socialImage.ts';
import { storeInfo } from '../store-info.ts';
import type { PageHead } from '../types.ts';

export interface PageMeta {
  title: string;
  description?: string;
  /** absolute path, e.g. '/login'; becomes <link rel="canonical"> */
  canonical?: string;
  image?: string;
  /** og:type; 'website' unless the page is a product */
  type?: 'website' | 'product';
  /** JSON-LD object(s) for structured data */
  jsonLd?: object | object[];
}


export function pageHead(meta: PageMeta, origin: string = publicOrigin()): PageHead {
  const title = meta.title.includes(storeInfo.name) ? meta.title : `${meta.title} | ${storeInfo.name}`;
  return {
    title,
    description: meta.description,
    canonical: meta.canonical ? new URL(meta.canonical, origin).href : undefined,
    // og:image: social networks show no SVG, so the store's own SVG pictures go out as their PNG (#40)
    image: meta.image ? new URL(socialImagePath(meta.image), origin).href : undefined,
    type: meta.type ?? 'website',
    jsonLd: meta.jsonLd ? JSON.stringify(meta.jsonLd) : undefined,
  };
}

/**
 * On the server the page's head comes from the same render as its body (#12): the renderer
 * provides a collector here and writes the last page's meta into the document's <head>.
 * It lives in the shared singleton, so a remote's page and the shell's frame see one context.
 */
export const PageMetaContext = createContext<((meta: PageMeta) => void) | null>(null);

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
  useContext(PageMetaContext)?.(meta);
  // The browser writes the same resolved head as the server (pageHead, on the declared public
  // origin, so crawlers and shares agree on one host, #11); its fields are the effect's inputs.
  const { title, description, canonical, image, type, jsonLd } = pageHead(meta);
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:type', type);
    setMeta('property', 'og:image', image);
    setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      if (!link) {
        link = document.createElement('link');
        link.rel = 'canonical';
        document.head.appendChild(link);
      }
      link.href = canonical;
    } else link?.remove();
    setMeta('property', 'og:url', canonical);
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
  }, [title, description, canonical, image, type, jsonLd]);
}
