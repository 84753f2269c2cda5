import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { restUrl, server } from '@/testing/msw';
import { createSupabase } from '@/lib/supabase-client';

describe('createSupabase', () => {
  it('reads once: a failed read is not retried behind the query client', async () => {
    let attempts = 0;
    server.use(
      http.get(restUrl('/goals'), () => {
        attempts += 1;
        return HttpResponse.error();
      }),
    );
    const { error } = await createSupabase().from('goals').select('id');
    expect(error).not.toBeNull();
    expect(attempts).toBe(1);
  });
});
