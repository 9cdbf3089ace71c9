import { useCallback, useState, type FocusEvent, type PointerEvent } from 'react';
import { useMediaQuery } from './useMediaQuery.ts';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Marks the play/pause control: focus on it does not hold the turns (it is how one restarts them). */
export const ROTATION_TOGGLE_ATTR = 'data-rotation-toggle';

export interface AutoRotation {
  /** the slides turn by themselves now: playing, and no pointer or keyboard focus on them */
  rotating: boolean;
  /** playing, as the shopper chose or, until they choose, as their motion setting says */
  playing: boolean;
  /** the shopper asks for less motion: no turns unless they press play, and no slide animation */
  reducedMotion: boolean;
  toggle: () => void;
  /** spread on the element around the slides and the control */
  holdProps: {
    onPointerEnter: (e: PointerEvent<HTMLElement>) => void;
    onPointerLeave: (e: PointerEvent<HTMLElement>) => void;
    onFocus: (e: FocusEvent<HTMLElement>) => void;
    onBlur: (e: FocusEvent<HTMLElement>) => void;
  };
}

const onToggle = (el: EventTarget | null) => el instanceof Element && el.closest(`[${ROTATION_TOGGLE_ATTR}]`) !== null;

/**
 * Auto-rotation a person can stop (WCAG 2.2.2): off under `prefers-reduced-motion: reduce`, held
 * while a pointer is over the slides or keyboard focus is inside them, and paused or played for good
 * by the control. The server cannot know the motion setting, so until the shopper chooses the
 * default is read at the moment it matters (the control's labels follow it in CSS, see RotationToggle).
 */
export function useAutoRotation(): AutoRotation {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = choice ? choice === 'play' : !reducedMotion;
  // A tap held before hydration (public/early-input.js) is replayed on the label the shopper saw,
  // which CSS chose from the motion setting: read the setting now, not from a render that may lag.
  const toggle = useCallback(
    () =>
      setChoice((c) => {
        const wasPlaying = c ? c === 'play' : !window.matchMedia?.(REDUCED_MOTION_QUERY).matches;
        return wasPlaying ? 'pause' : 'play';
      }),
    [],
  );
  const holdProps: AutoRotation['holdProps'] = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: (e) => setFocused(!onToggle(e.target)),
    onBlur: (e) => {
      const next = e.relatedTarget;
      if (!(next instanceof Node) || !e.currentTarget.contains(next) || onToggle(next)) setFocused(false);
    },
  };
  return { rotating: playing && !hovered && !focused, playing, reducedMotion, toggle, holdProps };
}
