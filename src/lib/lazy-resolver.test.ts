import { describe, expect, it, vi } from 'vitest';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];

const emailRequired: Resolver<Values> = (values) => {
  const valid: ResolverResult<Values> = { values, errors: {} };
  const invalid: ResolverResult<Values> = {
    values: {},
    errors: { email: { type: 'required', message: 'Email is required' } },
  };
  return values.email ? valid : invalid;
};

describe('lazyResolver', () => {
  it('loads the validation once, on first use or preload, and answers as it would', async () => {
    const load = vi.fn(() => Promise.resolve(emailRequired));
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    const empty = await resolver({ email: '' }, undefined, options);
    const filled = await resolver({ email: 'a@b.co' }, undefined, options);
    expect(empty.errors.email?.message).toBe('Email is required');
    expect(filled).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after it failed (a chunk that could not be fetched)', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValue(emailRequired);
    const { resolver, preload } = lazyResolver(load);
    preload();
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('Failed to fetch');
    const result = await resolver({ email: '' }, undefined, options);
    expect(result.errors.email?.message).toBe('Email is required');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
