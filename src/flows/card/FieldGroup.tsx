import type { ReactNode } from 'react';
import type { CardFieldName } from './port.js';
import { cx } from '../../runtime.js';
import type { CardForm } from './card-form.js';

interface FieldGroupProps {
  form: CardForm;
  name: CardFieldName;
  label: ReactNode;
  icon?: ReactNode;
}

/** One labelled field with its error (role=alert), using the original's hooks and state classes. */
export function FieldGroup({ form, name, label, icon }: FieldGroupProps) {
  const hook = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
  const id = `${form.id}-${hook}`;
  const error = form.errors.value[name];
  const { Input, attach } = form.fields;
  return (
    <div
      data-braintree-id={`${hook}-field-group`}
      className={cx(
        'braintree-form__field-group',
        error && 'braintree-form__field-group--has-error',
        form.focused.value === name && 'braintree-form__field-group--is-focused',
        name === 'number' && form.card.value && 'braintree-form__field-group--card-type-known',
      )}
    >
      <label htmlFor={id} className="braintree-form__label">{label}</label>
      <div className="braintree-form__field">
        <div id={Input ? undefined : id} className="braintree-form__hosted-field" ref={(el) => attach(name, el)}>
          {Input && <Input name={name} id={id} describedBy={`${id}-error`} />}
        </div>
        {icon && <div className="braintree-form__icon-container">{icon}</div>}
      </div>
      <div data-braintree-id={`${hook}-field-error`} id={`${id}-error`} className="braintree-form__field-error" role="alert">
        {error && form.ctx.t(error)}
      </div>
    </div>
  );
}
