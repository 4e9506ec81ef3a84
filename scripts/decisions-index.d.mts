export const decisionsDir: string;
export const indexPath: string;
export function recordFiles(): string[];
export function recordOf(fileName: string): {
  number: string;
  fileName: string;
  title: string;
  area: string;
  status: string;
};
export function buildIndex(): string;
