export const STRING_AREAS: Record<string, [file: string, exportName: string]>;
