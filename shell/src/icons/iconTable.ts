// Every icon the shell draws, by the name its components use, and the react-icons drawing it is
// made from. The drawings are read at build time (build/iconSprite.ts) into one inline SVG sprite
// in index.html, so the page's JavaScript carries names, not path data.
export const iconTable = {
  menu: ['fi', 'FiMenu'],
  close: ['fi', 'FiX'],
  grid: ['fi', 'FiGrid'],
  chevronDown: ['fi', 'FiChevronDown'],
  chevronRight: ['fi', 'FiChevronRight'],
  user: ['fi', 'FiUser'],
  heart: ['fi', 'FiHeart'],
  cart: ['fi', 'FiShoppingCart'],
  search: ['fi', 'FiSearch'],
  truck: ['fi', 'FiTruck'],
  mail: ['fi', 'FiMail'],
  chat: ['fi', 'FiMessageCircle'],
  shirt: ['lu', 'LuShirt'],
  palette: ['lu', 'LuPalette'],
  x: ['fa6', 'FaXTwitter'],
  facebook: ['fa6', 'FaFacebookF'],
  instagram: ['fa6', 'FaInstagram'],
  youtube: ['fa6', 'FaYoutube'],
  tiktok: ['fa6', 'FaTiktok'],
  pinterest: ['fa6', 'FaPinterestP'],
} as const satisfies Record<string, readonly ['fi' | 'lu' | 'fa6', string]>;

export type IconName = keyof typeof iconTable;

/** The sprite symbol's id for an icon. */
export const iconId = (name: IconName) => `icon-${name}`;
