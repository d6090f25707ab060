import type { Signal } from '@preact/signals-core';
import { dropinError } from '../errors.js';
import type { ThreeDSecureInstance } from '../flows/threeDSecure/index.js';
import type { Gateway } from '../gateway/types.js';
import type { Strings } from '../i18n/en_US.js';
import type { Translate } from '../i18n/translate.js';
import type { DropinOptions } from '../options.js';
import type { WidgetModel } from '../signals/widget-model.js';
import type { VaultManagerViews } from '../ui/shell-api.js';
import { loadVaultManager } from './load-vault-manager.js';

/** The merchant's `threeDSecure` object (or `{}` for `true`), edited in place by updateConfiguration. */
export type ThreeDSecureOptions = Record<string, unknown> & { amount?: string; cardinalSDKConfig?: Record<string, unknown> };

export interface ExtrasParts {
  input: DropinOptions;
  gateway: Gateway;
  model: WidgetModel;
  t: Translate;
  addStrings(area: string, english: Strings): Promise<void>;
  addStyles(id: string, css: string): void;
  emit(event: string, payload?: unknown): void;
  /** The 3D Secure module, fetched only when the merchant sets `threeDSecure`. */
  threeDSecureModule?: () => Promise<typeof import('../flows/threeDSecure/index.js')>;
  /** The vault manager, for a customer when the merchant sets `vaultManager`. */
  vaultManager: boolean;
  refreshSaved(): Promise<void>;
  showDefaultView(): void;
  /** Registers an undo step with the widget's teardown. */
  onTeardown(step: () => unknown): void;
  /** Aborted on teardown. */
  signal: AbortSignal;
  /** The merchant's container (3D Secure's challenge takes the widget's theme from it). */
  container?: HTMLElement;
  /** Where the vault manager's views go once its chunk loaded. */
  vaultManagerViews: Signal<VaultManagerViews | null>;
  threeDSecureOptions: ThreeDSecureOptions;
}

/**
 * SPEC 4 widget setup, the parts beside the payment options: device data, 3D Secure and the vault
 * manager, each started at once and each fetched only when the merchant asked for it. This module is a
 * chunk of its own, fetched only then (./extras-later.ts).
 */
export function startExtras(parts: ExtrasParts) {
  const { input, gateway, onTeardown } = parts;

  const dataCollector = input.dataCollector
    ? gateway.createDataCollector(typeof input.dataCollector === 'object' ? { ...input.dataCollector } : {}).catch((cause) => {
      throw dropinError('dataCollectorFailed', cause);
    })
    : undefined;
  dataCollector?.catch(() => {});
  onTeardown(() => dataCollector?.then((collector) => collector.teardown(), () => {}));

  const threeDSecure = input.threeDSecure && parts.threeDSecureModule
    ? parts.threeDSecureModule().then((m) => m.setupThreeDSecure({ gateway, options: parts.threeDSecureOptions, emit: parts.emit, t: parts.t, signal: parts.signal, container: parts.container }))
    : undefined;
  threeDSecure?.catch(() => {});
  onTeardown(() => threeDSecure?.then((tds) => tds.teardown(), () => {}));

  const vaultManagerReady = parts.vaultManager
    ? loadVaultManager().then((m) => {
      parts.addStrings('vaultManager', m.vaultManagerStrings);
      parts.addStyles('featherdrop-vault-manager', m.vaultManagerStyles);
      parts.vaultManagerViews.value = m.createVaultManager({ model: parts.model, gateway, refreshSaved: parts.refreshSaved, showDefaultView: parts.showDefaultView, onTeardown });
    })
    : undefined;
  vaultManagerReady?.catch(() => {});

  return {
    /** Resolves once every extra is ready; rejects with the first one's setup error. */
    async ready(race: <T>(promise: Promise<T>) => Promise<T>): Promise<ReadyExtras> {
      await race(vaultManagerReady ?? Promise.resolve());
      const tds = threeDSecure && (await race(threeDSecure));
      const collector = dataCollector && (await race(dataCollector));
      return { threeDSecure: tds || undefined, deviceData: collector ? collector.deviceData : undefined };
    },
  };
}

export type Extras = ReturnType<typeof startExtras>;

/** What the extras give the requester once ready. */
export interface ReadyExtras {
  threeDSecure?: ThreeDSecureInstance;
  deviceData?: string;
}
