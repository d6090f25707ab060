import { useEffect, useRef, type ReactElement } from 'react';
import type { Dropin, DropinEvents, DropinOptions } from '../api.js';
import { create } from '../index.js';

/** braintree-web-drop-in-react's props, so migrating is an import change. */
export interface DropInProps {
  /** create()'s options without the container (the component renders its own). */
  options: Omit<DropinOptions, 'container' | 'selector'>;
  onInstance?(instance: Dropin): void;
  onError?(error: Error): void;
  onPaymentMethodRequestable?(payload: DropinEvents['paymentMethodRequestable']): void;
  onNoPaymentMethodRequestable?(): void;
  onPaymentOptionSelected?(payload: DropinEvents['paymentOptionSelected']): void;
  className?: string;
}

/**
 * The widget as a React component. It is created after mount and torn down on unmount, and created
 * again when `authorization`, `locale`, `layout`, `expressCheckout` or `openFirst` change (what the shopper sees
 * first; other option changes apply on the next creation). A
 * creation waits for the previous widget's teardown, so StrictMode's mount, unmount, mount leaves exactly
 * one widget; an unmount during setup cancels it. Renders an empty <div> on the server.
 */
export function DropIn(props: DropInProps): ReactElement {
  const element = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const previous = useRef<Promise<unknown>>(Promise.resolve());
  const { authorization, locale, layout, expressCheckout, openFirst } = props.options;
  // Compared by value: merchants write a new wallet list on every render.
  const express = String(expressCheckout);

  useEffect(() => {
    const controller = new AbortController();
    let instance: Dropin | undefined;
    const started = previous.current.then(async () => {
      if (controller.signal.aborted || !element.current) return;
      instance = await create({ ...latest.current.options, container: element.current, signal: controller.signal });
      instance.on('paymentMethodRequestable', (payload) => latest.current.onPaymentMethodRequestable?.(payload));
      instance.on('noPaymentMethodRequestable', () => latest.current.onNoPaymentMethodRequestable?.());
      instance.on('paymentOptionSelected', (payload) => latest.current.onPaymentOptionSelected?.(payload));
      latest.current.onInstance?.(instance);
    }).catch((error: Error) => {
      if (!controller.signal.aborted) latest.current.onError?.(error);
    });
    return () => {
      controller.abort();
      previous.current = started.then(() => instance?.teardown()).catch(() => {});
    };
  }, [authorization, locale, layout, express, openFirst]);

  return <div ref={element} className={props.className} />;
}
