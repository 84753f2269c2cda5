import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, matchPath } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSolutionSlug } from '@/features/solutions';
import { COACH_NODES } from '../content';
import { COACH_REPLY_DELAY_MS } from '../logic';
import { CoachChat } from './coach-chat';

/** The routes of docs/product-spec.md §2 the coach links to. */
const ROUTES = [
  '/dashboard/consultation',
  '/dashboard/goals',
  '/dashboard/empowered-ai',
  '/dashboard/solutions/:slug',
];

function isKnownRoute(href: string | null): boolean {
  const url = new URL(href ?? '', 'http://app.test');
  const match = ROUTES.map((route) => matchPath(route, url.pathname)).find(Boolean);
  return !!match && (match.params.slug === undefined || isSolutionSlug(match.params.slug));
}

function renderCoach() {
  render(
    <MemoryRouter>
      <CoachChat />
    </MemoryRouter>,
  );
}

const log = () => screen.getByRole('log', { name: 'Conversation with the Solutions Coach' });
const input = () => screen.getByRole('textbox', { name: 'Your message' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const option = (name: string) => within(log()).getByRole('button', { name });

function waitForReply() {
  act(() => {
    vi.advanceTimersByTime(COACH_REPLY_DELAY_MS);
  });
}

describe('CoachChat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with the coach greeting and its four options in a polite live log', () => {
    renderCoach();

    expect(log()).toHaveAttribute('aria-live', 'polite');
    expect(log()).toHaveTextContent(COACH_NODES.start.message);
    const options = within(screen.getByRole('group', { name: 'Suggested answers' })).getAllByRole('button');
    expect(options.map((b) => b.textContent)).toEqual([
      'Protecting my family',
      'Planning for retirement',
      'Building wealth',
      "I'm not sure",
    ]);
  });

  it('walks an option path to a recommendation with its three buttons', () => {
    renderCoach();

    fireEvent.click(option("I'm not sure"));
    expect(log()).toHaveTextContent("You: I'm not sure");
    expect(screen.getByRole('status')).toHaveTextContent('Assistant is typing');
    expect(screen.queryByRole('group', { name: 'Suggested answers' })).not.toBeInTheDocument();
    waitForReply();
    expect(log()).toHaveTextContent(COACH_NODES['life-stage'].message);

    fireEvent.click(option('Raising a family'));
    waitForReply();
    fireEvent.click(option('Income for them if I die'));
    waitForReply();

    expect(log()).toHaveTextContent(COACH_NODES['recommend-life-insurance'].message);
    const steps = within(screen.getByRole('list', { name: 'Next steps' }));
    expect(steps.getByRole('link', { name: 'Learn about Life Insurance' })).toHaveAttribute(
      'href',
      '/dashboard/solutions/life-insurance',
    );
    expect(steps.getByRole('link', { name: 'Book a free consultation' })).toHaveAttribute(
      'href',
      '/dashboard/consultation?topic=life-insurance',
    );
    const assistant = steps.getByRole('link', { name: 'Chat with the AI assistant' });
    expect(assistant.getAttribute('href')).toMatch(/^\/dashboard\/empowered-ai\?prompt=.+/);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).toSatisfy(isKnownRoute);
  });

  it('advises an expert on the emergency-fund leaf', () => {
    renderCoach();

    fireEvent.click(option("I'm not sure"));
    waitForReply();
    fireEvent.click(option('Just starting out'));
    waitForReply();
    fireEvent.click(option('Not yet'));
    waitForReply();

    expect(log()).toHaveTextContent(COACH_NODES['emergency-fund'].message);
    const steps = within(screen.getByRole('list', { name: 'Next steps' }));
    expect(steps.getByRole('link', { name: 'Book a free consultation' })).toBeInTheDocument();
    expect(steps.queryByRole('link', { name: /^Learn about/ })).not.toBeInTheDocument();
  });

  it('answers free text after one second, by keyword', () => {
    renderCoach();

    fireEvent.change(input(), { target: { value: '  What about my KIDS?  ' } });
    fireEvent.click(sendButton());

    expect(log()).toHaveTextContent('You: What about my KIDS?');
    expect(input()).toHaveValue('');
    expect(input()).toBeDisabled();
    act(() => {
      vi.advanceTimersByTime(COACH_REPLY_DELAY_MS - 1);
    });
    expect(log()).not.toHaveTextContent(COACH_NODES.family.message);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(log()).toHaveTextContent(COACH_NODES.family.message);
    expect(option('Replacing my income if I die')).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(input()).toBeEnabled();
  });

  it('answers anything else with the generic prompt', () => {
    renderCoach();

    fireEvent.change(input(), { target: { value: 'Hello' } });
    fireEvent.submit(input().closest('form')!);
    waitForReply();

    expect(log()).toHaveTextContent(COACH_NODES.generic.message);
  });

  it('keeps Send disabled while the input is blank', () => {
    renderCoach();

    expect(sendButton()).toBeDisabled();
    fireEvent.change(input(), { target: { value: '   ' } });
    expect(sendButton()).toBeDisabled();
    fireEvent.change(input(), { target: { value: 'retire' } });
    expect(sendButton()).toBeEnabled();
  });

  it('starts over from the greeting', () => {
    renderCoach();
    fireEvent.click(option('Building wealth'));
    waitForReply();

    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));

    expect(log()).not.toHaveTextContent('You: Building wealth');
    expect(option('Protecting my family')).toBeInTheDocument();
  });
});
