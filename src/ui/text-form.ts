import { batch, computed, signal } from '../runtime.js';

/**
 * The state of a payment option's own form of text fields (src/ui/TextField.tsx): what the shopper typed, each
 * field's message (a translation key), shown on leaving a field with something typed and on a request, gone as
 * soon as the field is right. `fields()` are the fields in use now, in the form's order.
 */
export function createTextForm<Field extends string>(
  fields: () => readonly Field[],
  problemOf: (field: Field, value: string) => string | undefined,
  initial: Record<Field, string>,
) {
  const values = signal(initial);
  const errors = signal<Partial<Record<Field, string>>>({});
  const inputs: Partial<Record<Field, HTMLInputElement | null>> = {};
  const check = (field: Field) => {
    errors.value = { ...errors.peek(), [field]: problemOf(field, values.peek()[field]) };
  };
  return {
    values,
    errors,
    /** Every field in use is right. */
    valid: computed(() => fields().every((field) => !problemOf(field, values.value[field]))),
    register(field: Field, input: HTMLInputElement | null) {
      inputs[field] = input;
    },
    set(field: Field, value: string) {
      batch(() => {
        values.value = { ...values.peek(), [field]: value };
        if (errors.peek()[field] && !problemOf(field, value)) errors.value = { ...errors.peek(), [field]: undefined };
      });
    },
    blur(field: Field) {
      if (values.peek()[field]) check(field);
    },
    /** Shows every field's message; focus goes to the first to fix. True when there is none. */
    validate(): boolean {
      batch(() => fields().forEach(check));
      const first = fields().find((field) => errors.peek()[field]);
      if (first) inputs[first]?.focus();
      return !first;
    },
  };
}

export type TextForm<Field extends string> = ReturnType<typeof createTextForm<Field>>;

/** A form's request, one at a time: while one runs, asking again gives the same promise. */
export function oneAtATime<T>(run: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => (inFlight ??= run().finally(() => { inFlight = undefined; }));
}
