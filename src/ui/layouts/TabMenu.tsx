import { signal } from '@preact/signals-core';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { FlowId } from '../../types.js';
import { idPrefix } from './element-ids.js';
import { OptionLabel } from './OptionLabel.js';
import { useOnce } from './use-once.js';

interface TabMenuProps {
  ids: FlowId[];
  /** The button's name ("Other ways to pay"): it shows three dots. */
  label: string;
  onChoose(id: FlowId): void;
}

const STEPS: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };

/**
 * The tabs that do not fit the row, behind a menu button (WAI-ARIA's menu button pattern: Enter, Space or the down
 * arrow open it on its first item, the arrows move, Escape closes it back on the button; a press outside closes it).
 */
export function TabMenu({ ids, label, onChoose }: TabMenuProps) {
  const shown = useOnce(() => signal(false));
  const open = shown.value;
  const setOpen = (value: boolean) => { shown.value = value; };
  const menuId = useOnce(idPrefix);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const items = () => [...menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []];

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const outside = (event: Event) => !button.current?.parentElement?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items();
    const at = list.indexOf(event.target as HTMLElement);
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? list.length - 1 : STEPS[event.key] ? (at + STEPS[event.key] + list.length) % list.length : -1;
    if (event.key === 'Escape') close();
    else if (event.key === 'Tab') setOpen(false);
    else if (to >= 0) list[to].focus();
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  }

  return (
    <div className="featherdrop-tabs__more">
      <button
        ref={button}
        type="button"
        className="featherdrop-tabs__more-button"
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <span className="featherdrop-tabs__dots" aria-hidden="true" />
      </button>
      <div ref={menu} id={menuId} role="menu" aria-label={label} className="featherdrop-tabs__menu" hidden={!open} onKeyDown={onKeyDown}>
        {ids.map((id) => (
          <button key={id} type="button" role="menuitem" tabIndex={-1} className={`braintree-option braintree-option__${id} featherdrop-tabs__menu-item`} onClick={() => {
            setOpen(false);
            onChoose(id);
          }}>
            <OptionLabel id={id} />
          </button>
        ))}
      </div>
    </div>
  );
}
