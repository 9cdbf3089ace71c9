/** Facts about the store shown in several areas (header, footer, contact, chat links). */
export const storeInfo = {
  name: 'PrintPop Store',
  email: 'support@printpop.store',
  /** Chat-messaging business number (a WhatsApp-style wa.me link). */
  chatNumber: '923001234567',
  city: 'Lahore, Pakistan',
  social: [
    { name: 'X', href: 'https://x.com/printpopstore' },
    { name: 'Facebook', href: 'https://www.facebook.com/printpopstore' },
    { name: 'Instagram', href: 'https://www.instagram.com/printpopstore' },
    { name: 'YouTube', href: 'https://www.youtube.com/@printpopstore' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@printpopstore' },
    { name: 'Pinterest', href: 'https://www.pinterest.com/printpopstore' },
  ],
} as const;

/** A chat link with prefilled text. */
export function chatLink(text?: string): string {
  const base = `https://wa.me/${storeInfo.chatNumber}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}
