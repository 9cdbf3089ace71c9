// The store's server can import this file through @store/shared with no tsconfig of its own: JSX runtime stated here.
/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from './useFocusTrap.ts';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** extra class for sizing */
  className?: string;
}

/**
 * Accessible dialog: labelled, focus moves in and is trapped, Escape and backdrop close, focus
 * returns to the opener, and page scroll is locked while open (spec §4 "Modals").
 */
export function Modal(props: ModalProps) {
  return props.open ? <ModalPanel {...props} /> : null;
}

function ModalPanel({ title, onClose, children, className = '' }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(panel, onClose);
  return (
    // the backdrop: a click outside the panel closes it, a mouse shortcut for the panel's Close button and Escape
    <div className="ui-modal" role="presentation" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panel} className={`ui-modal__panel ${className}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="ui-modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="ui-modal__close" onClick={onClose} aria-label="Close">
            ×
          </button>
        </div>
        <div className="ui-modal__body">{children}</div>
      </div>
    </div>
  );
}
