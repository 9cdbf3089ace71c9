/** Adds a script from another origin once; resolves when it has run. */
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    // no cookies or referrer details for the gateway; CORS mode so errors are reported, not opaque
    script.crossOrigin = 'anonymous';
    script.referrerPolicy = 'origin';
    script.onload = () => resolve();
    script.onerror = () => {
      loading.delete(src);
      script.remove();
      reject(new Error('script failed to load'));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}
