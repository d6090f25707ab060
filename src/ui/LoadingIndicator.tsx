import { cx } from '../runtime.js';

/** The spinner with its name; while the widget starts it takes the widget's place, later it covers the view. */
export function LoadingIndicator({ visible, label }: { visible: boolean; label: string }) {
  return (
    <div data-braintree-id="loading-container" className={cx('braintree-loader__container', !visible && 'braintree-hidden')} hidden={!visible}>
      <div data-braintree-id="loading-indicator" className="braintree-loader__indicator" role="status" aria-label={label} />
    </div>
  );
}
