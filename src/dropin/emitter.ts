type Handler = (payload?: any) => void;

/** The Dropin's `on`/`off`; a throwing merchant handler never breaks the widget. */
export function createEmitter() {
  const handlers = new Map<string, Set<Handler>>();
  return {
    on(event: string, fn: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(fn);
    },
    off(event: string, fn: Handler) {
      handlers.get(event)?.delete(fn);
    },
    emit(event: string, payload?: unknown) {
      for (const fn of [...(handlers.get(event) ?? [])]) {
        try {
          fn(payload);
        } catch (error) {
          setTimeout(() => { throw error; });
        }
      }
    },
    clear() {
      handlers.clear();
    },
  };
}

export type Emitter = ReturnType<typeof createEmitter>;
