import { createContext, use, type ReactNode } from 'react';

/** What the app shows beside a file link (e.g. "View packets" for a capture), or null. */
export type FileActionRenderer = (file: { name: string; url: string }) => ReactNode;

/**
 * Lets the app layer put another feature's action beside the files a feature lists, features
 * never importing each other (docs/architecture.md#rule-2-layers).
 */
export const FileActionContext = createContext<FileActionRenderer | null>(null);

/** The action the app gives for this file, if any. */
export function FileAction({ file }: { file: { name: string; url: string } }) {
  const render = use(FileActionContext);
  return render ? render(file) : null;
}
