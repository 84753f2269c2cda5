import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<V extends FieldValues> {
  resolver: Resolver<V>;
  /** Starts loading the validation code, e.g. when the visitor first focuses the form. */
  preload: () => void;
}

/**
 * A form resolver whose validation code loads on first use: zod and the schemas stay out of a
 * prerendered page's hydration, where evaluating them was one of its longest tasks
 * (docs/decisions/019-prerendered-public-pages.md). A failed load is tried again next time.
 */
export function lazyResolver<V extends FieldValues>(load: () => Promise<Resolver<V>>): LazyResolver<V> {
  let loading: Promise<Resolver<V>> | undefined;
  const get = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
