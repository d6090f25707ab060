import { cx } from '../runtime.js';
import { useShell } from './ShellContext.js';

export function LoadingIndicator() {
  const { model, t } = useShell();
  const visible = !model.ready.value || model.loading.value;
  return (
    <div data-braintree-id="loading-container" className={cx('braintree-loader__container', !visible && 'braintree-hidden')} hidden={!visible}>
      <div data-braintree-id="loading-indicator" className="braintree-loader__indicator" role="status" aria-label={t('loading')} />
    </div>
  );
}
