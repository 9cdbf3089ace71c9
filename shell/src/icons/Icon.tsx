import { iconId, type IconName } from './iconTable.ts';

/** A decorative icon from the page's sprite: hidden from assistive technology, sized by the font. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className} width="1em" height="1em" aria-hidden="true" focusable="false">
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
