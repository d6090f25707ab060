export const STRING_AREAS: Record<string, [file: string, exportName: string]>;
/** Areas whose locale values ship in files of their own (<id>.<area>.js). */
export const SEPARATE_AREAS: string[];
