export const maxFunctionLines: number;
export const exemptTables: Set<string>;
export interface FunctionLength {
  file: string;
  name: string;
  line: number;
  lines: number;
}
export function listFunctions(): FunctionLength[];
export function longFunctions(limit?: number): FunctionLength[];
