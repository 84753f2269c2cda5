import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { restUrl, server } from '@/testing/msw';
import { CareerInterestForm } from './career-interest-form';

async function fill(user: ReturnType<typeof userEvent.setup>, first = 'Pat') {
  await user.type(screen.getByLabelText(/First name/), first);
  await user.type(screen.getByLabelText(/Last name/), 'Prospect');
  await user.type(screen.getByLabelText(/Email/), 'pat@example.com');
  await user.selectOptions(screen.getByLabelText(/State/), 'CA');
  await user.type(screen.getByLabelText(/Hours a week/), '20');
  await user.click(screen.getByRole('radio', { name: 'Licensed' }));
  await user.click(screen.getByRole('checkbox'));
}

describe('CareerInterestForm', () => {
  it('says what is wrong before sending anything, on the fields', async () => {
    let calls = 0;
    server.use(
      http.post(restUrl('/rpc/submit_career_interest'), () => {
        calls += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    render(<CareerInterestForm code={null} source="career" agent={null} />);
    await user.click(screen.getByRole('button', { name: 'Send my interest' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose your state', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('Please agree to be contacted so someone can reach you')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    expect(
      screen.getByRole('checkbox', { name: /someone from our team may contact me/ }),
    ).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it("shows the database's limit message, keeps the answers, and the button is disabled while sending", async () => {
    let release: () => void = () => undefined;
    server.use(
      http.post(restUrl('/rpc/submit_career_interest'), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(
          {
            code: 'P0001',
            message:
              'You can send 3 career interests a day from one email address. Please try again tomorrow.',
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    render(<CareerInterestForm code="AGT123ABC" source="career" agent="Jane D." />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send my interest' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'You can send 3 career interests a day from one email address. Please try again tomorrow.',
    );
    expect(alert).toHaveFocus();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Pat');
  });

  it('never shows a fault as is', async () => {
    server.use(
      http.post(restUrl('/rpc/submit_career_interest'), () =>
        HttpResponse.json({ code: '42883', message: 'function does not exist' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    render(<CareerInterestForm code={null} source="career" agent={null} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send my interest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not send your interest. Please check your connection and try again.',
    );
  });
});
