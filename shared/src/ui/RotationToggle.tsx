// The store's server can import this file through @store/shared with no tsconfig of its own: JSX runtime stated here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { useHydrated } from './useHydrated.ts';
import { ROTATION_TOGGLE_ATTR, type AutoRotation } from './useAutoRotation.ts';

const PauseIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <rect x="3" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
    <rect x="9.5" y="2" width="3.5" height="12" rx="1" fill="currentColor" />
  </svg>
);

const PlayIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M4 2.5v11a.8.8 0 0 0 1.2.7l9-5.5a.8.8 0 0 0 0-1.4l-9-5.5A.8.8 0 0 0 4 2.5z" fill="currentColor" />
  </svg>
);

function Face({ pause, what }: { pause: boolean; what: string }) {
  return (
    <>
      {pause ? <PauseIcon /> : <PlayIcon />}
      {pause ? `Pause ${what}` : `Play ${what}`}
    </>
  );
}

/**
 * The visible pause / play control of an auto-rotating carousel, its name saying what a press does
 * ("Pause slides" / "Play slides"). In the server's HTML, before React knows the motion setting, both
 * faces are there and CSS shows the one that matches `prefers-reduced-motion` (the hidden one has no
 * name either), so the first paint already offers the right action.
 */
export function RotationToggle({ rotation, what = 'slides', className }: { rotation: AutoRotation; what?: string; className?: string }) {
  const hydrated = useHydrated();
  const classes = ['ui-rotation-toggle', className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} onClick={rotation.toggle} {...{ [ROTATION_TOGGLE_ATTR]: '' }}>
      {hydrated ? (
        <Face pause={rotation.playing} what={what} />
      ) : (
        <>
          <span className="ui-rotation-toggle__face ui-rotation-toggle__face--motion">
            <Face pause what={what} />
          </span>
          <span className="ui-rotation-toggle__face ui-rotation-toggle__face--reduced">
            <Face pause={false} what={what} />
          </span>
        </>
      )}
    </button>
  );
}
