export interface FileSize {
  file: string;
  lines: number;
}
export interface ComponentSize extends FileSize {
  name: string;
}
export function sourceFiles(): string[];
export function measure(): { files: FileSize[]; components: ComponentSize[] };
