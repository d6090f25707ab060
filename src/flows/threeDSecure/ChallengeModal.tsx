import type { Ref } from 'react';

interface Props {
  label: string;
  closeLabel: string;
  /** The original's screens: the close button exists only when the merchant enabled an exit button. */
  exitButton: boolean;
  onCancel(): void;
  /** Focus reached an edge of the modal: wrap to its first (true) or last (false) focusable element. */
  onEdge(first: boolean): void;
  frameRef: Ref<HTMLDivElement>;
}

/**
 * The 3D Secure challenge modal (the original's screens): a 440 px dialog around the 400×400 frame over a backdrop.
 * The focus edges keep Tab inside, also when it leaves a cross-origin challenge iframe.
 */
export function ChallengeModal({ label, closeLabel, exitButton, onCancel, onEdge, frameRef }: Props) {
  return (
    <>
      <div className="featherdrop-3ds__backdrop" data-braintree-id="three-d-secure-backdrop" onClick={onCancel} />
      <span className="featherdrop-3ds__edge" tabIndex={0} onFocus={() => onEdge(false)} />
      <div className="featherdrop-3ds__modal" role="dialog" aria-modal="true" aria-label={label} tabIndex={-1} data-braintree-id="three-d-secure-modal">
        {exitButton && (
          <button type="button" className="featherdrop-3ds__close" data-braintree-id="three-d-secure-close" aria-label={closeLabel} onClick={onCancel}>×</button>
        )}
        <div className="featherdrop-3ds__frame" data-braintree-id="three-d-secure-frame" ref={frameRef} />
      </div>
      <span className="featherdrop-3ds__edge" tabIndex={0} onFocus={() => onEdge(true)} />
    </>
  );
}
