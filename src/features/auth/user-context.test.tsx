import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { captureConsoleErrors } from '@/testing/console';
import { fakeUser, restUrl, server, signIn } from '@/testing/msw';
import { SessionProvider } from './session-provider';
import { UserProvider, useUser } from './user-context';

function signedIn(metadata: Record<string, unknown>) {
  signIn(fakeUser({ user_metadata: metadata }));
}

function Probe() {
  const { userType, agentCode, isAffiliate, loading } = useUser();
  return (
    <output>{loading ? 'loading' : `${String(userType)}|${String(agentCode)}|${String(isAffiliate)}`}</output>
  );
}

function renderProbe() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <UserProvider>
          <Probe />
        </UserProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const settled = async (text: string) => {
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
};

captureConsoleErrors();

describe('UserContext', () => {
  it('is empty and done loading when nobody is signed in', async () => {
    renderProbe();
    await settled('null|null|false');
  });

  it('confirms the type from the profile', async () => {
    signedIn({ user_type: 'affiliate' });
    server.use(
      http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'regular', affiliate: null }])),
    );
    renderProbe();
    await settled('regular|null|false');
  });

  it('creates a missing profile from the metadata and ensures the agent code of an affiliate', async () => {
    signedIn({ user_type: 'affiliate', first_name: 'Ada', last_name: 'Lovelace' });
    const inserted: unknown[] = [];
    server.use(
      http.get(restUrl('/profiles'), () => HttpResponse.json([])),
      http.post(restUrl('/profiles'), async ({ request }) => {
        inserted.push(await request.json());
        return HttpResponse.json({ user_type: 'affiliate' }, { status: 201 });
      }),
      http.post(restUrl('/rpc/generate_agent_code'), () => HttpResponse.json('AGTABC123')),
      http.post(restUrl('/affiliates'), async ({ request }) => {
        inserted.push(await request.json());
        return HttpResponse.json({ agent_code: 'AGTABC123' }, { status: 201 });
      }),
    );
    renderProbe();
    await settled('affiliate|AGTABC123|true');
    expect(inserted).toEqual([
      {
        id: 'user-1',
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        user_type: 'affiliate',
      },
      { user_id: 'user-1', agent_code: 'AGTABC123' },
    ]);
  });

  it('reuses an existing agent code', async () => {
    signedIn({ user_type: 'affiliate' });
    server.use(
      http.get(restUrl('/profiles'), () =>
        HttpResponse.json([{ user_type: 'affiliate', affiliate: { agent_code: 'AGTOLD000' } }]),
      ),
    );
    renderProbe();
    await settled('affiliate|AGTOLD000|true');
  });

  it('falls back to a local AGT code when the server function fails', async () => {
    signedIn({ user_type: 'affiliate' });
    let code = '';
    server.use(
      http.get(restUrl('/profiles'), () => HttpResponse.json([{ user_type: 'affiliate', affiliate: null }])),
      http.post(restUrl('/rpc/generate_agent_code'), () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
      http.post(restUrl('/affiliates'), async ({ request }) => {
        code = ((await request.json()) as { agent_code: string }).agent_code;
        return HttpResponse.json({ agent_code: code }, { status: 201 });
      }),
    );
    renderProbe();
    await waitFor(() => {
      expect(code).toMatch(/^AGT[A-Z0-9]{6}$/);
    });
    await settled(`affiliate|${code}|true`);
  });

  it('keeps the metadata type when the profile cannot be read', async () => {
    signedIn({ user_type: 'regular' });
    server.use(
      http.get(restUrl('/profiles'), () =>
        HttpResponse.json({ message: 'permission denied' }, { status: 500 }),
      ),
    );
    renderProbe();
    await settled('regular|null|false');
  });
});
