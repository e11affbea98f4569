/** Loader types 1 to 5; 4 is the default, anything else falls back to the twin-circle loader (spec doc 1 §9). */
export const LOADER_TYPES = [1, 2, 3, 4, 5] as const;
export const DEFAULT_LOADER = 4;

export type LoaderKind = (typeof LOADER_TYPES)[number] | 'twin-circle';

export function loaderKind(type: number | null | undefined): LoaderKind {
  return (LOADER_TYPES as readonly number[]).includes(type ?? NaN) ? (type as LoaderKind) : 'twin-circle';
}
