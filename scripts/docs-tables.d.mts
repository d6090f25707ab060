export interface MarkedTable {
  header: string[];
  rows: string[][];
}
export function markedTables(markdown: string): Map<string, MarkedTable>;
export function markedTablesOf(file: string): Map<string, MarkedTable>;
export function codeSpans(cell: string): string[];
