import { toast } from '@store/shared';

const networks = [
  { name: 'facebook', url: (u: string) => `https://www.facebook.com/sharer/sharer.php?u=${u}` },
  { name: 'twitter', url: (u: string, t: string) => `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
  { name: 'linkedin', url: (u: string) => `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  { name: 'pinterest', url: (u: string, t: string, m: string) => `https://pinterest.com/pin/create/button/?url=${u}&media=${m}&description=${t}` },
  { name: 'telegram', url: (u: string, t: string) => `https://t.me/share/url?url=${u}&text=${t}` },
  { name: 'whatsapp', url: (u: string, t: string) => `https://api.whatsapp.com/send?text=${t}%20${u}` },
] as const;

/** Six share buttons; sharing needs the title and the first image (spec §5). */
export function ShareButtons({ title, image }: { title?: string; image?: string }) {
  const share = (n: (typeof networks)[number]) => {
    if (!title || !image) {
      toast.error('Product details not fully loaded yet.');
      return;
    }
    const u = encodeURIComponent(window.location.href);
    const m = encodeURIComponent(new URL(image, window.location.origin).href);
    window.open(n.url(u, encodeURIComponent(title), m), '_blank', 'noopener,noreferrer');
  };
  return (
    <div className="cat-share" role="group" aria-label="Share this product">
      {networks.map((n) => (
        <button key={n.name} type="button" className="cat-share__btn" onClick={() => share(n)} aria-label={`Share on ${n.name}`}>
          {n.name}
        </button>
      ))}
    </div>
  );
}
