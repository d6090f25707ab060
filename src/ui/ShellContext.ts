import { createContext, useContext } from 'react';
import type { ShellProps } from './shell-api.js';

export const ShellContext = createContext<ShellProps>(null as unknown as ShellProps);
export const useShell = () => useContext(ShellContext);
