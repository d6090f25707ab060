export function chunkOf(metafile: any, source: string): string | undefined;
export function withStaticImports(metafile: any, file: string | undefined, seen?: Set<string>): Set<string>;
export function firstView(metafile: any): { core: string[]; view: string[] };
export function inertChunks(metafile: any): string[];
