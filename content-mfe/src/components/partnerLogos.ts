/** Print and fabric partners shown on the About page (drawn as wordmarks, no image files). */
export interface PartnerLogo {
  name: string;
  tagline: string;
  colour: string;
  shape: 'circle' | 'square' | 'diamond';
}

export const partnerLogos: readonly PartnerLogo[] = [
  { name: 'CottonCraft', tagline: 'Organic blanks', colour: '#0f5132', shape: 'circle' },
  { name: 'InkWorks', tagline: 'DTG printing', colour: '#0b5cad', shape: 'square' },
  { name: 'MugMakers', tagline: 'Ceramics', colour: '#9a3412', shape: 'diamond' },
  { name: 'CaseLab', tagline: 'Phone cases', colour: '#5b21b6', shape: 'circle' },
  { name: 'ThreadLine', tagline: 'Embroidery', colour: '#1d2320', shape: 'square' },
  { name: 'ParcelPath', tagline: 'Worldwide shipping', colour: '#b42318', shape: 'diamond' },
  { name: 'EcoPack', tagline: 'Recyclable packaging', colour: '#166534', shape: 'circle' },
  { name: 'ColorPress', tagline: 'Sublimation', colour: '#075985', shape: 'square' },
];
